import TemplateKitLite

private typealias S = TemplateSamples

extension RuleCase {
    static let gating: [RuleCase] = [
        disabledItem, disabledImageRow, enhancedHeader, assistantCell, selectedTab, spinner, rowElements, headerGrid,
        detailsHeader, itemPlayback, elementOverlay, elementLabel,
    ]

    static let detailsHeader = RuleCase(
        rule: Rules.iOSDetailsHeader, severity: .warning,
        broken: .list(ListTemplate(title: "Tracks").detailsHeader(ListDetailsHeader(thumbnail: .asset("show"), title: "Barton Hall"))),
        path: #""Tracks" › details header"#,
        fine: .list(ListTemplate(title: "Tracks").detailsHeader(ListDetailsHeader(thumbnail: .asset("show"), title: "Barton Hall"))),
        brokenCar: S.car(iOS: .iOS26), fineCar: S.car(iOS: .iOS26_4))

    static let itemPlayback = RuleCase(
        rule: Rules.iOSPlaybackConfiguration, severity: .warning,
        broken: S.list(with: ListItem("Scarlet Begonias").playback(PlaybackConfiguration(.play, duration: 600))),
        path: #""Tracks" › section 0 › item 0"#,
        fine: S.list(with: ListItem("Scarlet Begonias").playback(PlaybackConfiguration(.play, duration: 600))),
        brokenCar: S.car(iOS: .iOS26), fineCar: S.car(iOS: .iOS26_4))

    static let elementOverlay = RuleCase(
        rule: Rules.iOSImageOverlay, severity: .warning,
        broken: S.list(with: ImageRowItem("Live") {
            ImageRowElement(.card, image: .asset("a"), isThumbnail: true)
                .overlay(ImageOverlay(text: "LIVE", textColor: "white", backgroundColor: "red"))
        }),
        path: #""Tracks" › section 0 › item 0 › element 0"#,
        fine: S.list(with: ImageRowItem("Live") {
            ImageRowElement(.card, image: .asset("a"), isThumbnail: true)
                .overlay(ImageOverlay(text: "LIVE", textColor: "white", backgroundColor: "red"))
        }),
        brokenCar: S.car(iOS: .iOS26), fineCar: S.car(iOS: .iOS26_4))

    static let elementLabel = RuleCase(
        rule: Rules.iOSElementAccessibilityLabel, severity: .warning,
        broken: S.list(with: ImageRowItem("Recent") { ImageRowElement(.grid, image: .asset("a")).accessibilityLabel("Cornell 1977") }),
        path: #""Tracks" › section 0 › item 0 › element 0"#,
        fine: S.list(with: ImageRowItem("Recent") { ImageRowElement(.grid, image: .asset("a")).accessibilityLabel("Cornell 1977") }),
        brokenCar: S.car(iOS: .iOS26), fineCar: S.car(iOS: .iOS26_4))

    static let disabledItem = RuleCase(
        rule: Rules.iOSIsEnabled, severity: .warning,
        broken: S.list(with: ListItem("Offline show", isEnabled: false)), path: #""Tracks" › section 0 › item 0"#,
        fine: S.list(with: ListItem("Offline show", isEnabled: false)),
        brokenCar: S.car(iOS: .iOS14), fineCar: S.car(iOS: .iOS15))

    static let disabledImageRow = RuleCase(
        rule: Rules.iOSIsEnabled, severity: .warning,
        broken: S.list(with: ImageRowItem("Recent", isEnabled: false)), path: #""Tracks" › section 0 › item 0"#,
        fine: S.list(with: ImageRowItem("Recent", isEnabled: true)),
        brokenCar: S.car(iOS: .iOS14), fineCar: S.car(iOS: .iOS14))

    static let enhancedHeader = RuleCase(
        rule: Rules.iOSEnhancedHeader, severity: .warning,
        broken: header(ListSection(header: "1977", headerSubtitle: "54 shows")), path: #""Years" › section 0 › header"#,
        fine: header(ListSection(header: "1977", headerSubtitle: "54 shows")),
        brokenCar: S.car(iOS: .iOS14), fineCar: S.car(iOS: .iOS15))

    static let assistantCell = RuleCase(
        rule: Rules.iOSAssistantCell, severity: .warning,
        broken: .list(ListTemplate(title: "Tracks", assistantCell: AssistantCell(visibility: .always))),
        path: #""Tracks" › assistant cell"#,
        fine: .list(ListTemplate(title: "Tracks", assistantCell: AssistantCell(visibility: .always))),
        brokenCar: S.car(iOS: .iOS14), fineCar: S.car(iOS: .iOS15))

    /// A tab other than the first selected by the app: `selectTemplate(at:)` exists from iOS 17.
    static let selectedTab = RuleCase(
        rule: Rules.iOSSelectTab, severity: .warning,
        broken: S.tabBar(["Browse", "Library", "Now Playing"], selected: 2), path: "tabs",
        fine: S.tabBar(["Browse", "Library", "Now Playing"], selected: 2),
        brokenCar: S.car(iOS: IOSVersion(16, 4)), fineCar: S.car(iOS: .iOS17))

    static let spinner = RuleCase(
        rule: Rules.iOSSpinner, severity: .warning,
        broken: .list(ListTemplate(title: "Tracks", showsSpinnerWhileEmpty: true)), path: #""Tracks""#,
        fine: .list(ListTemplate(title: "Tracks", showsSpinnerWhileEmpty: true)),
        brokenCar: S.car(iOS: IOSVersion(18, 3)), fineCar: S.car(iOS: .iOS18_4))

    static let rowElements = RuleCase(
        rule: Rules.iOSImageRowElements, severity: .warning,
        broken: S.list(with: ImageRowItem("Featured", elements: elements([.card]))), path: #""Tracks" › section 0 › item 0"#,
        fine: S.list(with: ImageRowItem("Featured", elements: elements([.card]))),
        brokenCar: S.car(iOS: .iOS18_4), fineCar: S.car(iOS: .iOS26))

    static let headerGrid = RuleCase(
        rule: Rules.iOSHeaderGridButtons, severity: .warning,
        broken: .list(ListTemplate(title: "Tracks", headerGridButtons: [S.gridButton()])), path: #""Tracks""#,
        fine: .list(ListTemplate(title: "Tracks", headerGridButtons: [S.gridButton()])),
        brokenCar: S.car(iOS: .iOS18_4), fineCar: S.car(iOS: .iOS26))

    private static func header(_ section: ListSection) -> Template {
        .list(ListTemplate(title: "Years", sections: [section]))
    }
}
