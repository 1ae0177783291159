import TemplateKitLite

private typealias S = TemplateSamples

extension RuleCase {
    static let alert: [RuleCase] = [noActions, noTitle, emptyTitle, actionLimit, actionLimitCancelApart]

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

    /// A `.cancel` action is not counted against the limit.
    static let actionLimitCancelApart = RuleCase(
        rule: Rules.alertActionLimit, severity: .warning,
        broken: withCancel(["Clear", "Keep"]), path: #""Clear the queue?""#,
        fine: withCancel(["Clear"]))

    private static func withCancel(_ titles: [String]) -> Template {
        .alert(AlertTemplate(titleVariants: ["Clear the queue?"],
                             actions: titles.map { AlertAction($0) } + [AlertAction("Cancel", style: .cancel)]))
    }
}
