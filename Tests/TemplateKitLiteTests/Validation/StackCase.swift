import Testing
import TemplateKitLite

private typealias S = TemplateSamples

/// One rule, a stack (built unchecked) that breaks it, and a close stack that does not.
struct StackCase: Sendable, CustomTestStringConvertible {
    var rule: Rule
    var severity: Severity
    var broken: NavigationStack
    var path: String
    var fine: NavigationStack

    var testDescription: String { rule.id }

    static let all: [StackCase] = [depth, aboveNowPlaying, nowPlayingTwice, presentedList, pushedAlert, pushedTabBar]

    /// `tabs[0] › "Artists"` then pushed lists titled `titles`.
    static func artists(pushing titles: [String], presented: Template? = nil) -> NavigationStack {
        NavigationStack(unchecked: S.tabBar(["Artists", "Favorites"]),
            pushed: titles.map { Template.list(S.list($0)) }, presented: presented, profile: .unconstrained)
    }

    /// A list root "Library" with `pushed` on top.
    static func library(_ pushed: [Template], presented: Template? = nil) -> NavigationStack {
        NavigationStack(unchecked: .list(S.list("Library")), pushed: pushed, presented: presented)
    }

    static let depth = StackCase(
        rule: Rules.stackDepth, severity: .error,
        broken: artists(pushing: ["Years", "Shows", "Sources", "Tracks", "More"]),
        path: #"tabs[0] › "Artists" › "Years" › "Shows" › "Sources" › "Tracks" › "More""#,
        fine: artists(pushing: ["Years", "Shows", "Sources", "Tracks"]))

    static let aboveNowPlaying = StackCase(
        rule: Rules.stackAboveNowPlaying, severity: .error,
        broken: library([S.nowPlaying(), S.grid("Moods")]), path: #""Library" › "Now Playing" › "Moods""#,
        fine: library([S.nowPlaying(), .list(S.list("Up Next"))]))

    static let nowPlayingTwice = StackCase(
        rule: Rules.stackNowPlayingTwice, severity: .error,
        broken: library([S.nowPlaying(), .list(S.list("Up Next")), S.nowPlaying()]),
        path: #""Library" › "Now Playing" › "Up Next" › "Now Playing""#,
        fine: library([S.nowPlaying(), .list(S.list("Up Next"))]))

    static let presentedList = StackCase(
        rule: Rules.modalPresentNonModal, severity: .error,
        broken: library([], presented: .list(S.list("Queue"))), path: #""Library" › presented "Queue""#,
        fine: library([], presented: S.alert("Queue")))

    static let pushedAlert = StackCase(
        rule: Rules.modalPushed, severity: .error,
        broken: library([S.alert("Sure?")]), path: #""Library" › "Sure?""#,
        fine: library([], presented: S.alert("Sure?")))

    static let pushedTabBar = StackCase(
        rule: Rules.tabBarRootOnly, severity: .error,
        broken: library([S.tabBar(["A"])]), path: #""Library" › tabs"#,
        fine: NavigationStack(unchecked: S.tabBar(["A"])))
}
