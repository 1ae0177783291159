import Testing
@testable import RelistenScreens
import TemplateKitLite

/// Row texts written with ``TextWriter`` are exactly what the string arithmetic they
/// replaced gave.
struct RowFormattingShortcutTests {
    @Test(arguments: [0, 7, 9, 10, 99, 100, 12_345, -1, -10, -987, Int.max, Int.min])
    func digitsAreWhatStringGives(_ value: Int) {
        #expect(TextWriter.make(capacity: TextWriter.digitCount(value)) { $0.append(digitsOf: value) } == String(value))
        #expect(TextWriter.digitCount(value) == String(value).utf8.count)
    }

    @Test func twoDigitsAndTextAppend() {
        for value in 0..<100 {
            let text = TextWriter.make(capacity: 2) { $0.append(twoDigits: value) }
            #expect(text == (value < 10 ? "0" : "") + String(value))
        }
        let mixed = TextWriter.make(capacity: 32) { text in
            text.append("Ünknown ★")
            text.append(ascii: "/")
            text.append("")
            text.append("Scarlet")
        }
        #expect(mixed == "Ünknown ★/Scarlet")
    }

    @Test func durationsAndRatingsMatchThePlainFormulas() {
        let seconds: [Double] = [0, 0.9, 45, 59.99, 60, 272, 3599, 3600, 3725, 36_000, 90_000, 1e12, 5e12, -3, .nan, .infinity]
        for value in seconds {
            let total = Format.wholeSeconds(value)
            let short = total < 3600
                ? String(total / 60) + ":" + Format.twoDigits(total % 60)
                : String(total / 3600) + ":" + Format.twoDigits(total % 3600 / 60) + ":" + Format.twoDigits(total % 60)
            #expect(Format.trackDuration(value) == short, "\(value)")
            let long = total < 3600 ? String(total / 60) + "m" : String(total / 3600) + "h" + Format.twoDigits(total % 3600 / 60) + "m"
            #expect(Format.longDuration(value) == long, "\(value)")
        }
        for value in [0.004, 0.005, 1, 9.125, 9.135, 9.999, 10, 123.456, 1e9, 5e9] {
            let hundredths = Format.roundedHundredths(Float(min(value, 1e9)))
            let plain = hundredths == 0 ? "" : "\(hundredths / 100)." + Format.twoDigits(Int(hundredths % 100)) + "★"
            #expect(Format.rating(value) == plain, "\(value)")
        }
    }

    @Test func trackTitlesAreNumbered() {
        for (position, title) in [(1, "Bertha"), (12, "Morning Dew → Jam"), (0, ""), (-2, "Drums"), (105, String(repeating: "ü", count: 40))] {
            let track = Track(uuid: "t", position: position, title: title, sourceUUID: "s")
            #expect(Format.trackTitle(track) == String(position) + ". " + title)
        }
    }

    @Test func joinsAreWhatAppendingGave() {
        let parts: [[String?]] = [[], [nil], [""], ["a"], [nil, "a", ""], ["a", "b"], ["", "a", nil, "ü ★", "c"], ["a", "a", "a", "a"]]
        for list in parts {
            var plain = ""
            for case let part? in list where !part.isEmpty { plain += (plain.isEmpty ? "" : Format.separator) + part }
            #expect(Format.join(list) == plain, "\(list)")
        }
        let tapers: [(String?, String?, String)] = [
            (nil, nil, ""), ("Jerry Moore", nil, "Jerry Moore"), (nil, " Charlie Miller ", "Charlie Miller"),
            ("Unknown", "Charlie Miller", "Charlie Miller"), ("Betty", "Charlie", "Betty / Charlie"), ("", "???", ""),
        ]
        for (taper, transferrer, expected) in tapers {
            #expect(Format.taperLine(Source(uuid: "s", showUUID: "x", taper: taper, transferrer: transferrer)) == expected)
        }
    }

    @Test func byteSearchIsContainsForTextWriter() {
        for text in ["SBD > Reel", "AUD", "sbd", "xSBD", "SB", "", "S\r\nBD", "SBD\r\n", "Matrix (SBD + AUD)"] {
            #expect(ASCIISearch.contains(text, "SBD") == text.contains("SBD"), "\(text)")
        }
        let sbd = Source(uuid: "s", showUUID: "x", source: "Ünknown SBD", isSoundboard: true)
        #expect(!Format.sourceDetail(sbd).contains("SBD"))
        #expect(Format.sourceDetail(Source(uuid: "s", showUUID: "x", source: "Ünknown AUD", isSoundboard: true)).hasPrefix("SBD"))
    }

    @Test func locationsSplitByBytesAsByCharacters() {
        for text in ["Ithaca, NY", "???, CA", ",,Berkeley ,  CA,", "Various - See info file", "", ",", " , ", "A\r\n, B", "Zürich, CH"] {
            let parts = text.split(separator: ",").compactMap { Format.cleaned(String($0)) }
            let lone = parts.count == 1 && text.contains(",") && Format.isRegionCode(parts[0])
            #expect(Format.cleanedLocation(text) == (parts.isEmpty || lone ? nil : parts.joined(separator: ", ")), "\(text)")
        }
    }

    @Test func routeArgumentsNameTheScreenAndItsIdentifiers() {
        let cases: [(Route, [String: String])] = [
            (.artists, ["screen": "artists"]), (.years(artist: "a"), ["screen": "years", "artist": "a"]),
            (.shows(year: "y"), ["screen": "shows", "year": "y"]), (.sources(show: "s"), ["screen": "sources", "show": "s"]),
            (.sources(show: "s", preferred: "p"), ["screen": "sources", "show": "s", "preferred": "p"]),
            (.tracks(show: "s", source: "t"), ["screen": "tracks", "show": "s", "source": "t"]),
            (.offlineShows(artist: "a"), ["screen": "offline-shows", "artist": "a"]),
            (.offlineTracks(show: "s"), ["screen": "offline-tracks", "show": "s"]), (.queue, ["screen": "queue"]),
        ]
        for (route, expected) in cases {
            #expect(route.arguments == ActionArguments(expected.mapValues { ActionValue.string($0) }), "\(route)")
            #expect(route.arguments.keys == expected.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        }
    }

    @Test func templateIDsJoinTheScreenAndItsIdentifiers() {
        let routes: [Route] = [
            .artists, .years(artist: "a"), .shows(year: "y"), .sources(show: "s"), .sources(show: "s", preferred: "p"),
            .sources(show: "", preferred: "p"), .tracks(show: "s", source: "ü"), .myLibrary, .downloads,
            .offlineShows(artist: "a"), .offlineTracks(show: "s"), .queue, .clearQueueConfirmation, .nowPlaying,
        ]
        let expected = [
            "artists", "years/a", "shows/y", "sources/s", "sources/s/p", "sources//p", "tracks/s/ü", "my-library", "downloads",
            "offline-shows/a", "offline-tracks/s", "queue", "clear-queue", "now-playing",
        ]
        #expect(routes.map(\.templateID) == expected)
    }
}
