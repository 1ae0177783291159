#if !canImport(CarPlay)
import CarPlayShim
import Foundation
import MediaPlayerShim
import RelistenCarPlay
import LiveCatalog
import SnapshotTool
import RelistenScreens
import Testing
import TemplateKitLite

/// A fresh car, MediaPlayer and app, as at launch.
@MainActor enum RelistenShim {
    static func reset(_ state: AppState, stack: AppStack = AppStack()) {
        CPShim.recording()
        RelistenSceneDelegate.nowPlaying?.stop()
        RelistenSceneDelegate.nowPlaying = nil
        MPRemoteCommandCenter.shimReset()
        MPNowPlayingInfoCenter.default().shimReset()
        RelistenSceneDelegate.store = RelistenCarStore(state: state, stack: stack)
        RelistenSceneDelegate.clock = { 0 }
    }
}

/// Relisten end to end through the shim: the scene delegate connects, the driver taps rows
/// on the CarPlay objects, the reducer runs, and the car receives exactly these calls.
@MainActor @Suite struct RelistenCarPlayTests {
    /// A connected car showing the built-in state.
    func connect(_ state: AppState = .default) -> (CPTemplateApplicationScene, RelistenSceneDelegate) {
        RelistenShim.reset(state)
        let scene = CPTemplateApplicationScene(shim: ())
        let delegate = RelistenSceneDelegate()
        scene.delegate = delegate
        scene.shimConnect()
        CPShim.drain()
        return (scene, delegate)
    }

    /// Taps the first enabled row of the shown list whose text contains `text`.
    func tap(_ scene: CPTemplateApplicationScene, _ text: String) throws {
        let list = try #require(scene.interfaceController.topTemplate as? CPListTemplate, "the car shows no list")
        let rows = list.sections.flatMap(\.items).compactMap { $0 as? CPListItem }
        let row = try #require(rows.first { $0.isEnabled && ($0.text ?? "").contains(text) }, "no row \(text) on \(list.title ?? "")")
        var completed = false
        row.handler?(row) { completed = true }
        #expect(completed, "the selection's completion was called")
        CPShim.drain()
    }

    @Test func connectingShowsTheTabsWithTheRootSetOnce() {
        let (_, delegate) = connect()
        #expect(CPShim.calls == ["setRootTemplate(CPTabBarTemplate, animated: false)"] + Self.nowPlayingConfigured,
                "now playing is configured at connect: the system may show it on its own")
        #expect(delegate.refusal == nil && CPShim.exceptions.isEmpty)
        #expect(delegate.profile.maximumItemCount == CPShim.maximumItemCount)
    }

    /// Connects, taps Grateful Dead on Browse and, while that push is in flight (CarPlay has
    /// not answered), taps the My Library tab.
    func tapMyLibraryDuringAPush() throws -> (CPTemplateApplicationScene, RelistenSceneDelegate, CPTabBarTemplate) {
        let (scene, delegate) = connect()
        let list = try #require(scene.interfaceController.topTemplate as? CPListTemplate)
        let rows: [CPListItem] = list.sections.flatMap(\.items).compactMap { $0 as? CPListItem }
        let row = try #require(rows.first { $0.text == "Grateful Dead" })
        row.handler?(row) {}  // the push goes out; CarPlay has not answered
        let bar = try #require(scene.interfaceController.rootTemplate as? CPTabBarTemplate)
        bar.shimDriverSelects(1)
        CPShim.drain()
        return (scene, delegate, bar)
    }

    /// Audit 4, N1/N2: the driver taps My Library while the push of Grateful Dead's years
    /// is in flight. The store hears one event with what the car shows and follows it, so no
    /// render takes the driver back; Browse keeps the years the car pushed there.
    @Test func aTabTappedDuringAPushIsFollowedByTheStore() throws {
        _ = try tapMyLibraryDuringAPush()
        let store = RelistenSceneDelegate.store
        #expect(store.stack.tab == .myLibrary)
        #expect(store.stack.pushed.isEmpty)
        let keptOnBrowse: [String]? = store.stack.kept[.browse]?.map(\.screenName)
        #expect(keptOnBrowse == ["years"])
        CPShim.calls = []
        store.update { $0.player.elapsed += 10 }  // a progress tick
        CPShim.drain()
        let moves: [String] = CPShim.calls.filter { $0.hasPrefix("pushTemplate") || $0.hasPrefix("pop") }
        #expect(moves.isEmpty, "no render takes the driver back: \(moves)")
    }

    /// After a tab tapped during a push (and a progress tick), Browse shows the years the car
    /// pushed, and one Back from there is one route.
    @Test func browseAfterATabTappedDuringAPushBacksOutOneRoute() throws {
        let (scene, delegate, bar) = try tapMyLibraryDuringAPush()
        let store = RelistenSceneDelegate.store
        store.update { $0.player.elapsed += 10 }  // a progress tick while on My Library
        CPShim.drain()
        bar.shimDriverSelects(0)
        CPShim.drain()
        #expect(scene.interfaceController.templates.count == 2)
        let routes: [String] = store.stack.routes.map(\.screenName)
        #expect(routes == ["artists", "years"])
        scene.interfaceController.shimDriverTapsBack()
        CPShim.drain()
        let afterBack: [String] = store.stack.routes.map(\.screenName)
        #expect(afterBack == ["artists"], "one Back, one route")
        #expect(delegate.adapter?.failures.isEmpty == true)
        #expect(CPShim.exceptions.isEmpty)
    }

    // E1
    @Test func aDriverReturningToATabFindsTheirPlace() throws {
        let (scene, _) = connect()
        for row in ["Grateful Dead", "1977"] { try tap(scene, row) }
        CPShim.calls = []
        let bar = try #require(scene.interfaceController.rootTemplate as? CPTabBarTemplate)
        bar.shimDriverSelects(1)
        CPShim.drain()
        bar.shimDriverSelects(0)
        CPShim.drain()
        #expect(CPShim.calls.isEmpty, "\(CPShim.calls)")
        #expect(RelistenSceneDelegate.store.stack.routes.map(\.screenName) == ["artists", "years", "shows"])
        #expect(scene.interfaceController.templates.count == 3)
    }

    // E2
    @Test func theSystemsNowPlayingFitsOnTheDeepestBrowseStackAndRenderingGoesOn() throws {
        let (scene, delegate) = connect()
        for row in ["Grateful Dead", "1977", "1977-05-08"] { try tap(scene, row) }
        let sources = try #require(scene.interfaceController.topTemplate as? CPListTemplate)
        try tap(scene, (sources.sections.first?.items.first as? CPListItem)?.text ?? "")
        #expect(scene.interfaceController.templates.count == AppStack.maximumDepth)
        CPShim.calls = []
        scene.interfaceController.shimSystemShowsNowPlaying()
        CPShim.drain()
        #expect(CPShim.exceptions.isEmpty && delegate.refusal == nil)
        #expect(CPShim.calls == ["system: push(CPNowPlayingTemplate.shared)"], "the system's push alone")
        #expect(RelistenSceneDelegate.store.stack.visible == .nowPlaying)
        CPShim.calls = []
        RelistenSceneDelegate.store.update { $0.player.next() }  // (a pause keeps the row's indicator: no call)
        CPShim.drain()
        #expect(!CPShim.calls.isEmpty, "later changes still reach the car")
    }

    @Test func tappingThroughBrowseToATrackStartsPlayback() throws {
        let (scene, _) = connect()
        for row in ["Grateful Dead", "1977", "1977-05-08"] { try tap(scene, row) }
        let sources = try #require(scene.interfaceController.topTemplate as? CPListTemplate)
        let first = try #require(sources.sections.first?.items.first as? CPListItem)
        try tap(scene, first.text ?? "")
        try tap(scene, "Loser")
        #expect(RelistenSceneDelegate.store.state.nowPlaying?.track.title == "Loser")
        #expect(scene.interfaceController.topTemplate === CPNowPlayingTemplate.shared)
        #expect(CPShim.calls == Self.browseToLoser, "\(CPShim.calls)")
        #expect(CPShim.exceptions.isEmpty)
    }

    @Test func theDriversBackTapIsFollowedNotRepeated() throws {
        let (scene, _) = connect()
        try tap(scene, "Grateful Dead")
        CPShim.calls = []
        scene.interfaceController.shimDriverTapsBack()
        CPShim.drain()
        #expect(RelistenSceneDelegate.store.stack.pushed.isEmpty)
        #expect(CPShim.calls.isEmpty, "the car already popped; the app only follows")
    }

    @Test func disconnectingReleasesTheAdapter() {
        let (scene, delegate) = connect()
        scene.shimDisconnect()
        #expect(delegate.adapter == nil && !RelistenSceneDelegate.store.stack.isConnected)
    }

    static let nowPlayingConfigured: [String] = [
        "CPNowPlayingTemplate.shared.updateNowPlayingButtons(CPNowPlayingShuffleButton, CPNowPlayingRepeatButton)",
        "CPNowPlayingTemplate.shared.isUpNextButtonEnabled = true",
        "CPNowPlayingTemplate.shared.upNextTitle = Up Next",
        "CPNowPlayingTemplate.shared.isAlbumArtistButtonEnabled = true",
    ]

    /// Three pushes reach the depth cap (4 counting the Browse root); Tracks then takes
    /// Sources' place, leaving depth 5 to the system's now playing. Playing switches to the
    /// Now Playing tab and pushes the shared template, configured at connect. The Resume row
    /// of My Library and the queue change in place: no reload of any list.
    static let browseToLoser: [String] = ["setRootTemplate(CPTabBarTemplate, animated: false)"] + nowPlayingConfigured + [
        "pushTemplate(CPListTemplate[Grateful Dead], animated: true)",
        "pushTemplate(CPListTemplate[Grateful Dead • 1977], animated: true)",
        "pushTemplate(CPListTemplate[Sources for 1977-05-08], animated: true)",
        "popTemplate(animated: true)",
        "pushTemplate(CPListTemplate[Grateful Dead • 1977-05-08], animated: true)",
        "CPListItem[Loser].setText(Loser)",
        "CPListItem[Loser].playbackProgress = 0.0",
        "CPListItem[Loser].setText(Loser)",
        "CPListItem[Loser].setDetailText(Grateful Dead • 1977-05-08 • 7:06)",
        "CPListItem[Loser].playbackProgress = 0.0",
        "CPListItem[Loser].isPlaying = true",
        "CPListItem[El Paso].isPlaying = false",
        "CPTabBarTemplate.selectTemplate(at: 2)",
        "pushTemplate(CPNowPlayingTemplate.shared, animated: true)",
    ]
}

/// Every Relisten journey driven on the shim's CarPlay objects: after each tap the car's
/// stack is the one the app's state describes, and nothing failed or raised.
@MainActor @Suite struct RelistenJourneysOnTheShimTests {
    @Test(arguments: RelistenJourney.all.map(\.name))
    func theCarFollowsTheJourney(_ name: String) throws {
        let journey = try #require(RelistenJourney.named(name))
        RelistenShim.reset(.default, stack: AppStack(tab: journey.start))
        CPShim.maximumItemCount = CarProfile.unconstrained.maximumItemCount  // the car journeys are written for
        let scene = CPTemplateApplicationScene(shim: ())
        let delegate = RelistenSceneDelegate()
        scene.delegate = delegate
        scene.shimConnect()
        CPShim.drain()
        try expectCarMatchesStore(scene, "connect")
        expectPublishedMatchesStore("connect")
        for tap in journey.taps {
            try drive(tap, scene, delegate)
            CPShim.drain()
            try expectCarMatchesStore(scene, "\(tap)")
            expectPublishedMatchesStore("\(tap)")
        }
        #expect(CPShim.exceptions.isEmpty && delegate.adapter?.failures == [] && delegate.refusal == nil)
    }

    /// Touches what the driver touches, on the CarPlay objects.
    func drive(_ tap: JourneyTap, _ scene: CPTemplateApplicationScene, _ delegate: RelistenSceneDelegate) throws {
        let ic = scene.interfaceController
        switch tap {
        case .back: ic.shimDriverTapsBack()
        case .upNext: CPNowPlayingTemplate.shared.shimDriverTapsUpNext()
        case .albumArtist: CPNowPlayingTemplate.shared.shimDriverTapsAlbumArtist()
        case .tab(let title): (ic.rootTemplate as? CPTabBarTemplate)?.shimDriverSelects(AppTab.allCases.firstIndex { $0.title.contains(title) } ?? 0)
        case .row, .text, .textOr, .firstRow, .rowAfterPlaying:
            let store = RelistenSceneDelegate.store
            guard case .list(let model) = Screens.template(for: store.stack.visible, store.state) else {
                Issue.record("\(tap): the visible screen is not a list"); return
            }
            let place = try #require(Self.place(of: tap, in: model, limit: delegate.profile.maximumItemCount), "\(tap)")
            let list = try #require(ic.topTemplate as? CPListTemplate)
            let item = try #require(list.sections[place.section].items[place.row] as? CPListItem)
            var completed = false
            item.handler?(item) { completed = true }
            #expect(completed)
        }
    }

    /// Where the row a journey tap names sits: the first enabled row with an action that
    /// matches (or the n-th, counting from 1), among the rows the car shows.
    static func place(of tap: JourneyTap, in list: ListTemplate, limit: Int) -> (section: Int, row: Int)? {
        var candidates: [(Int, Int, ListItem)] = []
        for (s, section) in list.sections.enumerated() {
            for (r, element) in section.items.enumerated() {
                if case .item(let item) = element, item.isEnabled, item.action != nil { candidates.append((s, r, item)) }
            }
        }
        let shown = list.sections.flatMap(\.items).prefix(limit).count
        let visible = candidates.filter { c in
            list.sections.prefix(c.0).reduce(0) { $0 + $1.items.count } + c.1 < shown
        }
        switch tap {
        case .text(let text): return visible.first { $0.2.text.contains(text) }.map { ($0.0, $0.1) }
        case .row(let number): return visible.indices.contains(number - 1) ? (visible[number - 1].0, visible[number - 1].1) : nil
        case .textOr(let text, let fallback): return place(of: .text(text), in: list, limit: limit) ?? place(of: fallback, in: list, limit: limit)
        case .firstRow(let header): return visible.first { list.sections[$0.0].header == header }.map { ($0.0, $0.1) }
        case .rowAfterPlaying(let header):
            let inSection = visible.filter { list.sections[$0.0].header == header }
            let playing = inSection.firstIndex { $0.2.playingIndicator != .none }
            let next = playing.map { inSection.dropFirst($0 + 1).first } ?? inSection.first
            return next.map { ($0.0, $0.1) }
        default: return nil
        }
    }

    /// What MediaPlayer shows is the store's player after every step: the current track's
    /// title, queue position and rate, or nothing when nothing plays.
    func expectPublishedMatchesStore(_ step: String) {
        let store = RelistenSceneDelegate.store
        let info = MPNowPlayingInfoCenter.default().nowPlayingInfo
        guard let now = store.state.nowPlaying, let index = store.state.player.currentIndex else {
            return #expect(info == nil, "after \(step): nothing plays, nothing published")
        }
        #expect(info?[MPMediaItemPropertyTitle] as? String == Format.nowPlaying(now).title, "after \(step)")
        #expect((info?[MPNowPlayingInfoPropertyPlaybackQueueIndex] as? NSNumber)?.intValue == index, "after \(step)")
        let rate = store.state.player.state == .playing ? 1.0 : 0.0
        #expect((info?[MPNowPlayingInfoPropertyPlaybackRate] as? NSNumber)?.doubleValue == rate, "after \(step)")
    }

    /// The shim's shown stack has the titles of the app's stack, template for template.
    func expectCarMatchesStore(_ scene: CPTemplateApplicationScene, _ step: String) throws {
        let store = RelistenSceneDelegate.store
        let titles = store.stack.routes.map { Screens.template(for: $0, store.state).title ?? "" }
        let car = scene.interfaceController.templates.map { template -> String in
            if let list = template as? CPListTemplate { return list.title ?? "" }
            return template === CPNowPlayingTemplate.shared ? "Now Playing" : template.shimDescription
        }
        #expect(car == titles, "after \(step)")
    }
}
#endif
