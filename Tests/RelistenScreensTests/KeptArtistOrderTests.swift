import Testing
@testable import LiveCatalog
@testable import RelistenScreens

/// Scenarios that keep the catalog's artist order (hostile names) or merge a few artists
/// into it (full catalog) give the catalog a full sort would: same order, equal index.
@Suite struct KeptArtistOrderTests {
    /// Synthetic artists with repeated and reordered sort names, so ties and merging are
    /// both exercised.
    static func state() -> AppState {
        var state = SyntheticCatalog.artists(count: 300)
        let artists = state.catalog.artists.enumerated().map { offset, artist in
            var artist = artist
            if offset % 7 == 0 { artist.sortName = "Zed" }
            if offset % 11 == 0 { artist.sortName = "Álvarez" }
            return artist
        }
        state.catalog = Catalog(artists: artists.reversed(), years: state.catalog.years,
                                yearShows: state.catalog.yearShows, showDetails: state.catalog.showDetails)
        return state
    }

    static func resorted(_ catalog: Catalog) -> Catalog {
        Catalog(artists: catalog.artists, years: catalog.years, yearShows: catalog.yearShows, showDetails: catalog.showDetails)
    }

    @Test func hostileNamesKeepTheOrderASortWouldGive() {
        let catalog = StateChanges.hostileNames(Self.state()).catalog
        #expect(catalog.artistsBySortName.map(\.uuid) == Collation.sorted(catalog.artists, by: \.sortName).map(\.uuid))
        #expect(catalog == Self.resorted(catalog))
    }

    @Test func aFullCatalogMergesItsNewArtistsWhereASortPutsThem() {
        let catalog = StateChanges.fullCatalog(Self.state()).catalog
        #expect(catalog.artists.count > Self.state().catalog.artists.count)
        #expect(catalog.artistsBySortName.map(\.uuid) == Collation.sorted(catalog.artists, by: \.sortName).map(\.uuid))
        #expect(catalog == Self.resorted(catalog))
    }

    @Test func mergingPlacesAddedItemsAfterEqualOnes() {
        let items = ["a", "c", "c", "e"]
        let order = Collation.sortedPositions(items, by: { $0 })
        let merged = Collation.positions(adding: ["c", "b", "f", "a"], to: items, sortedAs: order, by: { $0 })
        let all = items + ["c", "b", "f", "a"]
        #expect(merged == Collation.sortedPositions(all, by: { $0 }))
        #expect(merged.map { all[$0] } == ["a", "a", "b", "c", "c", "c", "e", "f"])
    }
}
