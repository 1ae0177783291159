import TemplateKitLite

private typealias S = TemplateSamples

extension RuleCase {
    static let alert: [RuleCase] = [noActions, noTitle, emptyTitle, actionLimit]

    static let noActions = RuleCase(
        rule: Rules.alertNoActions, severity: .error,
        broken: S.alert(actions: []), path: #""Clear the queue?""#,
        fine: S.alert(actions: ["OK"]))

    static let noTitle = RuleCase(
        rule: Rules.alertNoTitle, severity: .error,
        broken: .alert(AlertTemplate(titleVariants: [], actions: [AlertAction("OK")])), path: "alert",
        fine: .alert(AlertTemplate(titleVariants: ["Done"], actions: [AlertAction("OK")])))

    static let emptyTitle = RuleCase(
        rule: Rules.alertNoTitle, severity: .error,
        broken: .alert(AlertTemplate(titleVariants: [""], actions: [AlertAction("OK")])), path: #""""#,
        fine: .alert(AlertTemplate(titleVariants: ["", "Done"], actions: [AlertAction("OK")])))

    static let actionLimit = RuleCase(
        rule: Rules.alertActionLimit, severity: .warning,
        broken: S.alert(actions: ["Clear", "Cancel"]), path: #""Clear the queue?""#,
        fine: S.alert(actions: ["Clear"]))
}
