import Testing
import RelistenScreens

struct FormatTests {
    @Test(arguments: [(0, 0, "0 shows • 0 sources"), (1, 1, "1 show • 1 source"), (2049, 13348, "2,049 shows • 13,348 sources"), (1_234_567, 999, "1,234,567 shows • 999 sources"), (2, 1, "2 shows • 1 source")])
    func counts(_ shows: Int, _ sources: Int, _ expected: String) {
        #expect(Format.counts(shows: shows, sources: sources) == expected)
    }

    @Test func yearDetail() {
        #expect(Format.yearDetail(Year(uuid: "y", year: "1966", showCount: 12, sourceCount: 80, artistUUID: "a")) == "12 shows • 80 sources")
    }

    @Test(arguments: [
        (16346.0, "4h32m"), (727.0, "12m"), (1800.0, "30m"), (0.0, "0m"), (59.9, "0m"), (3600.0, "1h00m"), (90000.0, "25h00m"),
        (-5.0, "0m"), (Double.nan, "0m"), (Double.infinity, "0m"),
    ])
    func longDuration(_ seconds: Double, _ expected: String) {
        #expect(Format.longDuration(seconds) == expected)
    }

    @Test(arguments: [
        (0.0, "0:00"), (45.0, "0:45"), (45.99, "0:45"), (59.0, "0:59"), (60.0, "1:00"), (272.0, "4:32"), (3599.0, "59:59"),
        (3600.0, "1:00:00"), (3725.0, "1:02:05"), (86399.0, "23:59:59"), (90000.0, "25:00:00"), (-1.0, "0:00"),
    ])
    func trackDuration(_ seconds: Double, _ expected: String) {
        #expect(Format.trackDuration(seconds) == expected)
    }

    @Test(arguments: [
        (9.125, "9.13★"), (9.135, "9.14★"), (10.0, "10.00★"), (0.004, ""), (0.0, ""), (9.26, "9.26★"),
        (9.5, "9.50★"), (0.005, ""), (7.733333, "7.73★"), (9.994999, "9.99★"), (9.995, "9.99★"), (-1.0, ""), (Double.nan, ""),
    ])
    /// 0.005 and 9.995 are just below the tie as 32-bit floats (0.00499999989, 9.99499989), so
    /// they round down; 9.125 is an exact tie and rounds up.
    func rating(_ value: Double, _ expected: String) {
        #expect(Format.rating(value) == expected)
    }

    @Test func joinDropsEmptyParts() {
        #expect(Format.join(["a", "", nil, "b"]) == "a • b")
        #expect(Format.join([nil, ""]) == "")
    }

    @Test func showDetail() {
        let show = Show(uuid: "s", displayDate: "1977-05-08", avgRating: 9.71, avgDuration: 9702,
                        venue: Venue(name: "Barton Hall, Cornell University", location: "Ithaca, NY"), artistUUID: "a", yearUUID: "y")
        #expect(Format.showDetail(show) == "Barton Hall, Cornell University • Ithaca, NY • 9.71★ • 2h41m")
        let bare = Show(uuid: "s", displayDate: "1966-11-XX", artistUUID: "a", yearUUID: "y")
        #expect(Format.showDetail(bare) == "")
    }

    @Test func sourceDetailAndTitle() {
        let source = Source(uuid: "x", showUUID: "s", source: "  SBD > Reel > DAT \n", taper: "Betty Cantor-Jackson",
                            transferrer: "Charlie Miller", isSoundboard: true, avgRating: 9.125, duration: 10862)
        // SBD once: the title says it, so the detail does not.
        #expect(Format.sourceDetail(source) == "9.13★ • 3h01m • Betty Cantor-Jackson / Charlie Miller")
        #expect(Format.sourceTitle(source) == "SBD > Reel > DAT")
        var untitled = source
        untitled.source = nil
        #expect(Format.sourceDetail(untitled) == "SBD • 9.13★ • 3h01m • Betty Cantor-Jackson / Charlie Miller")
        #expect(Format.sourceTitle(untitled) == "Taped by Betty Cantor-Jackson")
    }

    @Test func sourcesWithLittleToSay() {
        let bare = Source(uuid: "x", showUUID: "s", source: " ", taper: "", transferrer: "Rob")
        #expect(Format.sourceDetail(bare) == "Rob")
        #expect(Format.sourceTitle(bare) == "Source")
        #expect(Format.sourceTitle(bare, number: 4) == "Source 4")
        let unknown = Source(uuid: "x", showUUID: "s", source: "AUD", taper: "Unknown", transferrer: " unknown ")
        #expect(Format.sourceDetail(unknown) == "")
    }

    @Test func venuePlaceholdersAreCleaned() {
        let various = Show(uuid: "s", displayDate: "1966-XX-XX", avgRating: 8.62, avgDuration: 6480,
                           venue: Venue(name: "Various - See info file", location: "Various - See info file"), artistUUID: "a", yearUUID: "y")
        #expect(Format.showDetail(various) == "8.62★ • 1h48m")
        let placeholders: [String?] = ["???, CA", "???, Berkeley, CA", "CA"], names: [String?] = ["  TBD ", "The Matrix"]
        let locations: [String?] = placeholders.map(Format.cleanedLocation)
        #expect(locations == [nil, "Berkeley, CA", "CA"])
        let cleaned: [String?] = names.map(Format.cleaned)
        #expect(cleaned == [nil, "The Matrix"])
        #expect(Format.venueLine(Venue(name: "Unknown Venue", location: "Ithaca, NY")) == "Ithaca, NY")
    }

    @Test(arguments: [(0, "0"), (999, "999"), (1000, "1,000"), (13348, "13,348"), (-1234567, "-1,234,567"),
                     (100_000, "100,000"), (-7, "-7"), (Int.max, "9,223,372,036,854,775,807"), (Int.min, "-9,223,372,036,854,775,808")])
    func groupedDigits(_ value: Int, _ expected: String) {
        #expect(Format.grouped(value) == expected)
    }

    @Test func nowPlayingLinesDoNotRepeatTheAlbum() throws {
        let context = try #require(AppState.default.nowPlaying)
        let text = Format.nowPlaying(context)
        #expect(text == NowPlayingText(
            title: "El Paso", artistLine: "Grateful Dead",
            albumLine: "1977-05-08 • Barton Hall, Cornell University"))
    }
}
