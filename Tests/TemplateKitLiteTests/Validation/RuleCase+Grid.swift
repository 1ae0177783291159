import TemplateKitLite

private typealias S = TemplateSamples

extension RuleCase {
    static let grid: [RuleCase] = [gridLimit, buttonTitle, buttonNoTitles, headerButtonTitle, buttonImage]

    static let gridLimit = RuleCase(
        rule: Rules.gridButtonLimit, severity: .warning,
        broken: S.grid(buttons: 9), path: #""Browse""#,
        fine: S.grid(buttons: 8))

    static let buttonTitle = RuleCase(
        rule: Rules.gridButtonTitle, severity: .warning,
        broken: oneButton(GridButton([""], image: S.image)), path: #""Browse" › button 0"#,
        fine: oneButton(GridButton(["", "Go"], image: S.image)))

    static let buttonNoTitles = RuleCase(
        rule: Rules.gridButtonTitle, severity: .warning,
        broken: oneButton(GridButton([], image: S.image)), path: #""Browse" › button 0"#,
        fine: oneButton(GridButton(["Go"], image: S.image)))

    static let headerButtonTitle = RuleCase(
        rule: Rules.gridButtonTitle, severity: .warning,
        broken: .list(ListTemplate(title: "Tracks", headerGridButtons: [GridButton([""], image: S.image)])),
        path: #""Tracks" › header button 0"#,
        fine: .list(ListTemplate(title: "Tracks", headerGridButtons: [GridButton(["Pin"], image: S.image)])))

    static let buttonImage = RuleCase(
        rule: Rules.gridButtonImage, severity: .warning,
        broken: oneButton(GridButton(["Go"], image: nil)), path: #""Browse" › button 0"#,
        fine: oneButton(GridButton(["Go"], image: S.image)))

    private static func oneButton(_ button: GridButton) -> Template {
        .grid(GridTemplate(title: "Browse", buttons: [button]))
    }
}
