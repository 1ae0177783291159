import Testing
import RelistenScreens

struct OrderingTests {
    private func artist(_ name: String, _ flags: Int, sort: String? = nil) -> Artist {
        Artist(uuid: name, name: name, sortName: sort ?? name, featuredFlags: flags)
    }

    @Test func artistSectionsFilterAutoCreated() {
        let artists = [
            artist("Phish", 1), artist("Auto Hidden", 2), artist("Auto Fav", 2), artist("The Dead", 0, sort: "Dead"),
            artist("Bela", 0), artist("Both", 3),
        ]
        let sections = ArtistSections(artists: artists, favorites: ["Auto Fav", "Phish"])
        #expect(sections.favorites.map(\.name) == ["Auto Fav", "Phish"])
        #expect(sections.featured.map(\.name) == ["Both", "Phish"])
        #expect(sections.all.map(\.name) == ["Auto Fav", "Bela", "The Dead", "Phish"])
    }

    @Test func defaultStateSections() {
        let sections = ArtistSections(state: .default)
        #expect(sections.favorites.map(\.name) == ["Élan Vital Quartet", "Grateful Dead", "Phish"])
        #expect(sections.featured.count == 5)
        #expect(!sections.all.contains { $0.name == "Cosmic Charlie Tribute Band" })
        #expect(sections.all.map(\.name).prefix(3) == ["Bela Fleck and the Flecktones", "Circles Around The Sun", "Élan Vital Quartet"])
    }

    @Test func yearsAscending() {
        let years = ["1977", "1966", "unknown", "1965"].map { Year(uuid: $0, year: $0, artistUUID: "a") }
        #expect(YearOrdering.sorted(years).map(\.year) == ["1965", "1966", "1977", "unknown"])
    }

    @Test func showsByDateWithUnknownPartsLast() {
        let dates = ["1966-12-01", "1966-XX-XX", "1966-11-XX", "1966-11-29", "1965-11-01", "1966-11-02", "odd", "1967-01-01"]
        let shows = dates.map { Show(uuid: $0, displayDate: $0, artistUUID: "a", yearUUID: "y") }
        #expect(ShowOrdering.sorted(shows).map(\.displayDate)
            == ["1965-11-01", "1966-11-02", "1966-11-29", "1966-11-XX", "1966-12-01", "1966-XX-XX", "1967-01-01", "odd"])
    }

    private func source(_ uuid: String, sbd: Bool = false, taper: String? = nil, weighted: Double = 0, track: String? = nil) -> Source {
        let tracks = track.map { [Track(uuid: $0, position: 1, title: "T", sourceUUID: uuid)] } ?? []
        return Source(uuid: uuid, showUUID: "s", taper: taper, isSoundboard: sbd, avgRatingWeighted: weighted,
                      sets: [SourceSet(index: 0, tracks: tracks)])
    }

    @Test func sortSourcesAppliesRulesInOrder() {
        let sources = [
            source("plain-high", weighted: 9.9),
            source("miller", taper: "Unknown / CHARLIE MILLER", weighted: 5),
            source("sbd-low", sbd: true, weighted: 1),
            source("sbd-high", sbd: true, weighted: 8),
            source("offline", weighted: 0, track: "t-off"),
            source("favourite", weighted: 0),
            source("plain-tie-a", weighted: 7),
            source("plain-tie-b", weighted: 7),
        ]
        let library = Library(favoriteSources: ["favourite"], offlineTracks: ["t-off"])
        #expect(SourceSorting.sorted(sources, library: library).map(\.uuid) == [
            "offline", "favourite", "sbd-high", "sbd-low", "miller", "plain-high", "plain-tie-a", "plain-tie-b",
        ])
    }

    @Test func petercostelloMatchesInSourceText() {
        #expect(SourceSorting.hasTrustedTransfer(Source(uuid: "x", showUUID: "s", source: "AUD > Peter Costello transfer")))
        #expect(!SourceSorting.hasTrustedTransfer(Source(uuid: "x", showUUID: "s", taper: "Charlie", transferrer: "Miller")))
    }

    @Test func defaultCornellSourceOrder() throws {
        let state = AppState.default
        let cornell = try #require(state.catalog.showDetails.values.first { $0.show.displayDate == "1977-05-08" })
        let order = SourceSorting.sorted(cornell.sources, library: state.library).map { $0.transferrer ?? "-" }
        // Offline (Charlie Miller) and favourite (Rob Bertrando) first, both soundboards, so the
        // Charlie Miller rule decides; then the Costello AUD, then the bare matrix.
        #expect(order == ["Charlie Miller", "Rob Bertrando", "Peter Costello", "-"])
    }

    private func track(_ uuid: String, _ position: Int) -> Track {
        Track(uuid: uuid, position: position, title: uuid, sourceUUID: "src")
    }

    @Test func flattensSetsByIndexAndTracksByPosition() {
        let source = Source(uuid: "src", showUUID: "s", sets: [
            SourceSet(index: 2, name: "", isEncore: true, tracks: [track("e1", 9)]),
            SourceSet(index: 0, name: "", tracks: [track("b", 2), track("a", 1)]),
            SourceSet(index: 1, name: "", tracks: [track("c", 3)]),
            SourceSet(index: 3, name: "Bonus", tracks: []),
        ])
        #expect(TrackFlattening.tracks(of: source).map(\.uuid) == ["a", "b", "c", "e1"])
        let sections = TrackFlattening.sections(of: source, meaningfulSets: true)
        #expect(sections.map(\.header) == ["Set 1", "Set 2", "Encore"])
        #expect(TrackFlattening.sections(of: source, meaningfulSets: false).map(\.header) == [nil])
    }

    @Test func setHeaderRules() {
        let named = SourceSet(index: 0, name: "Set One", isEncore: true)
        #expect(TrackFlattening.header(for: named, number: 1, setCount: 3) == "Set One")
        #expect(TrackFlattening.header(for: SourceSet(index: 0, isEncore: true), number: 3, setCount: 3) == "Encore")
        #expect(TrackFlattening.header(for: SourceSet(index: 0), number: 2, setCount: 3) == "Set 2")
        #expect(TrackFlattening.header(for: SourceSet(index: 0), number: 1, setCount: 1) == "Tracks")
    }
}
