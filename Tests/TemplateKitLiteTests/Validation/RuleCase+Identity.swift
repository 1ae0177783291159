import TemplateKitLite

extension RuleCase {
    static let identity: [RuleCase] = [duplicateRowID]

    static let duplicateRowID = RuleCase(
        rule: Rules.identityDuplicate, severity: .error,
        broken: rows("a", "a"), path: #""Tracks" › section 0"#,
        fine: rows("a", "b"))

    private static func rows(_ first: String, _ second: String) -> Template {
        ListTemplate("Tracks") { ListSection { ListItem("One").id(first); ListItem("Two").id(second) } }.template
    }
}
