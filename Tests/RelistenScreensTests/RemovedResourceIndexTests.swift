import Testing
@testable import LiveCatalog
@testable import RelistenScreens

/// Taking a resource out of a state (a screen's loading, failed and offline scenarios)
/// keeps the parts of the catalog's index it can and makes the rest again: the result
/// equals the catalog built from scratch without that resource, index and all.
@Suite struct RemovedResourceIndexTests {
    static let state = SyntheticCatalog.artist(shows: 40, sources: 90)

    static func rebuilt(_ catalog: Catalog) -> Catalog {
        Catalog(artists: catalog.artists, years: catalog.years, yearShows: catalog.yearShows, showDetails: catalog.showDetails)
    }

    static var selection: Selection { (try? Selection.resolve(.init(), in: state)) ?? Selection(artist: "", year: "", show: "", source: "") }

    @Test func removingAnArtistsYearsEqualsAFullBuild() {
        let catalog = StateChanges.removing(.years(artist: Self.selection.artist), from: Self.state).catalog
        #expect(catalog.years[Self.selection.artist] == nil)
        #expect(catalog == Self.rebuilt(catalog))
    }

    @Test func removingAYearsShowsEqualsAFullBuild() {
        let catalog = StateChanges.removing(.yearShows(year: Self.selection.year), from: Self.state).catalog
        #expect(catalog.yearShows[Self.selection.year] == nil)
        #expect(catalog.index.shows[Self.selection.show] == nil)
        #expect(catalog == Self.rebuilt(catalog))
    }

    @Test func removingTheArtistsOrAShowEqualsAFullBuild() {
        let noArtists = StateChanges.removing(.artists, from: Self.state).catalog
        #expect(noArtists.artists.isEmpty && noArtists == Self.rebuilt(noArtists))
        let noShow = StateChanges.removing(.show(Self.selection.show), from: Self.state).catalog
        #expect(noShow.showDetails[Self.selection.show] == nil && noShow == Self.rebuilt(noShow))
    }
}
