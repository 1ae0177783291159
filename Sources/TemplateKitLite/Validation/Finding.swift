/// One broken rule at one place. Its description is the line the CLI's lint prints:
///
///     warning list.item-limit "Tracks": 13 items across sections; this car shows the first 12; hidden from section 1 › row 13 on ([AD][H] …)
///
/// i.e. `severity rule-id path: message (source)`.
public struct Finding: Sendable, Hashable, CustomStringConvertible {
    public var rule: Rule
    public var path: NodePath
    /// What is wrong here, with the numbers involved.
    public var message: String

    public init(rule: Rule, path: NodePath, message: String) {
        self.rule = rule
        self.path = path
        self.message = message
    }

    /// The rule's severity.
    public var severity: Severity { rule.severity }

    public var description: String {
        "\(severity.rawValue) \(rule.id) \(path): \(message) (\(rule.source))"
    }

    /// The line `lint` prints: ``description`` with the path counted from 1, as a designer
    /// counts (``NodePath/readable``): `… "Tracks" › section 1 › row 13: …`.
    public var readable: String {
        "\(severity.rawValue) \(rule.id) \(path.readable): \(message) (\(rule.source))"
    }
}
