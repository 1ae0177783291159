import Testing
@testable import RelistenScreens
import TemplateKitLite

/// Decodes the real Relisten API captures in ../shared/fixtures/relisten-api.
struct FixtureTests {
    private func parse(_ path: String) throws -> JSONValue {
        try JSONParser.parse(SharedFixtures.bytes(path))
    }

    private func artistsV2() throws -> JSONValue {
        try parse("relisten-ios-2019-api-cache/artists.v2.2019-02-17.json")
    }

    /// The catalog of artists.v2 with the deadbot capture's 1965–1966 years and their shows
    /// under `artist`; nil (recorded) when a line is not shaped as expected.
    private func deadbotDocument(artist: String) throws -> JSONValue? {
        let lines = SharedFixtures.bytes("deadbot-gd-years/relisten-years.gd-1965-1966.jsonl").split(separator: 0x0A)
        #expect(lines.count == 2)
        var years: [JSONValue] = []
        var yearShows: [String: JSONValue] = [:]
        for line in lines {
            guard case .object(let record) = try JSONParser.parse(Array(line)),
                case .object(let payload)? = record["raw_payload"], case .object(let year)? = payload["year"],
                case .string(let uuid)? = year["uuid"]
            else {
                Issue.record("unexpected line shape")
                return nil
            }
            years.append(.object(year))
            yearShows[uuid] = .object(payload)
        }
        guard case .array(let artists) = try artistsV2() else { return nil }
        let catalog: [String: JSONValue] = [
            "artists": .array(artists), "years": .object([artist: .array(years)]), "year_shows": .object(yearShows),
        ]
        return .object(["catalog": .object(catalog)])
    }

    @Test(.enabled(if: SharedFixtures.isAvailable, "needs ../shared (absent on a user's clone)"))
    func artistsV2Decode() throws {
        let state = try StateDocument.decode(.object(["catalog": .object(["artists": try artistsV2()])]))
        #expect(state.catalog.artists.count == 153)
        let gd = try #require(state.artist("77a58ff9-2e01-c59c-b8eb-cff106049b72"))
        #expect(Format.artistDetail(gd) == "2,049 shows • 13,348 sources")
        let sections = ArtistSections(state: state)
        let featured: [String] = sections.featured.map(\.name)
        let expected: [String] = ["Grateful Dead", "Joe Russo's Almost Dead", "Phish", "Umphrey's McGee", "Widespread Panic"]
        #expect(featured == expected)
        #expect(sections.all.count == 153 && sections.favorites.isEmpty)
    }

    /// The Artists screen's order of the real catalog (bodies kept short: the type-check
    /// budget is 200 ms a body).
    @Test(.enabled(if: SharedFixtures.isAvailable, "needs ../shared (absent on a user's clone)"))
    func artistsV2SortOrder() throws {
        let state = try StateDocument.decode(.object(["catalog": .object(["artists": try artistsV2()])]))
        let names: [String] = ArtistSections(state: state).all.map(\.name)
        #expect(Array(names.prefix(3)) == ["Akron/Family", "American Babies", "Andrew Bird"])
        // "The Big Wu" sorts as "Big Wu"; "G. Love" ignores the period; "ekoostik" ignores case.
        let inOrder: [(String, String)] = [
            ("Benevento Russo Duo", "The Big Wu"), ("The Big Wu", "Billy Strings"),
            ("Dub Apocalypse", "ekoostik hookah"), ("ekoostik hookah", "Elliott Smith"),
            ("G. Love and Special Sauce", "Garage A Trois"),
        ]
        for (first, second) in inOrder {
            let firstAt: Int = try #require(names.firstIndex(of: first))
            let secondAt: Int = try #require(names.firstIndex(of: second))
            #expect(firstAt < secondAt, "\(first) sorts before \(second)")
        }
        #expect(names.firstIndex(of: "Girl Talk") == nil)
    }

    @Test(.enabled(if: SharedFixtures.isAvailable, "needs ../shared (absent on a user's clone)"))
    func phishArtistDecodes() throws {
        let phish = try parse("relisten-ios-phishod/Phish.json")
        let state = try StateDocument.decode(.object(["catalog": .object(["artists": .array([phish])])]))
        let artist = try #require(state.catalog.artists.first)
        #expect(artist.name == "Phish" && artist.hasMeaningfulSets && artist.isFeatured)
        #expect(Format.artistDetail(artist) == "1,544 shows • 1,545 sources")
    }

    @Test(.enabled(if: SharedFixtures.isAvailable, "needs ../shared (absent on a user's clone)"))
    func recentlyUpdatedShowsDecode() throws {
        guard case .array(let shows) = try parse("relisten-ios-2019-api-cache/shows_recently_updated.v2.2019-02-17.json") else {
            Issue.record("expected an array")
            return
        }
        #expect(shows.count == 25)
        let document = FixtureDocuments.fromShowsWithArtistAndYear(shows)
        let state = try StateDocument.decode(document)
        let decoded: [Show] = state.catalog.yearShows.values.flatMap { (shows: [Show]) -> [Show] in shows }
        #expect(decoded.count == 25)
        let warner = try #require(decoded.first { (show: Show) -> Bool in show.uuid == "925ea5a7-2fed-d92f-864f-72aacaa87f5e" })
        #expect(warner.artistUUID == "4f222dcb-6fe7-6ab3-5571-0faab0be18c4")
        #expect(Format.showDetail(warner) == "Warner Theatre • Washington, D.C. • 2h01m")
        let artists: Set<String> = Set(decoded.map(\.artistUUID))
        #expect(state.catalog.artists.count == artists.count)
    }

    @Test(.enabled(if: SharedFixtures.isAvailable, "needs ../shared (absent on a user's clone)"))
    func deadbotYearsDecode() throws {
        let gd = "77a58ff9-2e01-c59c-b8eb-cff106049b72"
        let document = try #require(try deadbotDocument(artist: gd))
        let state = try StateDocument.decode(document)
        let sortedYears: [Year] = YearOrdering.sorted(state.years(gd))
        let names: [String] = sortedYears.map(\.year), details: [String] = sortedYears.map(Format.yearDetail)
        #expect(names == ["1965", "1966"])
        #expect(details == ["2 shows • 2 sources", "32 shows • 80 sources"])
        let shows: [Show] = ShowOrdering.sorted(state.shows(sortedYears[1].uuid))
        let sources: Int = shows.reduce(0) { (sum: Int, show: Show) -> Int in sum + show.sourceCount }
        #expect(shows.count == 32)
        #expect(sources == 80)
    }

    @Test(.enabled(if: SharedFixtures.isAvailable, "needs ../shared (absent on a user's clone)"))
    func deadbotShowsOrder() throws {
        let gd = "77a58ff9-2e01-c59c-b8eb-cff106049b72"
        let state = try StateDocument.decode(try #require(try deadbotDocument(artist: gd)))
        let year = try #require(YearOrdering.sorted(state.years(gd)).last)
        let shows = ShowOrdering.sorted(state.shows(year.uuid))
        let dates: [String] = shows.map(\.displayDate)
        #expect(dates.last == "1966-XX-XX")
        let xx = try #require(dates.firstIndex(of: "1966-11-XX"))
        #expect(dates[xx - 1] == "1966-11-29" && dates[xx + 1] == "1966-12-01")
        let fillmore = try #require(shows.first { $0.displayDate == "1966-01-08" })
        #expect(Format.showDetail(fillmore) == "Fillmore Auditorium • San Francisco, CA, USA • 9.50★ • 4h32m")
    }
}

/// Builds state documents from API bodies that embed their artist and year.
enum FixtureDocuments {
    /// `shows_recently_updated`: artists and years come from the embedded objects.
    static func fromShowsWithArtistAndYear(_ shows: [JSONValue]) -> JSONValue {
        var artists: [String: JSONValue] = [:]
        var years: [String: [String: JSONValue]] = [:]
        var yearShows: [String: [JSONValue]] = [:]
        for case .object(let show) in shows {
            guard case .object(let artist)? = show["artist"], case .string(let artistUUID)? = artist["uuid"],
                case .object(let year)? = show["year"], case .string(let yearUUID)? = year["uuid"]
            else { continue }
            artists[artistUUID] = .object(artist)
            years[artistUUID, default: [:]][yearUUID] = .object(year)
            yearShows[yearUUID, default: []].append(.object(show))
        }
        let byteOrder: (String, String) -> Bool = { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return .object(["catalog": .object([
            "artists": .array(artists.keys.sorted(by: byteOrder).compactMap { artists[$0] }),
            "years": .object(years.mapValues { map in .array(map.keys.sorted(by: byteOrder).compactMap { map[$0] }) }),
            "year_shows": .object(yearShows.mapValues { .array($0) }),
        ])])
    }
}
