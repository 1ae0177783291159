import Testing
import RelistenScreens

struct SyntheticCatalogTests {
    @Test func gratefulDeadSizedMatchesRealCounts() throws {
        let state = SyntheticCatalog.gratefulDeadSized()
        let artist = try #require(state.catalog.artists.first)
        let years = state.years(artist.uuid)
        let shows: Int = years.reduce(0) { $0 + $1.showCount }
        let sources: Int = years.reduce(0) { $0 + $1.sourceCount }
        let allSources: [Source] = state.catalog.showDetails.values.flatMap(\.sources)
        let tracks: Int = allSources.reduce(0) { (sum: Int, source: Source) -> Int in sum + TrackFlattening.tracks(of: source).count }
        #expect(years.count == 30)
        #expect(shows == 2049 && state.catalog.showDetails.count == 2049)
        #expect(sources == 13348)
        #expect(tracks > 13348 * 11 && tracks < 13348 * 13)
        #expect(state.player.state == .playing && state.nowPlaying != nil)
        #expect(state == SyntheticCatalog.gratefulDeadSized())
    }

    @Test func artistsAreDeterministic() {
        let state = SyntheticCatalog.artists(count: 4230)
        #expect(state.catalog.artists.count == 4230)
        let uuids: Set<String> = Set(state.catalog.artists.map(\.uuid))
        #expect(uuids.count == 4230)
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
