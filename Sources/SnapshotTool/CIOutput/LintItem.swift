import TemplateKitLite

/// One `lint` finding as data: the rule, error or warning, the printed message and the
/// golden it is about (when it is about a screen).
///
///     LintItem(ruleID: "list.item-limit", isError: false, message: "…", golden: "podcast/episodes@limited.txt")
package struct LintItem: Sendable {
    /// The rule id (`list.item-limit`), ``renderRule`` for a failed render, or a stack
    /// check's name.
    package let ruleID: String
    package let isError: Bool
    package let message: String
    /// The golden name with extension, inside `Tests/Snapshots`.
    package let golden: String?

    /// The id of a render that failed (a screen that could not be made, a journey tap that found nothing).
    package static let renderRule = "render.failed"

    package init(ruleID: String, isError: Bool, message: String, golden: String?) {
        self.ruleID = ruleID
        self.isError = isError
        self.message = message
        self.golden = golden
    }

    /// A validator finding about `golden` (on car `car`, when named).
    init(_ finding: Finding, golden: String, car: String? = nil) {
        let message = "\(finding.path.readable): \(finding.message)" + (car.map { " [\($0)]" } ?? "")
        self.init(ruleID: finding.rule.id, isError: finding.severity == .error, message: message, golden: golden)
    }
}
