import Testing
@testable import LiveCatalog
@testable import RelistenScreens
@testable import TemplateKitLite

/// Issue 31's shared work gives exactly what the plain computations give: the artists'
/// rows made once for a catalog (``ArtistRows``) and a track list's queue made once for
/// its plays (``Playback/Queue``).
struct SharedRowsAndQueuesTests {
    /// States a walk or a catalog builds the Artists and My Library lists in: the listener's
    /// state, with nothing playing, on the limited car, with other favourites, and a state
    /// of other artists (whose rows must not be taken from the first).
    static func states() -> [AppState] {
        let listened = SyntheticCatalog.artists(count: 300, playing: (shows: 10, sources: 30))
        var stopped = listened
        stopped.player = Player()
        var refavored = listened
        refavored.library.favoriteArtists = Set(listened.catalog.artists.suffix(40).map(\.uuid))
        return [listened, stopped, listened.on(.limited), refavored, AppState.default,
                StateChanges.hostileNames(AppState.default), SyntheticCatalog.artists(count: 120)]
    }

    @Test func artistsAndMyLibraryBuiltOnSharedRowsAreTheFreshlyBuiltOnes() {
        var rows: ArtistRows?
        for state in Self.states() {
            #expect(ArtistsScreen.template(state, rows: &rows) == ArtistsScreen.template(state))
            #expect(MyLibraryScreen.template(state, rows: &rows) == MyLibraryScreen.template(state))
            #expect(RootScreen.template(state, rows: &rows) == RootScreen.template(state))
            #expect(rows?.fits(state.catalog) == true, "the rows are now the state's")
        }
    }

    /// The Favorites, Featured and All Artists sections as ``ArtistSections`` picks them.
    @Test func rowPositionsAreTheArtistSections() throws {
        for state in Self.states() {
            let rows = ArtistRows(state.catalog)
            let picked = rows.positions(favorites: state.library.favoriteArtists)
            let sections = ArtistSections(state: state)
            #expect(picked.favorites.map { rows.artists[$0] } == sections.favorites)
            #expect(picked.featured.map { rows.artists[$0] } == sections.featured)
            #expect(picked.all.map { rows.artists[$0] } == sections.all)
            #expect(ArtistsScreen.allArtists(picked.all, of: rows) == ArtistsScreen.allArtists(sections.all))
        }
        #expect(ArtistsScreen.allArtists([]) == [])
    }

    /// A template built in a walk's state shares the rows of its parent's: one box per row.
    @Test func aStateWithTheSameArtistsReusesTheRowsThemselves() throws {
        let state = SyntheticCatalog.artists(count: 200)
        var templates = StateTemplates()
        _ = templates.tabBar(state, selected: .browse)
        var next = StateTemplates(sharingArtistRows: templates)
        var stopped = state
        stopped.player = Player()
        let first = templates.screen(.artists, state), second = next.screen(.artists, stopped)
        #expect(first == second)
        guard case .list(let one) = first, case .list(let other) = second,
              case .item(let row)? = one.sections.last?.items.first, case .item(let same)? = other.sections.last?.items.first
        else { Issue.record("no artist row"); return }
        #expect(row.storage === same.storage)
    }

    /// Rows made for a catalog that shares most artists with the rows at hand (the full
    /// catalog of `crowded`, a renamed one) keep the rows of the artists the same in every
    /// field, and give the lists fresh rows give; a list built again for the same artists
    /// and favourites holds the very sections and favourites' rows of the last one.
    @Test func rowsOfAnotherCatalogKeepTheRowsOfItsSameArtists() throws {
        let state = SyntheticCatalog.artists(count: 300)
        let crowded = StateChanges.fullCatalog(state), renamed = StateChanges.hostileNames(state)
        var rows: ArtistRows?
        _ = ArtistsScreen.template(state, rows: &rows)
        let first = try #require(rows)
        for other in [crowded, renamed, state] {
            let list = ArtistsScreen.template(other, rows: &rows)
            #expect(list == ArtistsScreen.template(other))
            #expect(MyLibraryScreen.template(other, rows: &rows) == MyLibraryScreen.template(other))
            let made = try #require(rows)
            let kept = made.artists.indices.filter { index in
                guard let earlier = first.artists.firstIndex(of: made.artists[index]),
                      case .item(let row) = made.rows[index], case .item(let known) = first.rows[earlier] else { return false }
                return row.storage === known.storage
            }
            // Every artist of the full catalog is one of the first state's (its 51 added
            // artists repeat synthetic ones, uuids too); the renamed artists are other
            // artists; the first state's, after them, are made anew (the renamed rows hold none).
            #expect(kept.count == (other == crowded ? made.artists.count : 0), "rows kept of \(made.artists.count)")
            let again = ArtistsScreen.template(other, rows: &rows)
            #expect(zip(list.sections, again.sections).allSatisfy { one, other in
                one.items.withUnsafeBufferPointer { mine in other.items.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress } }
            }, "the same sections, their rows in the same storage")
        }
    }

    /// Rows made again for as many artists, some of other uuids, find the favourites by
    /// uuid (only the same uuids in the same places are found by place).
    @Test func rowsOfAsManyOtherArtistsFindTheirFavoritesByUUID() {
        let state = SyntheticCatalog.artists(count: 300)
        var other = state
        let artists = state.catalog.artists.enumerated().map { offset, artist in
            var artist = artist
            if offset % 5 == 0 { artist.uuid = "other-\(offset)" }
            return artist
        }
        other.catalog = Catalog(artists: artists, years: [:], yearShows: [:], showDetails: [:])
        other.library.favoriteArtists = Set(artists.prefix(30).map(\.uuid))
        var rows: ArtistRows?
        _ = ArtistsScreen.template(state, rows: &rows)
        #expect(ArtistsScreen.template(other, rows: &rows) == ArtistsScreen.template(other))
        #expect(MyLibraryScreen.template(other, rows: &rows) == MyLibraryScreen.template(other))
    }

    /// Every play of every track list of a state, through one queue per list, gives the
    /// state and stack of a play on its own, offline (downloaded tracks only) too.
    @Test func aTrackListsSharedQueuePlaysAsEachPlayAlone() throws {
        var offline = AppState.default
        offline.network = .offline
        var plays = 0
        for state in [AppState.default, offline, SyntheticCatalog.artist(shows: 12, sources: 30)] {
            for source in state.catalog.showDetails.values.flatMap(\.sources).prefix(40) {
                var queue: Playback.Queue?
                let stack = AppStack(tab: .browse, pushed: [.tracks(show: source.showUUID, source: source.uuid)])
                for track in source.sets.flatMap(\.tracks) + [Track(uuid: "missing", position: 0, title: "Missing", sourceUUID: source.uuid)] {
                    let action = AppAction.play(show: source.showUUID, source: source.uuid, track: track.uuid)
                    let shared = Reducer.step(state, stack, action, queue: &queue)
                    let alone = Reducer.reduce(state, stack, action)
                    #expect(shared.state == alone.state && shared.stack == alone.stack, "\(track.uuid)")
                    plays += 1
                }
                #expect(queue?.source == source.uuid)
            }
            var missing: Playback.Queue?
            let none = Reducer.step(state, AppStack(tab: .browse), .play(show: "x", source: "no-such-source", track: "t"), queue: &missing)
            #expect(none.state == state && missing?.source == nil)
        }
        #expect(plays > 400)
    }

    /// Two plays of one list queue one array: the states a walk keeps share it.
    @Test func playsOfOneListShareTheirQueue() throws {
        let state = SyntheticCatalog.artist(shows: 4, sources: 8)
        let source = try #require(state.catalog.showDetails.values.flatMap(\.sources).first { $0.sets.flatMap(\.tracks).count > 2 })
        let tracks = source.sets.flatMap(\.tracks)
        let queue = try #require(Playback.Queue(state, source: source.uuid))
        let first = queue.play(state, track: tracks[0].uuid).player.queue, second = queue.play(state, track: tracks[2].uuid).player.queue
        #expect(first == second)
        first.withUnsafeBufferPointer { one in second.withUnsafeBufferPointer { other in #expect(one.baseAddress == other.baseAddress) } }
    }
}
