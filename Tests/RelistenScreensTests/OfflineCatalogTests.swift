import Testing
@testable import RelistenScreens

/// ``OfflineCatalog/artists()`` finds the offline artists by their places in the catalog;
/// it must list exactly the catalog's sorted artists that have offline tracks, in that
/// order (ties in sort name by place), as filtering every artist does.
struct OfflineCatalogTests {
    /// A synthetic artist's shows spread over eight artists, three of them sharing a sort
    /// name (and one listed twice when `listedTwice`), with every `stride`th source's
    /// last track offline.
    private func state(offlineEvery stride: Int, listedTwice: Bool = false) -> AppState {
        let base = SyntheticCatalog.artist(shows: 40, sources: 160)
        var artists = base.catalog.artists
        for (offset, name) in ["Zeta", "alpha", "Grateful Dead", "Alpha", "Ätna", "alpha", "Bee"].enumerated() {
            artists.append(Artist(uuid: "artist-extra-\(offset)", name: name, sortName: name))
        }
        if listedTwice { artists.append(artists[3]) }
        let showUUIDs = base.catalog.showDetails.keys.sorted()
        func artist(of show: String) -> String { artists[(showUUIDs.firstIndex(of: show) ?? 0) % 8].uuid }
        var showDetails = base.catalog.showDetails
        for uuid in showUUIDs { showDetails[uuid]?.show.artistUUID = artist(of: uuid) }
        let yearShows = base.catalog.yearShows.mapValues { shows in
            shows.map { show in
                var show = show
                show.artistUUID = artist(of: show.uuid)
                return show
            }
        }
        var state = base
        state.catalog = Catalog(artists: artists, years: base.catalog.years, yearShows: yearShows, showDetails: showDetails)
        state.library.offlineTracks = []
        let sources = showUUIDs.compactMap { showDetails[$0] }.flatMap(\.sources)
        for (offset, source) in sources.enumerated() where offset % stride == 0 {
            if let track = source.sets.last?.tracks.last { state.library.offlineTracks.insert(track.uuid) }
        }
        return state
    }

    /// What the offline artists were before: every sorted artist checked.
    private func filtered(_ state: AppState) -> [Artist] {
        let offline = OfflineCatalog(state: state).artistUUIDs
        return state.catalog.artistsBySortName.filter { offline.contains($0.uuid) }
    }

    @Test(arguments: [1, 3, 11, 1_000])
    func offlineArtistsAreTheSortedArtistsWithOfflineTracks(stride: Int) {
        let state = state(offlineEvery: stride)
        let artists = OfflineCatalog(state: state).artists()
        #expect(!artists.isEmpty)
        #expect(artists.map(\.uuid) == filtered(state).map(\.uuid))
    }

    @Test func everyTrackOfflineListsEveryArtistWithShowsInSortedOrder() {
        let state = state(offlineEvery: 1)
        let artists = OfflineCatalog(state: state).artists()
        #expect(artists.count == 8)
        #expect(artists.map(\.uuid) == filtered(state).map(\.uuid))
        // The two artists named "alpha" (and "Alpha", if collated alike) keep their places.
        let alphas = artists.filter { $0.sortName == "alpha" }.map(\.uuid)
        #expect(alphas == ["artist-extra-1", "artist-extra-5"])
    }

    @Test func anArtistListedTwiceIsListedTwice() {
        let state = state(offlineEvery: 1, listedTwice: true)
        let artists = OfflineCatalog(state: state).artists()
        #expect(artists.map(\.uuid) == filtered(state).map(\.uuid))
        #expect(artists.count == 9)
    }

    @Test func noOfflineTrackListsNoArtist() {
        var state = state(offlineEvery: 1)
        state.library.offlineTracks = []
        #expect(OfflineCatalog(state: state).artists().isEmpty)
    }
}
