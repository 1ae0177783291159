import Testing
import RelistenScreens

struct LibraryTests {
    private let state = AppState.default

    private func showUUID(_ date: String) throws -> String {
        try #require(state.catalog.yearShows.values.joined().first { $0.displayDate == date }).uuid
    }

    @Test func offlineAndLibraryShows() throws {
        let cornell = try showUUID("1977-05-08")
        let cats = try showUUID("2018-06-22")
        #expect(state.showHasOfflineTracks(cornell))
        #expect(!state.showHasOfflineTracks(cats))
        #expect(state.isShowInLibrary(cornell) && !state.isShowInLibrary(cats))
        #expect(state.libraryShows().map(\.displayDate) == ["1977-05-08", "1997-11-22"])
    }

    @Test func downloadsHierarchy() throws {
        let offline = OfflineCatalog(state: state)
        #expect(offline.artists().map(\.name) == ["Grateful Dead", "Phish"])
        let gd = "77a58ff9-2e01-c59c-b8eb-cff106049b72"
        let years = offline.years(artist: gd)
        #expect(years.map(\.year) == ["1977"])
    }

    @Test func downloadsHierarchyBelowAYear() throws {
        let offline = OfflineCatalog(state: state)
        let years = offline.years(artist: "77a58ff9-2e01-c59c-b8eb-cff106049b72")
        let shows = offline.shows(year: try #require(years.first).uuid)
        #expect(shows.map(\.displayDate) == ["1977-05-08"])
        let sources = offline.sources(show: try #require(shows.first).uuid)
        #expect(sources.map(\.transferrer) == ["Charlie Miller"])
        let titles: [String] = offline.tracks(source: try #require(sources.first).uuid).map(\.title)
        #expect(titles == ["New Minglewood Blues", "Loser", "El Paso", "They Love Each Other"])
    }

    @Test func synthesizesYearsThatAreNotLoaded() throws {
        var trimmed = state
        trimmed.catalog = Catalog(artists: state.catalog.artists, years: [:], yearShows: [:], showDetails: state.catalog.showDetails)
        let years = OfflineCatalog(state: trimmed).years(artist: "ca53d281-0041-ae33-a050-c87702d93b0c")
        #expect(years.map(\.year) == ["1997"] && years.first?.showCount == 1 && years.first?.sourceCount == 1)
    }

    @Test func recentlyPlayedNewestFirstOnePerShow() throws {
        let recent = state.recentlyPlayedShows(limit: 10)
        #expect(recent.map(\.show.displayDate) == ["1977-05-08", "2018-06-22", "1997-11-22"])
        // "2026-04-18T17:07:40-04:00" is 21:07:40Z, newer than "2026-04-18T21:02:11Z".
        #expect(recent.first?.playedAt == 1_776_546_460)
        #expect(state.recentlyPlayedShows(limit: 2).count == 2)
        let cornell = try showUUID("1977-05-08")
        #expect(state.lastPlayedSource(ofShow: cornell)?.transferrer == "Charlie Miller")
        #expect(state.lastPlayedSource(ofShow: try showUUID("1966-11-XX")) == nil)
    }

    @Test(arguments: [
        (UserFilters(), [true, true, true, true]),
        (UserFilters(isFavorite: true), [true, true, false, false]),
        (UserFilters(isFavorite: true, isPlayableOffline: false), [false, true, false, false]),
        (UserFilters(isFavorite: true, isPlayableOffline: true, combine: .or), [true, true, true, false]),
        (UserFilters(isFavorite: false, isPlayableOffline: false, combine: .or), [false, true, true, true]),
    ])
    func userFilters(_ filters: UserFilters, _ expected: [Bool]) {
        let facts = [(true, true), (true, false), (false, true), (false, false)]
        #expect(facts.map { filters.matches(isFavorite: $0.0, isPlayableOffline: $0.1) } == expected)
    }

    @Test func filteredShowsUsesStateFilters() {
        var filtered = state
        filtered.userFilters = UserFilters(isPlayableOffline: true)
        let all = state.catalog.yearShows.values.flatMap { $0 }
        #expect(ShowOrdering.sorted(filtered.filteredShows(all)).map(\.displayDate) == ["1977-05-08", "1997-11-22"])
    }
}
