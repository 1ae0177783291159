import Testing
import TemplateKitLite

private typealias S = TemplateSamples
private typealias N = NavigationSamples

/// Each transition CarPlay would throw on is refused, naming the rule and the path.
@Suite struct NavigationRefusalTests {
    @Test func depthSixIsRefusedNamingTheLimitAndThePath() throws {
        var stack = try N.artists(pushing: ["Years", "Shows", "Sources", "Tracks"])
        #expect(stack.depth == 5)
        let error = try #require(throws: NavigationError.self) { try stack.push(S.nowPlaying()) }
        #expect(error.rule == Rules.stackDepth)
        #expect(error.message.contains("limit of 5"))
        #expect(error.message == #"push "Now Playing" refused: depth would be 6, over this car's limit of 5 (counting the root): tabs[0] › "Artists" › "Years" › "Shows" › "Sources" › "Tracks""#)
        #expect(error.description == error.message + " (stack.depth, \(Rules.stackDepth.source))")
        #expect(stack.depth == 5, "a refused push leaves the stack as it was")
    }

    /// A transition, and the rule its refusal must name (`nil`: a plain misuse).
    struct Refusal: Sendable, CustomTestStringConvertible {
        var name: String
        var rule: Rule?
        /// The stack's path the message must end with.
        var path: String
        var attempt: @Sendable () throws -> Void
        var testDescription: String { name }
    }

    static let refusals: [Refusal] = pushRefusals + presentRefusals + otherRefusals

    static let pushRefusals: [Refusal] = [
        Refusal(name: "push now playing twice", rule: Rules.stackNowPlayingTwice, path: #""Library" › "Now Playing" › "Up Next""#) {
            var stack = try N.library([S.nowPlaying(), N.list("Up Next")])
            try stack.push(S.nowPlaying())
        },
        Refusal(name: "push a grid on now playing", rule: Rules.stackAboveNowPlaying, path: #""Library" › "Now Playing""#) {
            var stack = try N.library([S.nowPlaying()])
            try stack.push(S.grid())
        },
        Refusal(name: "push a tab bar", rule: Rules.tabBarRootOnly, path: #""Library""#) {
            var stack = try N.library()
            try stack.push(S.tabBar(["A"]))
        },
        Refusal(name: "push an alert", rule: Rules.modalPushed, path: #""Library""#) {
            var stack = try N.library()
            try stack.push(S.alert())
        },
        Refusal(name: "push an action sheet", rule: Rules.modalPushed, path: #""Library""#) {
            var stack = try N.library()
            try stack.push(S.actionSheet())
        },
        Refusal(name: "push an unsupported template", rule: Rules.templateUnsupported, path: #""Library""#) {
            var stack = try N.library()
            try stack.push(.unsupported(.search, title: "Search"))
        },
        Refusal(name: "push past depth 5 under a list root", rule: Rules.stackDepth, path: #""Library" › "A" › "B" › "C" › "D""#) {
            var stack = try N.library(["A", "B", "C", "D"].map(N.list))
            try stack.push(N.list("E"))
        },
    ]

    static let presentRefusals: [Refusal] = [
        Refusal(name: "present a list", rule: Rules.modalPresentNonModal, path: #""Library""#) {
            var stack = try N.library()
            try stack.present(N.list("Queue"))
        },
        Refusal(name: "present now playing", rule: Rules.modalPresentNonModal, path: #""Library""#) {
            var stack = try N.library()
            try stack.present(S.nowPlaying())
        },
        Refusal(name: "present a tab bar", rule: Rules.tabBarRootOnly, path: #""Library""#) {
            var stack = try N.library()
            try stack.present(S.tabBar(["A"]))
        },
        Refusal(name: "present while presenting", rule: Rules.modalOneAtATime, path: #""Library" › presented "First""#) {
            var stack = try N.library()
            try stack.present(S.alert("First"))
            try stack.present(S.alert("Second"))
        },
        Refusal(name: "present an action sheet below iOS 17", rule: Rules.actionSheetNeedsIOS17, path: #""Library""#) {
            var stack = try N.library(profile: S.car(iOS: .iOS15))
            try stack.present(S.actionSheet())
        },
        Refusal(name: "present voice control", rule: Rules.templateUnsupported, path: #""Library""#) {
            var stack = try N.library()
            try stack.present(.unsupported(.voiceControl, title: "Listening"))
        },
    ]

    static let otherRefusals: [Refusal] = [
        Refusal(name: "root: unsupported", rule: Rules.templateUnsupported, path: #""Map""#) {
            _ = try NavigationStack(root: .unsupported(.map, title: "Map"), profile: .unconstrained)
        },
        Refusal(name: "root: alert", rule: Rules.modalPushed, path: #""Clear the queue?""#) {
            _ = try NavigationStack(root: S.alert(), profile: .unconstrained)
        },
        Refusal(name: "root: five tabs", rule: Rules.tabBarTabCount, path: #"tabs"#) {
            _ = try NavigationStack(root: S.tabBar(["A", "B", "C", "D", "E"]), profile: .unconstrained)
        },
        Refusal(name: "root: now playing tab", rule: Rules.tabBarTabContent, path: #"tabs"#) {
            _ = try NavigationStack(root: S.tabBar(contents: [S.nowPlaying()]), profile: .unconstrained)
        },
        Refusal(name: "root: selected tab out of range", rule: Rules.tabBarSelectedIndex, path: #"tabs"#) {
            _ = try NavigationStack(root: S.tabBar(["A"], selected: 1), profile: .unconstrained)
        },
        Refusal(name: "pop the root", rule: nil, path: #""Library""#) {
            var stack = try N.library()
            try stack.pop()
        },
        Refusal(name: "popToRoot at the root", rule: Rules.stackPopToRootAtRoot, path: #""Library""#) {
            var stack = try N.library()
            try stack.popToRoot()
        },
        Refusal(name: "update a presented alert", rule: Rules.modalImmutable, path: #""Library" › presented "First""#) {
            var stack = try N.library()
            try stack.present(S.alert("First"))
            try stack.updateVisible(S.alert("Second"))
        },
        Refusal(name: "popTo a template not below the top", rule: nil, path: #""Library" › "Shows""#) {
            var stack = try N.library([N.list("Shows")])
            try stack.pop(to: "list:Nowhere")
        },
        Refusal(name: "dismiss nothing", rule: nil, path: #""Library""#) {
            var stack = try N.library()
            try stack.dismiss()
        },
        Refusal(name: "select a tab without a tab bar", rule: nil, path: #""Library""#) {
            var stack = try N.library()
            try stack.selectTab(0)
        },
        Refusal(name: "select tab 2 of 2", rule: Rules.tabBarSelectedIndex, path: #"tabs[0] › "Artists""#) {
            var stack = try N.artists()
            try stack.selectTab(2)
        },
        Refusal(name: "select tab -1", rule: Rules.tabBarSelectedIndex, path: #"tabs[0] › "Artists""#) {
            var stack = try N.artists()
            try stack.selectTab(-1)
        },
        Refusal(name: "update a list into a grid", rule: nil, path: #""Library" › "Shows""#) {
            var stack = try N.library([N.list("Shows")])
            try stack.updateVisible(S.grid("Shows"))
        },
        Refusal(name: "update a list's title", rule: Rules.listTitleFixed, path: #""Library" › "Shows""#) {
            var stack = try N.library([N.list("Shows")])
            try stack.updateVisible(N.list("Shows (3)"))
        },
        Refusal(name: "update the root tab bar to five tabs", rule: Rules.tabBarTabCount, path: #"tabs[0] › "Artists""#) {
            var stack = try N.artists()
            try stack.updateVisible(S.tabBar(["A", "B", "C", "D", "E"]))
        },
    ]

    @Test(arguments: refusals)
    func isRefusedWithItsRuleAndAPath(_ refusal: Refusal) throws {
        let error = try #require(throws: NavigationError.self) { try refusal.attempt() }
        #expect(error.rule == refusal.rule, "\(error)")
        #expect(error.message.contains(" refused: "), "\(error)")
        #expect(error.message.hasSuffix(": " + refusal.path), "\(error)")
    }

    @Test func refusalMessagesEndWithThePath() throws {
        var stack = try N.library([N.list("Shows")])
        let popped = try #require(throws: NavigationError.self) { try stack.dismiss() }
        #expect(popped.message == #"dismiss refused: nothing is presented: "Library" › "Shows""#)
        #expect(popped.description == popped.message)
        try stack.present(S.alert("Sure?"))
        let twice = try #require(throws: NavigationError.self) { try stack.present(S.alert("Again?")) }
        #expect(twice.message == #"present "Again?" refused: "Sure?" is already presented; dismiss it first: "Library" › "Shows" › presented "Sure?""#)
    }

    @Test func aRefusedTransitionLeavesTheStackUnchanged() throws {
        var stack = try N.library([S.nowPlaying()])
        let before = stack
        #expect(throws: NavigationError.self) { try stack.push(S.grid()) }
        #expect(throws: NavigationError.self) { try stack.present(N.list("Queue")) }
        #expect(throws: NavigationError.self) { try stack.updateVisible(N.list("Queue")) }
        #expect(stack == before)
    }
}
