import Testing
import TemplateKitLite

private typealias S = TemplateSamples
private typealias N = NavigationSamples

/// The transitions CarPlay allows, and what the stack reports after them.
@Suite struct NavigationStackTests {
    @Test func aTabBarRootIsDepthOneAndFourPushesFillIt() throws {
        var stack = try N.artists()
        #expect(stack.depth == 1)
        #expect(stack.selectedTab == 0)
        #expect(stack.visible == S.tabBar(["Artists", "Favorites"]))
        #expect(stack.path.description == #"tabs[0] › "Artists""#)
        for title in ["Years", "Shows", "Sources", "Tracks"] { try stack.push(N.list(title)) }
        #expect(stack.depth == 5)
        #expect(stack.visible == N.list("Tracks"))
        #expect(Validator(profile: .unconstrained).validate(stack).isEmpty)
    }

    @Test func aListMayGoOnNowPlayingAndNowPlayingOnAList() throws {
        var stack = try N.library()
        try stack.push(S.nowPlaying())
        try stack.push(N.list("Up Next"))
        try stack.push(S.grid("Moods"))
        #expect(stack.depth == 4)
        #expect(stack.pushed.count == 3)
    }

    @Test func presentAndDismissAnAlertOrAnActionSheet() throws {
        var stack = try N.library([N.list("Shows")], profile: S.car(iOS: .iOS17))
        try stack.present(S.alert("Sure?"))
        #expect(stack.visible == S.alert("Sure?"))
        #expect(stack.depth == 2, "a presented template adds no depth")
        #expect(stack.path.description == #""Library" › "Shows" › presented "Sure?""#)
        try stack.dismiss()
        #expect(stack.presented == nil)
        try stack.present(S.actionSheet())
        #expect(stack.visible == S.actionSheet())
    }

    @Test func popAndPopToRoot() throws {
        var stack = try N.library(["A", "B", "C"].map(N.list))
        try stack.pop()
        #expect(stack.visible == N.list("B"))
        try stack.popToRoot()
        #expect(stack.depth == 1)
        #expect(stack.visible == N.list("Library"))
        #expect(throws: NavigationError.self, "popToRoot at the root fails, as in CarPlay") { try stack.popToRoot() }
    }

    @Test func selectTabKeepsEachTabsStack() throws {
        var stack = try N.artists(pushing: ["Years", "Shows"])
        try stack.selectTab(1)
        #expect(stack.selectedTab == 1)
        #expect(stack.pushed.isEmpty)
        #expect(stack.path.description == #"tabs[1] › "Favorites""#)
        #expect(stack.depth == 1)
        try stack.push(N.list("Mine"))
        try stack.selectTab(0)
        #expect(stack.pushed == [N.list("Years"), N.list("Shows")], "tab 0's stack is as it was left")
        try stack.selectTab(1)
        #expect(stack.pushed == [N.list("Mine")])
    }

    @Test func systemEventsKeepThePictureTrue() throws {
        var stack = try N.artists(pushing: ["Years"])
        try stack.accept(.showedNowPlaying(NowPlayingTemplate(info: NowPlayingInfo(title: "x"))))
        #expect(stack.depth == 3)
        try stack.accept(.showedNowPlaying(NowPlayingTemplate(info: NowPlayingInfo(title: "x"))))
        #expect(stack.depth == 3, "now playing is shown at most once")
        try stack.accept(.back)
        #expect(stack.visible == N.list("Years"))
        try stack.accept(.selectedTab(1))
        #expect(stack.selectedTab == 1 && stack.pushed.isEmpty)
        #expect(throws: NavigationError.self) { try stack.accept(.back) }
    }

    @Test func popToAnIdentity() throws {
        var stack = try N.library(["A", "B", "C"].map(N.list))
        try stack.pop(to: "list:A")
        #expect(stack.pushed == [N.list("A")])
    }

    @Test func updateVisibleKeepsKindAndTitle() throws {
        var stack = try N.library([N.list("Shows")])
        let updated = Template.list(TemplateSamples.list("Shows", items: 30))
        try stack.updateVisible(updated)
        #expect(stack.visible == updated)
        #expect(stack.depth == 2)
        try stack.present(S.alert("Clear?", actions: ["Clear"]))
        #expect(throws: NavigationError.self, "a presented alert is immutable") {
            try stack.updateVisible(S.alert("Clear all?", actions: ["Clear", "Cancel"]))
        }
        #expect(stack.presented == S.alert("Clear?", actions: ["Clear"]))
        #expect(stack.pushed == [updated])
    }

    @Test func updateTheRootTabBar() throws {
        var stack = try N.artists()
        try stack.updateVisible(S.tabBar(["Artists", "Favorites", "Offline"], selected: 2))
        #expect(stack.selectedTab == 2)
    }

    @Test func theStackKeepsItsCar() throws {
        let stack = try N.library(profile: .limited)
        #expect(stack.profile == .limited)
        #expect(stack.selectedTab == nil)
    }

    @Test func aShallowerCarRefusesEarlier() throws {
        let shallow = CarProfile(name: "shallow", maximumItemCount: 12, maximumSectionCount: 12, maximumDepth: 2)
        var stack = try N.library([N.list("A")], profile: shallow)
        let error = try #require(throws: NavigationError.self) { try stack.push(N.list("B")) }
        #expect(error.message.contains("depth would be 3, over this car's limit of 2"))
    }
}
