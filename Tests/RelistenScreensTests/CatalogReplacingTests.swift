import Testing
@testable import RelistenScreens

/// ``Catalog/replacing(artists:artistOrder:showDetails:)`` keeps what it can of the
/// indexes (the artists' uuid table when the uuids stay in their places); its indexes
/// must be those a catalog of the same parts builds.
struct CatalogReplacingTests {
    private let base = SyntheticCatalog.artists(count: 300).catalog

    private func expectSameIndexes(_ artists: [Artist]) {
        let order = Collation.sortedPositions(artists, by: \.sortName)
        let replaced = base.replacing(artists: artists, artistOrder: order)
        let built = Catalog(artists: artists, years: base.years, yearShows: base.yearShows, showDetails: base.showDetails)
        #expect(replaced.index == built.index)
        #expect(replaced.artistsBySortName.map(\.uuid) == built.artistsBySortName.map(\.uuid))
        for artist in artists { #expect(replaced.artist(artist.uuid) == built.artist(artist.uuid)) }
    }

    @Test func renamedArtistsInTheirPlaces() {
        expectSameIndexes(base.artists.enumerated().map { offset, artist in
            var artist = artist
            artist.name = "«\(offset)» " + artist.name
            artist.sortName = offset % 3 == 0 ? "Zz " + artist.sortName : artist.sortName
            return artist
        })
    }

    @Test func theSameUUIDsInOtherPlaces() {
        expectSameIndexes(base.artists.reversed())
    }

    @Test func otherUUIDsAsMany() {
        expectSameIndexes(base.artists.enumerated().map { offset, artist in
            var artist = artist
            if offset % 7 == 0 { artist.uuid = "other-\(offset)" }
            return artist
        })
    }

    @Test func fewerAndMoreArtists() {
        expectSameIndexes(Array(base.artists.prefix(120)))
        expectSameIndexes(base.artists + [Artist(uuid: "extra", name: "Extra", sortName: "Extra")])
    }
}
