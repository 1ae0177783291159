#if !canImport(CarPlay)
import CarPlayShim
import Foundation
import Testing
import TemplateKitCarPlay
import TemplateKitLite

/// Now playing is ready before anyone pushes it, its taps reach the app, and a car that
/// leaves lets go of it.
@MainActor @Suite struct AdapterNowPlayingTests {
    static let nowPlaying = NowPlayingTemplate(info: NowPlayingInfo(title: "El Paso"), buttons: [
        NowPlayingButton(.shuffle).action(Action("toggleShuffle")).id("shuffle"),
        NowPlayingButton(.repeat).action(Action("cycleRepeat")).id("repeat"),
    ], isUpNextButtonEnabled: true, upNextTitle: "Up Next", upNextAction: Action("upNext"))

    func adapter(_ sent: @escaping (Action) -> Void = { _ in }) -> CarPlayAdapter {
        CarPlayAdapter(interfaceController: CPInterfaceController(shim: ()), images: TestImages(), onAction: sent)
    }

    @Test func nowPlayingIsConfiguredFromStateBeforeItIsEverPushed() {
        CPShim.recording()
        let car = adapter()
        car.configureNowPlaying(Self.nowPlaying)
        #expect(CPNowPlayingTemplate.shared.nowPlayingButtons.count == 2)
        #expect(CPNowPlayingTemplate.shared.isUpNextButtonEnabled)
        CPShim.calls = []
        var ticked = Self.nowPlaying
        ticked.info.elapsed = 30
        car.configureNowPlaying(ticked)
        #expect(CPShim.calls.isEmpty, "metadata is MediaPlayer's: no template call")
    }

    @Test func theSystemsNowPlayingButtonsAndUpNextReachTheApp() {
        CPShim.recording()
        var sent: [Action] = []
        let car = adapter { sent.append($0) }
        car.configureNowPlaying(Self.nowPlaying)
        CPNowPlayingTemplate.shared.nowPlayingButtons.first?.shimTap()
        CPNowPlayingTemplate.shared.shimDriverTapsUpNext()
        #expect(sent == [Action("toggleShuffle"), Action("upNext")])
    }

    @Test func disconnectingRemovesTheNowPlayingObserver() {
        CPShim.recording()
        let car = adapter()
        #expect(CPNowPlayingTemplate.shared.shimObserverCount == 1)
        car.disconnect()
        #expect(CPNowPlayingTemplate.shared.shimObserverCount == 0)
    }
}

/// Every kind of button CarPlay calls back sends the action its template carries.
@MainActor @Suite struct AdapterHandlerTests {
    @Test func gridBarAlertSectionHeaderAndNowPlayingButtonsSendTheirActions() throws {
        CPShim.recording()
        var sent: [Action] = []
        let car = CarPlayAdapter(interfaceController: CPInterfaceController(shim: ()), images: TestImages()) { sent.append($0) }
        let section = ListSection(header: "Favorites", headerButton: BarButton(image: .symbol("play")).action(Action("playAll")),
                                  items: [.item(ListItem("One").id("1"))])
        let list = ListTemplate(title: "Library", sections: [section],
                                trailingNavigationBarButtons: [BarButton("Edit").action(Action("edit"))]).id("library")
        let grid = GridTemplate(title: "Genres", buttons: [GridButton(["Rock"], image: .symbol("guitars")).action(Action("rock"))]).id("genres")
        let alert = AlertTemplate(titleVariants: ["Clear?"], actions: [AlertAction("Clear").action(Action("clear"))]).id("alert")
        car.show(NavigationStack(unchecked: list.template, pushed: [grid.template], presented: alert.template), now: 0)
        CPShim.drain()
        let ic = car.interfaceController
        let shownList = try #require(ic.templates.first as? CPListTemplate)
        try #require(shownList.sections.first?.headerButton).shimTap()
        try #require(shownList.trailingNavigationBarButtons.first).shimTap()
        try #require((ic.topTemplate as? CPGridTemplate)?.gridButtons.first).shimTap()
        let action = try #require((ic.presentedTemplate as? CPAlertTemplate)?.actions.first)
        action.handler(action)
        car.configureNowPlaying(NowPlayingTemplate(info: NowPlayingInfo(title: "x"), buttons: [NowPlayingButton(.more).action(Action("more"))]))
        CPNowPlayingTemplate.shared.nowPlayingButtons.first?.shimTap()
        #expect(sent == [Action("playAll"), Action("edit"), Action("rock"), Action("clear"), Action("more")])
    }
}

/// A car in motion limits lists to 12 rows: CarPlay says so through the session
/// configuration, and the profile follows.
@MainActor @Suite struct CarSessionTests {
    @Test func theLimitedProfileArrivesThroughTheSessionConfiguration() {
        CPShim.recording()
        var heard: [Int] = []
        let session = CarSession { heard.append($0.maximumItemCount) }
        #expect(session.profile.maximumItemCount == 500 && session.profile.maximumSectionCount == 200)
        CPShim.limitLists(true)
        CPShim.drain()
        #expect(session.profile.maximumItemCount == 12 && session.profile.name == "connected-limited")
        CPShim.limitLists(false)
        CPShim.drain()
        #expect(heard == [12, 500])
    }
}
#endif
