/// One CarPlay rule as data: what it says, what the car does when it is broken, and
/// where the fact comes from.
///
///     Rules.listItemLimit.id        // "list.item-limit"
///     Rules.listItemLimit.severity  // .warning
public struct Rule: Sendable, Hashable, Identifiable {
    /// A stable dotted id, `area.name`, e.g. `"list.item-limit"`.
    public var id: String
    public var severity: Severity
    /// What the rule says, in one sentence.
    public var summary: String
    /// What CarPlay does when the rule is broken: throws, trims, keeps the tail, ignores…
    public var carPlayBehaviour: String
    /// Where the fact comes from, with its tag: [H] header, [AD] Apple reference page,
    /// [DG] Developer Guide, [OBS] observed at run time.
    public var source: String

    public init(
        id: String, severity: Severity, summary: String, carPlayBehaviour: String, source: String
    ) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.carPlayBehaviour = carPlayBehaviour
        self.source = source
    }
}
