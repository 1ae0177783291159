import Testing
@testable import LiveCatalog
@testable import RelistenScreens

/// The explorer's queue: each (state, stack) once, first found first, and told when the
/// last stack waiting in a state is done (so that state's templates can go).
@Suite struct ExplorerFrontierTests {
    static func node(_ tab: AppTab, _ generation: Int, pushed: [Route] = []) -> Explorer.Node {
        Explorer.Node(state: .default, generation: generation, stack: AppStack(tab: tab, pushed: pushed))
    }

    @Test func aStackFoundTwiceWaitsOnce() {
        var frontier = ExplorerFrontier()
        frontier.add(Self.node(.browse, 1))
        frontier.add(Self.node(.browse, 1))
        frontier.add(Self.node(.myLibrary, 1))
        var tabs: [AppTab] = []
        while let node = frontier.next() { tabs.append(node.stack.tab) }
        #expect(tabs == [.browse, .myLibrary])
    }

    @Test func theLastNodeOfAStateSaysSo() {
        var frontier = ExplorerFrontier()
        frontier.add(Self.node(.browse, 1))
        frontier.add(Self.node(.myLibrary, 1))
        let first = frontier.next()
        frontier.add(Self.node(.nowPlaying, 2))
        let second = frontier.next(), third = frontier.next()
        let done = [first, second, third].compactMap { $0 }.map { frontier.finish($0) }
        #expect(done == [false, true, true])
    }

    /// The frontier remembers whether the last current track is in the catalog rather than
    /// building its context for every key: it claims exactly what the walk as before
    /// claimed, as the track changes, stops, and names a track the catalog lacks.
    @Test func rememberingTheLastTrackClaimsWhatTheWalkAsBeforeClaimed() throws {
        let playing = AppState.default
        let source = try #require(playing.catalog.showDetails.values.flatMap(\.sources).first { $0.uuid != playing.nowPlaying?.source.uuid })
        let other = TrackFlattening.tracks(of: source)
        var elsewhere = playing
        elsewhere.player = Player().playing(other, from: 0)
        var unknown = playing
        unknown.player = Player().playing([Track(uuid: "not-in-the-catalog", position: 1, title: "Gone", sourceUUID: source.uuid)], from: 0)
        var stopped = playing
        stopped.player = Player()
        let states = [playing, elsewhere, playing, unknown, unknown, stopped, unknown, elsewhere, stopped]
        var remembering = ExplorerFrontier(), asBefore = ExplorerFrontier(asBefore: true)
        for state in states + states {
            for tab in AppTab.allCases {
                #expect(remembering.claim(state, AppStack(tab: tab)) == asBefore.claim(state, AppStack(tab: tab)))
            }
        }
    }

    /// The same for the plays of track lists as a walk makes them (each list's rows played
    /// from one queue), with a queue holding a track the catalog has not: whether each
    /// current track is in the catalog, remembered per track of the last queue.
    @Test func rememberingTheQueuesTracksClaimsWhatTheWalkAsBeforeClaimed() throws {
        let playing = AppState.default
        var states: [AppState] = []
        for source in playing.catalog.showDetails.values.flatMap(\.sources).prefix(6) {
            let queue = try #require(Playback.Queue(playing, source: source.uuid))
            states += queue.tracks.map { queue.play(playing, track: $0) }
        }
        let known = try #require(playing.catalog.showDetails.values.flatMap(\.sources).first?.sets.first?.tracks.first)
        let mixed = [known, Track(uuid: "not-in-the-catalog", position: 2, title: "Gone", sourceUUID: known.sourceUUID), known]
        let unknown = (0..<3).map { index in
            var state = playing
            state.player = Player().playing(mixed, from: index)
            return state
        }
        #expect(states.count > 20)
        var remembering = ExplorerFrontier(), asBefore = ExplorerFrontier(asBefore: true)
        for (offset, state) in (states + unknown + states.reversed() + unknown.reversed()).enumerated() {
            let stack = AppStack(tab: .nowPlaying, pushed: offset % 3 == 0 ? [] : [.nowPlaying])
            #expect(remembering.claim(state, stack) == asBefore.claim(state, stack), "claim \(offset)")
        }
    }

    @Test func thousandsOfStacksComeOutInTheOrderFound() {
        var frontier = ExplorerFrontier()
        let routes = (0..<3_000).map { Route.shows(year: "year-\($0)") }
        for route in routes.prefix(1_500) { frontier.add(Self.node(.browse, 1, pushed: [route])) }
        var order: [Route] = []
        while let node = frontier.next() {
            order += node.stack.pushed
            // Found while the walk goes on, as successors are.
            if order.count == 1_200 { for route in routes.dropFirst(1_500) { frontier.add(Self.node(.browse, 1, pushed: [route])) } }
        }
        #expect(order == routes)
    }

    @Test func aWalkKeepsNoTrackList() {
        var templates = StateTemplates()
        let report = Explorer(profile: .unconstrained).explore(from: .default, reusing: &templates)
        let tracks = AppState.default.catalog.showDetails.values.flatMap { detail in
            detail.sources.map { Route.tracks(show: detail.show.uuid, source: $0.uuid) }
        }
        #expect(report.visited > 100 && !tracks.isEmpty)
        #expect(tracks.allSatisfy { !templates.holds($0) })
        #expect(templates.holds(.artists))
    }
}
