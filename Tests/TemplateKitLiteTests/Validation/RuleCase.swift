import Testing
import TemplateKitLite

/// One rule, a template that breaks it, and a close template that does not.
struct RuleCase: Sendable, CustomTestStringConvertible {
    var rule: Rule
    /// The severity the rule is expected to have (pinned here, not read from the rule).
    var severity: Severity
    var broken: Template
    /// Where the finding must point, as printed.
    var path: String
    var fine: Template
    var brokenCar: CarProfile = .unconstrained
    var fineCar: CarProfile = .unconstrained

    var testDescription: String { rule.id }

    /// Every template-level case, one or more per rule.
    static let all: [RuleCase] = templates + tabBar + lists + rows + grid + alert + nowPlaying + gating + identity
        + corrections
}
