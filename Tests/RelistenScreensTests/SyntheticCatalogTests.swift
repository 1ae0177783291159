import Testing
import RelistenScreens

struct SyntheticCatalogTests {
    @Test func gratefulDeadSizedMatchesRealCounts() throws {
        let state = SyntheticCatalog.gratefulDeadSized()
        let artist = try #require(state.catalog.artists.first)
        let years = state.years(artist.uuid)
        #expect(years.count == 30)
        #expect(years.reduce(0) { $0 + $1.showCount } == 2049)
        #expect(years.reduce(0) { $0 + $1.sourceCount } == 13348)
        #expect(state.catalog.showDetails.count == 2049)
        let tracks = state.catalog.showDetails.values.flatMap(\.sources).reduce(0) { $0 + TrackFlattening.tracks(of: $1).count }
        #expect(tracks > 13348 * 11 && tracks < 13348 * 13)
        #expect(state.player.state == .playing && state.nowPlaying != nil)
        #expect(state == SyntheticCatalog.gratefulDeadSized())
    }

    @Test func artistsAreDeterministic() {
        let state = SyntheticCatalog.artists(count: 4230)
        #expect(state.catalog.artists.count == 4230)
        #expect(Set(state.catalog.artists.map(\.uuid)).count == 4230)
        #expect(state == SyntheticCatalog.artists(count: 4230))
    }

    @Test func artistsAreVaried() {
        let state = SyntheticCatalog.artists(count: 4230)
        let sections = ArtistSections(state: state)
        #expect(sections.featured.count == 5)
        #expect(sections.all.count < 4230 && sections.all.contains { $0.isAutoCreated })
        #expect(state.catalog.artists.contains { $0.name.hasPrefix("The ") && !$0.sortName.contains("The ") })
    }
}
