import Testing
@testable import LiveCatalog
@testable import RelistenScreens
import TemplateKitLite

/// The proof issue 31 asks for: the walk that checks twins once (``ExplorerTwins``) finds
/// exactly the problems of the full walk, on every fixture state and every car lint uses.
///
/// "Exactly" means: the same stacks visited (count, deepest, limit), and the same problems
/// as a set and in the order each first appears. The lists themselves differ only in the
/// repeats a twin would add (it has its twin's problems word for word, and its twin came
/// first): the new list is the full one with some repeated entries left out.
@Suite struct ExplorerTwinsTests {
    /// Every state the tests and the bench walk: the built-in state and its variants (a
    /// track playing or none, paused, shuffled, offline, failed and loading data, hostile
    /// names, a full library and catalog), the large fixture document and the generated
    /// states. Each is made when asked for: a test case makes its own state only (making
    /// all eighteen, the large document decoded and 2,000 artists generated, for each of
    /// eighteen cases took most of this suite's time in a debug build).
    static let fixtureStates: [(name: String, state: @Sendable () throws -> AppState)] = [
        ("default", { AppState.default }),
        ("nothing playing", {
            var stopped = AppState.default
            stopped.player = Player()
            return stopped
        }),
        ("paused", {
            var paused = AppState.default
            paused.player.state = .paused
            return paused
        }),
        ("shuffle and repeat", {
            var shuffled = AppState.default
            shuffled.player = shuffled.player.togglingShuffle().cyclingRepeat()
            return shuffled
        }),
        ("offline", {
            var offline = AppState.default
            offline.network = .offline
            return offline
        }),
        ("failed data", {
            let base = AppState.default
            var failing = base
            for artist in base.catalog.years.keys.sorted().prefix(2) { failing.loading[.years(artist: artist)] = .failed }
            for show in base.catalog.showDetails.keys.sorted().prefix(3) { failing.loading[.show(show)] = .failed }
            return failing
        }),
        ("loading data", {
            var loading = AppState.default
            for year in AppState.default.catalog.yearShows.keys.sorted().prefix(2) { loading.loading[.yearShows(year: year)] = .loading }
            return loading
        }),
        ("hostile names", { StateChanges.hostileNames(AppState.default) }),
        ("full library", { StateChanges.fullLibrary(AppState.default) }),
        ("full catalog", { StateChanges.fullCatalog(AppState.default) }),
        ("large-state.json", { try AnyStateTests.largeState() }),
        ("40 artists, one failed", {
            var artists40 = SyntheticCatalog.artists(count: 40)
            artists40.loading[.years(artist: artists40.catalog.artists[3].uuid)] = .failed
            return artists40
        }),
        ("2,000 artists", { SyntheticCatalog.artists(count: 2_000) }),
        ("40 shows, 160 sources", { SyntheticCatalog.artist(shows: 40, sources: 160) }),
        ("60 shows, 200 sources", { SyntheticCatalog.artist(shows: 60, sources: 200) }),
        ("40 shows, 160 sources, nothing playing", {
            var generatedStopped = SyntheticCatalog.artist(shows: 40, sources: 160)
            generatedStopped.player = Player()
            return generatedStopped
        }),
        ("rule-breaking data", { ruleBreaking() }),
        ("40 artists, one of 20 shows and 60 sources loaded, a track playing", {
            SyntheticCatalog.artists(count: 40, playing: (shows: 20, sources: 60))
        }),
    ]

    /// Generated data that breaks a rule: a track listed twice in the playing source and in
    /// four others (their Tracks screens repeat a row's identity, an error on every car),
    /// and a show listing a source twice (its sources screen does).
    static func ruleBreaking() -> AppState {
        var state = SyntheticCatalog.artist(shows: 40, sources: 160)
        let playing = state.nowPlaying?.source.uuid
        var details = state.catalog.showDetails
        let shows = details.keys.sorted()
        for show in shows {
            guard var detail = details[show] else { continue }
            for index in detail.sources.indices where detail.sources[index].uuid == playing || shows.prefix(4).contains(show) {
                guard let track = detail.sources[index].sets.first?.tracks.first else { continue }
                detail.sources[index].sets[0].tracks.append(track)
            }
            if show == shows.last, let source = detail.sources.first { detail.sources.append(source) }
            details[show] = detail
        }
        state.catalog = state.catalog.replacing(showDetails: details)
        return state
    }

    /// The cars `lint` walks: every built-in car (the unconstrained one and the limited one).
    static let cars = CarProfile.builtIn

    /// The fixtures' names, one test case each (they run in parallel: the full walk of the
    /// larger ones takes seconds in a debug build).
    static let fixtureNames = fixtureStates.map(\.name)

    @Test(arguments: fixtureNames)
    func twinsCheckedOnceFindTheFullWalksProblems(fixture name: String) throws {
        let state = try #require(Self.fixtureStates.first { $0.name == name }).state()
        var twinsSkipped = 0, problemsSeen = 0
        for car in Self.cars {
            var fullWalk = Explorer(profile: car)
            fullWalk.checksTwins = true
            let full = fullWalk.explore(from: state)
            let once = Explorer(profile: car).explore(from: state)
            Self.expectTheSameFindings(once, full, "\(name) on \(car.name)")
            twinsSkipped += once.visited - once.checked
            problemsSeen += full.problems.count
        }
        // The proof has something to prove: twins to skip where a track plays, problems to
        // compare where the data breaks a rule.
        if Self.playsATrack(name) { #expect(twinsSkipped > 100, "\(name): \(twinsSkipped) twins skipped") }
        if name == "rule-breaking data" { #expect(problemsSeen > 0, "\(name): no problem to compare") }
    }

    /// Whether the fixture named `name` has a track playing, so its walk has twins to skip.
    static func playsATrack(_ name: String) -> Bool {
        name == "default" || name == "60 shows, 200 sources" || name.hasPrefix("40 artists, one of")
    }

    /// The walk that checks twins once (`once`) visits what the full walk does and finds
    /// the same problems, in the same order, leaving out only repeats.
    static func expectTheSameFindings(_ once: Explorer.Report, _ full: Explorer.Report, _ label: String) {
        #expect(once.visited == full.visited && once.deepest == full.deepest, "\(label): the same stacks visited")
        #expect(once.deepestTab == full.deepestTab && once.reachedLimit == full.reachedLimit, "\(label): the same depths")
        #expect(full.checked == full.visited, "\(label): the full walk checks every stack")
        #expect(Set(once.problems) == Set(full.problems), "\(label): the same problems")
        #expect(firstOccurrences(once.problems) == firstOccurrences(full.problems), "\(label): in the same order")
        #expect(isSubsequence(once.problems, of: full.problems), "\(label): only repeats left out")
    }

    /// The bench's state of many artists as a listener holds them: the synthetic artists,
    /// the first of them loaded (years, shows, sources) and one of its tracks playing.
    @Test func artistsWithOneListenedToHaveItsShowsLoadedAndATrackPlaying() throws {
        let all = SyntheticCatalog.artists(count: 40)
        let state = SyntheticCatalog.artists(count: 40, playing: (shows: 20, sources: 60))
        let listened = try #require(state.catalog.artists.first)
        #expect(listened.uuid == all.catalog.artists.first?.uuid)
        #expect(Array(state.catalog.artists.dropFirst()) == Array(all.catalog.artists.dropFirst()))
        #expect(Array(state.catalog.years.keys) == [listened.uuid])
        #expect(state.catalog.showDetails == SyntheticCatalog.artist(shows: 20, sources: 60).catalog.showDetails)
    }

    @Test func theListenedToArtistIsPlayingAndEveryFavoriteKept() throws {
        let all = SyntheticCatalog.artists(count: 40)
        let state = SyntheticCatalog.artists(count: 40, playing: (shows: 20, sources: 60))
        let listened = try #require(state.catalog.artists.first)
        #expect(try #require(state.nowPlaying).artist.uuid == listened.uuid)
        #expect(state.library.favoriteArtists.isSuperset(of: all.library.favoriteArtists))
    }

    /// Every car at once, sharing the start state's templates, as `lint` walks them.
    @Test func lintsWalkOfEveryCarAtOnceFindsTheSame() {
        for state in [AppState.default, SyntheticCatalog.artist(shows: 40, sources: 160)] {
            let full = Explorer.explore(from: state, on: Self.cars, sharing: SharedRenders(), checksTwins: true)
            let once = Explorer.explore(from: state, on: Self.cars, sharing: SharedRenders(), checksTwins: false)
            #expect(once.map(\.visited) == full.map(\.visited))
            #expect(once.map { Set($0.problems) } == full.map { Set($0.problems) })
        }
    }

    /// The walk with a track playing reaches every stack again once the queue is cleared:
    /// about half the stacks are then twins, and are not checked.
    @Test func aboutHalfTheStacksOfAWalkWithATrackPlayingAreTwins() {
        for car in Self.cars {
            let report = Explorer(profile: car).explore(from: SyntheticCatalog.artist(shows: 40, sources: 160))
            #expect(report.checked * 10 < report.visited * 6, "\(car.name): \(report.checked) of \(report.visited) checked")
        }
    }

    /// What ``ExplorerTwins/isBlind(_:in:)`` claims, screen by screen: a screen blind to the
    /// player is built the same whatever plays (or nothing); the Tracks screen of the
    /// playing source is not blind, and is indeed built differently.
    @Test func aScreenBlindToThePlayerIsBuiltTheSameWhateverPlays() throws {
        let playing = AppState.default
        let current = try #require(playing.nowPlaying)
        var stopped = playing
        stopped.player = Player()
        let other = try #require(playing.catalog.showDetails.values.flatMap(\.sources).first { $0.uuid != current.source.uuid
            && !$0.sets.isEmpty })
        let otherTrack = try #require(other.sets.first?.tracks.first)
        let elsewhere = Playback.play(playing, show: other.showUUID, source: other.uuid, track: otherTrack.uuid)
        #expect(elsewhere.nowPlaying?.source.uuid == other.uuid)
        var differing = 0
        for route in Self.routes(in: playing) {
            let stack = AppStack(tab: .browse, pushed: route == .artists ? [] : [route])
            for (a, b) in [(playing, stopped), (playing, elsewhere), (elsewhere, stopped)] {
                let same = Screens.template(for: route, a) == Screens.template(for: route, b)
                if ExplorerTwins.isBlind(stack, in: a) && ExplorerTwins.isBlind(stack, in: b) {
                    #expect(same, "\(route) is blind to the player but built differently")
                } else if !same {
                    differing += 1
                }
            }
        }
        #expect(differing >= 2, "the playing source's Tracks screen differs with the player, as it should")
        for route: Route in [.myLibrary, .queue, .clearQueueConfirmation, .nowPlaying] {
            #expect(!ExplorerTwins.isBlind(AppStack(tab: .browse, pushed: [route]), in: stopped))
        }
    }

    /// Every route of the state's data: artists, years, shows, sources and tracks, and the
    /// offline screens.
    static func routes(in state: AppState) -> [Route] {
        let catalog = state.catalog
        var routes: [Route] = [.artists, .downloads]
        routes += catalog.years.keys.sorted().flatMap { [Route.years(artist: $0), .offlineShows(artist: $0)] }
        routes += catalog.yearShows.keys.sorted().map { Route.shows(year: $0) }
        for show in catalog.showDetails.keys.sorted() {
            routes += [.sources(show: show), .offlineTracks(show: show)]
            routes += (catalog.showDetails[show]?.sources ?? []).map { Route.tracks(show: show, source: $0.uuid) }
        }
        return routes
    }

    static func firstOccurrences(_ problems: [String]) -> [String] {
        var seen = Set<String>()
        return problems.filter { seen.insert($0).inserted }
    }

    static func isSubsequence(_ short: [String], of long: [String]) -> Bool {
        var index = long.startIndex
        for item in short {
            guard let found = long[index...].firstIndex(of: item) else { return false }
            index = found + 1
        }
        return true
    }
}
