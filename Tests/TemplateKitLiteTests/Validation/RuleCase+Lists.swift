import TemplateKitLite

private typealias S = TemplateSamples

extension RuleCase {
    static let lists: [RuleCase] = [
        itemLimit, sectionLimit, headerGridLimit, singlePlaying, indexTitle, navBarList, navBarGrid,
    ]

    static let itemLimit = RuleCase(
        rule: Rules.listItemLimit, severity: .warning,
        broken: .list(S.list(items: 13)), path: #""Tracks""#,
        fine: .list(S.list(items: 12)), brokenCar: .limited, fineCar: .limited)

    static let sectionLimit = RuleCase(
        rule: Rules.listSectionLimit, severity: .warning,
        broken: sections(13), path: #""Years""#,
        fine: sections(12), brokenCar: .limited, fineCar: .limited)

    static let headerGridLimit = RuleCase(
        rule: Rules.listHeaderGridLimit, severity: .warning,
        broken: headerButtons(5), path: #""Tracks""#,
        fine: headerButtons(4))

    static let singlePlaying = RuleCase(
        rule: Rules.listSinglePlaying, severity: .warning,
        broken: playing([.playing, .none, .paused]), path: #""Tracks" › section 0 › item 2"#,
        fine: playing([.playing, .none, .none]))

    static let indexTitle = RuleCase(
        rule: Rules.sectionIndexTitle, severity: .warning,
        broken: indexed("AB"), path: #""Artists" › section 0"#,
        fine: indexed("É"))

    static let navBarList = RuleCase(
        rule: Rules.navBarButtonLimit, severity: .warning,
        broken: .list(ListTemplate(title: "Tracks", trailingNavigationBarButtons: bar(3))),
        path: #""Tracks" › trailing buttons"#,
        fine: .list(ListTemplate(title: "Tracks", trailingNavigationBarButtons: bar(2))))

    static let navBarGrid = RuleCase(
        rule: Rules.navBarButtonLimit, severity: .warning,
        broken: .grid(GridTemplate(title: "Browse", buttons: [S.gridButton()], leadingNavigationBarButtons: bar(3))),
        path: #""Browse" › leading buttons"#,
        fine: .grid(GridTemplate(title: "Browse", buttons: [S.gridButton()], leadingNavigationBarButtons: bar(2))))

    private static func sections(_ count: Int) -> Template {
        .list(ListTemplate(title: "Years", sections: (0..<count).map { ListSection(header: "\($0)") }))
    }

    private static func headerButtons(_ count: Int) -> Template {
        .list(ListTemplate(title: "Tracks", headerGridButtons: (0..<count).map { S.gridButton("Pin \($0)") }))
    }

    private static func playing(_ indicators: [PlayingIndicator]) -> Template {
        S.list(elements: indicators.map { ListElement.item(ListItem("Track", playingIndicator: $0)) })
    }

    private static func indexed(_ title: String) -> Template {
        .list(ListTemplate(title: "Artists", sections: [ListSection(sectionIndexTitle: title, items: S.items(1))]))
    }

    private static func bar(_ count: Int) -> [BarButton] {
        (0..<count).map { BarButton("B\($0)") }
    }
}
