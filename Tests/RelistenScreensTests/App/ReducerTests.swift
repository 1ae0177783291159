import Testing
import TemplateKitLite
@testable import RelistenScreens

/// Helpers to find rows in the default state's screens by what a driver reads.
enum Drive {
    static func rows(_ template: Template) -> [ListItem] {
        guard case .list(let list) = template else { return [] }
        return list.sections.flatMap(\.items).compactMap { if case .item(let item) = $0 { item } else { nil } }
    }

    /// The action of the first row of the visible screen whose text contains `text`.
    static func tap(_ text: String, _ state: AppState, _ stack: AppStack) -> AppAction? {
        let visible = Screens.template(for: stack.visible, state)
        return rows(visible).first { $0.text.contains(text) }?.action.flatMap(AppAction.init)
    }

    /// Folds taps (row texts) from the Browse root; fails the test when a row is missing.
    static func path(_ texts: [String], from state: AppState = .default, tab: AppTab = .browse) -> Transition? {
        var transition = Transition(state: state, stack: AppStack(tab: tab), requests: [])
        for text in texts {
            guard let action = tap(text, transition.state, transition.stack) else {
                Issue.record("no row containing \"\(text)\" on \(transition.stack.visible.screenName)")
                return nil
            }
            transition = Reducer.reduce(transition.state, transition.stack, action)
        }
        return transition
    }
}

@Suite struct ReducerTests {
    let state = AppState.default

    /// The depth policy: the app pushes at most depth 4, so the system's now playing always fits.
    @Test func browseDownToTracksReplacesSourcesAtTheDepthCap() throws {
        let t = try #require(Drive.path(["Grateful Dead", "1977", "1977-05-08"]))
        #expect(t.stack.visible.screenName == "sources")
        let source = try #require(Drive.rows(Screens.template(for: t.stack.visible, t.state)).first?.action.flatMap(AppAction.init))
        let tracks = Reducer.reduce(t.state, t.stack, source)
        #expect(tracks.stack.depth == AppStack.maximumDepth)
        #expect(tracks.stack.routes.map(\.screenName) == ["artists", "years", "shows", "tracks"])
        let shownBySystem = tracks.stack.following(.showedNowPlaying(NowPlayingScreen.template(tracks.state)))
        #expect(shownBySystem.depth == 5)
        #expect(throws: Never.self) { try AppNavigation.navigationStack(tracks.state, shownBySystem, profile: .unconstrained) }
    }

    @Test func playingATrackShowsNowPlayingAtDepthTwo() throws {
        let t = try #require(Drive.path(["Grateful Dead", "1977", "1977-05-08"]))
        let source = try #require(Drive.rows(Screens.template(for: t.stack.visible, t.state)).first?.action.flatMap(AppAction.init))
        let tracks = Reducer.reduce(t.state, t.stack, source)
        let play = try #require(Drive.rows(Screens.template(for: tracks.stack.visible, tracks.state)).dropFirst().first?.action.flatMap(AppAction.init))
        let played = Reducer.reduce(tracks.state, tracks.stack, play)
        #expect(played.stack.tab == .nowPlaying && played.stack.pushed == [.nowPlaying])
        #expect(played.stack.kept[.browse] == tracks.stack.pushed, "Browse keeps the driver's place")
        #expect(played.state.player.state == .playing)
        #expect(played.state.player.shuffle == false)
        #expect(played.state.player.currentIndex == 1 || played.state.player.currentIndex == 0)
        try AppNavigation.navigationStack(played.state, played.stack, profile: .unconstrained).validateNoThrow()
    }

    @Test func upNextPopsToTheQueueAndAlbumArtistRestartsBrowse() {
        let nowPlaying = AppStack(tab: .nowPlaying, pushed: [.nowPlaying])
        #expect(Reducer.reduce(state, nowPlaying, .upNext).stack == AppStack(tab: .nowPlaying))
        let artist = state.nowPlaying?.artist.uuid
        #expect(artist != nil)
        #expect(Reducer.reduce(state, nowPlaying, .albumArtist).stack
            == AppStack(tab: .browse, pushed: [.years(artist: artist ?? "")], kept: [.nowPlaying: [.nowPlaying]]))
    }

    @Test func shuffleAndRepeatChangeOnlyThePlayer() {
        let queue = AppStack(tab: .nowPlaying)
        let shuffled = Reducer.reduce(state, queue, .toggleShuffle)
        #expect(shuffled.state.player.shuffle != state.player.shuffle)
        #expect(shuffled.state.player.currentTrackUUID == state.player.currentTrackUUID)
        #expect(shuffled.stack == queue)
        let modes = [AppAction](repeating: .cycleRepeat, count: 3).reductions(state) { Reducer.reduce($0, queue, $1).state }
        let expectedModes: [Player.RepeatMode] = [.off, .queue, .track, .off]
        #expect(modes.map(\.player.repeatMode) == expectedModes)
    }

    @Test func clearingTheQueueAsksFirstAndChangesOnlyThePlayer() {
        let queue = AppStack(tab: .nowPlaying)
        let asked = Reducer.reduce(state, queue, .askClearQueue)
        #expect(asked.stack.visible == .clearQueueConfirmation)
        #expect(asked.state == state)
        #expect(Reducer.reduce(asked.state, asked.stack, .cancelClearQueue).stack == queue)
        let cleared = Reducer.reduce(asked.state, asked.stack, .confirmClearQueue)
        #expect(cleared.state.player.queue.isEmpty)
        #expect(cleared.stack == queue)
    }

    @Test func jumpPlaysThatQueueRowAndShowsNowPlaying() {
        let jumped = Reducer.reduce(state, AppStack(tab: .nowPlaying), .jump(queueIndex: 0))
        #expect(jumped.state.player.currentIndex == 0)
        #expect(jumped.stack.visible == .nowPlaying)
    }

    @Test func backTabsRetryAndDisconnect() {
        let deep = AppStack(tab: .browse, pushed: [.years(artist: "a"), .shows(year: "y")])
        #expect(Reducer.reduce(state, deep, .back).stack.pushed == [.years(artist: "a")])
        let library = Reducer.reduce(state, deep, .selectTab(.myLibrary)).stack
        #expect(library == AppStack(tab: .myLibrary, kept: [.browse: deep.pushed]))
        #expect(Reducer.reduce(state, library, .selectTab(.browse)).stack == deep, "returning to a tab finds the driver's place")
        let retried = Reducer.reduce(state, deep, .retry(.yearShows(year: "y")))
        #expect(retried.state.loading[.yearShows(year: "y")] == .loading)
        #expect(retried.requests.contains(.yearShows(year: "y")))
        let gone = Reducer.reduce(state, deep, .disconnect)
        #expect(gone.liveResources.isEmpty)
        #expect(Reducer.reduce(state, deep, .goToDownloads).stack == AppStack(tab: .myLibrary, pushed: [.downloads], kept: [.browse: deep.pushed]))
    }

    /// A refused picture never freezes the car: the nearest accepted stack is shown.
    @Test func aRefusedStackShowsTheNearestAcceptedOne() throws {
        let t = try #require(Drive.path(["Grateful Dead", "1977", "1977-05-08"]))
        var deep = t.stack
        deep.pushed += [.nowPlaying, .nowPlaying, .nowPlaying]
        let (shown, refusal) = AppNavigation.nearestAccepted(t.state, deep, profile: .unconstrained)
        #expect(refusal != nil)
        #expect(shown?.depth == 5)
        let (same, none) = AppNavigation.nearestAccepted(t.state, t.stack, profile: .unconstrained)
        #expect(none == nil && same?.depth == t.stack.depth)
    }

    @Test func liveResourcesAreWhatTheStackReads() {
        let stack = AppStack(tab: .browse, pushed: [.years(artist: "a"), .shows(year: "y"), .sources(show: "s")])
        #expect(stack.liveResources == [.artists, .years(artist: "a"), .yearShows(year: "y"), .show("s")])
        let popped = Reducer.reduce(state, stack, .back)
        #expect(popped.liveResources == [.artists, .years(artist: "a"), .yearShows(year: "y")])
    }

    /// ``Reducer/step(_:_:_:)`` (what a walk follows taps with) is ``Reducer/reduce(_:_:_:)``
    /// without the requests: the same state and stack for every action a driver can send
    /// from the first stacks reached from each tab, offline and with failed data too.
    @Test func aStepIsTheReductionWithoutItsRequests() {
        var offline = state
        offline.network = .offline
        var failing = state
        for show in state.catalog.showDetails.keys.sorted().prefix(2) { failing.loading[.show(show)] = .failed }
        var compared = 0
        for start in [state, offline, failing] {
            var queue = AppTab.allCases.map { Transition(state: start, stack: AppStack(tab: $0), requests: []) }
            var index = 0
            while index < queue.count, index < 60 {
                let from = queue[index]
                index += 1
                for action in AppNavigation.availableActions(from.state, from.stack, profile: .limited) {
                    let reduced = Reducer.reduce(from.state, from.stack, action)
                    let stepped = Reducer.step(from.state, from.stack, action)
                    #expect(stepped.state == reduced.state && stepped.stack == reduced.stack, "\(action) from \(from.stack)")
                    compared += 1
                    if queue.count < 200 { queue.append(reduced) }
                }
            }
        }
        #expect(compared > 300)
    }

    @Test func everyActionRoundTripsThroughTemplateAction() {
        let actions: [AppAction] = [
            .open(.artists), .open(.years(artist: "a")), .open(.shows(year: "y")), .open(.sources(show: "s", preferred: "p")),
            .open(.sources(show: "s")), .open(.tracks(show: "s", source: "x")), .open(.myLibrary), .open(.downloads),
            .open(.offlineShows(artist: "a")), .open(.offlineTracks(show: "s")), .open(.queue), .open(.clearQueueConfirmation),
            .open(.nowPlaying), .selectTab(.myLibrary), .play(show: "s", source: "x", track: "t"), .jump(queueIndex: 3),
            .toggleShuffle, .cycleRepeat, .askClearQueue, .confirmClearQueue, .cancelClearQueue, .openNowPlaying,
            .upNext, .albumArtist, .retry(.show("s")), .retry(.artists), .back, .disconnect, .goToDownloads,
        ]
        for action in actions { #expect(AppAction(action.templateAction) == action) }
        #expect(AppAction(Action("nonsense")) == nil)
        #expect(AppAction(Action("jump", ["queueIndex": "x"])) == nil)
    }
}

extension NavigationStack {
    func validateNoThrow() throws {
        let errors = Validator(profile: profile).validate(self).filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors)")
    }
}

extension Sequence {
    /// The running results of `next`, starting with `initial`.
    func reductions<Result>(_ initial: Result, _ next: (Result, Element) -> Result) -> [Result] {
        var results = [initial]
        for element in self { results.append(next(results[results.count - 1], element)) }
        return results
    }
}
