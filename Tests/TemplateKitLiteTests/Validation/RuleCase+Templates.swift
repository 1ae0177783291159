import TemplateKitLite

private typealias S = TemplateSamples

extension RuleCase {
    static let templates: [RuleCase] = [unsupported, actionSheetBelow17, alertAsRoot]
    static let tabBar: [RuleCase] = [tabBarInTab, tooManyTabs, nowPlayingTab, alertTab, selectedIndex, crowdedTabBar]

    static let unsupported = RuleCase(
        rule: Rules.templateUnsupported, severity: .error,
        broken: .unsupported(.pointOfInterest, title: "Venues"), path: #""Venues""#,
        fine: .list(S.list("Venues")))

    static let actionSheetBelow17 = RuleCase(
        rule: Rules.actionSheetNeedsIOS17, severity: .error,
        broken: S.actionSheet(), path: #""Download""#,
        fine: S.actionSheet(), brokenCar: S.car(iOS: .iOS15), fineCar: S.car(iOS: .iOS17))

    static let alertAsRoot = RuleCase(
        rule: Rules.modalPushed, severity: .error,
        broken: S.alert("Oops"), path: #""Oops""#,
        fine: .list(S.list("Oops")))

    static let tabBarInTab = RuleCase(
        rule: Rules.tabBarRootOnly, severity: .error,
        broken: S.tabBar(contents: [S.tabBar(["Inner"])]), path: "tabs[0] › tabs",
        fine: S.tabBar(contents: [.list(S.list("Inner"))]))

    static let tooManyTabs = RuleCase(
        rule: Rules.tabBarTabCount, severity: .error,
        broken: S.tabBar(["A", "B", "C", "D", "E"]), path: "tabs",
        fine: S.tabBar(["A", "B", "C", "D"]))

    static let nowPlayingTab = RuleCase(
        rule: Rules.tabBarTabContent, severity: .error,
        broken: S.tabBar(contents: [.list(S.list("Browse")), S.nowPlaying()]),
        path: #"tabs[1] › "Now Playing""#,
        fine: S.tabBar(contents: [.list(S.list("Browse")), S.grid("Now")]))

    static let alertTab = RuleCase(
        rule: Rules.tabBarTabContent, severity: .error,
        broken: S.tabBar(contents: [S.alert("Hi")]), path: #"tabs[0] › "Hi""#,
        fine: S.tabBar(contents: [.list(S.list("Hi"))]))

    static let selectedIndex = RuleCase(
        rule: Rules.tabBarSelectedIndex, severity: .error,
        broken: S.tabBar(["A", "B"], selected: 2), path: "tabs",
        fine: S.tabBar(["A", "B"], selected: 1))

    static let crowdedTabBar = RuleCase(
        rule: Rules.tabBarNowPlayingButton, severity: .warning,
        broken: S.tabBar(["A", "B", "C", "D", "E"]), path: "tabs",
        fine: S.tabBar(["A", "B", "C", "D"]),
        brokenCar: CarProfile(name: "five tabs", maximumItemCount: 500, maximumSectionCount: 50, maximumTabCount: 5),
        fineCar: CarProfile(name: "five tabs", maximumItemCount: 500, maximumSectionCount: 50, maximumTabCount: 5))
}
