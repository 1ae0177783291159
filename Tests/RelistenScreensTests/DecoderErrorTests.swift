import Testing
@testable import RelistenScreens

/// Table-driven bad documents: each asserts the exact JSON path and message.
struct DecoderErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let bytes: [UInt8]
        let path: String
        let message: String
        var testDescription: String { name }

        init(_ name: String, _ text: String, _ path: String, _ message: String) {
            self.init(name, Array(text.utf8), path, message)
        }

        init(_ name: String, _ bytes: [UInt8], _ path: String, _ message: String) {
            self.name = name
            self.bytes = bytes
            self.path = path
            self.message = message
        }

        init(_ name: String, section: String, _ json: String, _ path: String, _ message: String) {
            self.init(name, TestDocuments.document([section: json]), path, message)
        }

        init(_ name: String, catalog find: String, _ replacement: String, _ path: String, _ message: String) {
            let catalog = TestDocuments.catalog(replacing: find, with: replacement)
            self.init(name, TestDocuments.document(["catalog": catalog]), path, message)
        }
    }

    static let syntaxCases: [Case] = [
        Case("truncated", #"{"catalog": {"artists": ["#, "$", "line 1:26: unexpected end of input, expected a value"),
        Case("truncated string", #"{"network": "onl"#, "$", "line 1:17: unexpected end of input inside a string"),
        Case("trailing garbage", "{}\n  x", "$", "line 2:3: unexpected content after the JSON document ('x')"),
        Case("byte order mark", [0xEF, 0xBB, 0xBF] + Array("{}".utf8), "$",
             "line 1:1: input starts with a UTF-8 byte order mark (EF BB BF); JSON must not have one"),
        Case("deep nesting", String(repeating: "[", count: 10_000), "$",
             "line 1:513: nesting deeper than 512 levels of arrays and objects"),
        Case("duplicate key", "{\"library\": {\"offline_tracks\": [], \"offline_tracks\": []}}", "$",
             "line 1:36: duplicate key \"offline_tracks\" in the object at $.library"),
        Case("NaN literal", #"{"player": {"elapsed": NaN}}"#, "$", "line 1:24: NaN is not valid JSON"),
        Case("negative Infinity", #"[-Infinity]"#, "$", "line 1:2: -Infinity is not valid JSON"),
        Case("number overflow", #"[1e400]"#, "$", "line 1:2: number 1e400 is out of range"),
        Case("integer overflow", #"[99999999999999999999]"#, "$", "line 1:2: integer 99999999999999999999 does not fit in 64 bits"),
        Case("invalid UTF-8", [0x5B, 0x22, 0x61, 0xC3, 0x28, 0x22, 0x5D], "$", "line 1:4: invalid UTF-8 sequence 0xC3 0x28"),
        Case("control character", "[\"a\u{01}b\"]", "$", "line 1:4: control character U+0001 must be escaped in a string"),
        Case("lone surrogate", #"["\ud800x"]"#, "$", #"line 1:3: lone high surrogate \uD800 in a string"#),
        Case("leading zero", #"[01]"#, "$", "line 1:2: leading zeros are not allowed in numbers"),
    ]

    static let typeCases: [Case] = [
        Case("root not object", "[]", "$", "expected an object, found an array"),
        Case("artists not array", section: "catalog", #"{"artists": {}}"#, "$.catalog.artists", "expected an array, found an object"),
        Case("artist name number", catalog: #""name": "Band""#, #""name": 5"#, "$.catalog.artists[0].name", "expected a string, found a number"),
        Case("missing uuid", catalog: #""uuid": "a1", "#, "", "$.catalog.artists[0].uuid", "missing required key \"uuid\""),
        Case("year is number", catalog: #""year": "1977""#, #""year": 1977"#, #"$.catalog.years["a1"][0].year"#, "expected a string, found a number"),
        Case("negative source duration", catalog: #""duration": 100"#, #""duration": -3"#,
             #"$.catalog.shows["s1"].sources[0].duration"#, "expected a number of seconds ≥ 0, found -3"),
        Case("string track duration", catalog: #""duration": 50"#, #""duration": "50""#,
             #"$.catalog.shows["s1"].sources[0].sets[0].tracks[0].duration"#, "expected a number of seconds ≥ 0, found a string"),
        Case("track position fraction", catalog: #""track_position": 2"#, #""track_position": 2.5"#,
             #"$.catalog.shows["s1"].sources[0].sets[0].tracks[1].track_position"#, "expected an integer, found 2.5"),
        Case("unknown player state", section: "player", #"{"queue": ["t1"], "state": "rewinding"}"#, "$.player.state",
             #"unknown player state "rewinding"; expected one of "stopped", "playing", "paused", "stalled""#),
        Case("unknown repeat", section: "player", #"{"queue": ["t1"], "repeat": "all"}"#, "$.player.repeat",
             #"unknown repeat mode "all"; expected one of "off", "track", "queue""#),
        Case("unknown network", section: "network", #""wifi""#, "$.network",
             #"unknown network state "wifi"; expected one of "online", "offline""#),
        Case("queue index out of range", section: "player", #"{"queue": ["t1", "t2"], "current_index": 2}"#,
             "$.player.current_index", "queue index 2 is out of range 0..<2"),
        Case("negative elapsed", section: "player", #"{"queue": ["t1"], "elapsed": -1}"#, "$.player.elapsed",
             "expected a number of seconds ≥ 0, found -1"),
        Case("elapsed beyond duration", section: "player", #"{"queue": ["t1"], "elapsed": 300, "duration": 272}"#,
             "$.player.elapsed", "elapsed 300.0 is greater than duration 272.0"),
        Case("unknown load state", section: "loading", #"{"artists": "done"}"#, #"$.loading["artists"]"#,
             #"unknown load state "done"; expected one of "loading", "loaded", "failed""#),
        Case("unknown resource key", section: "loading", #"{"tracks:t1": "loading"}"#, #"$.loading["tracks:t1"]"#,
             #"unknown resource key "tracks:t1"; expected "artists", "years:<artist uuid>", "year_shows:<year uuid>" or "show:<show uuid>""#),
        Case("filter not bool", section: "user_filters", #"{"is_favorite": "yes"}"#, "$.user_filters.is_favorite",
             "expected true or false, found a string"),
    ]

    static let referenceCases: [Case] = [
        Case("unknown favourite artist", section: "library", #"{"favorite_artists": ["zz"]}"#, "$.library.favorite_artists[0]",
             #"unknown artist uuid "zz""#),
        Case("unknown offline track", section: "library", #"{"offline_tracks": ["t1", "t9"]}"#, "$.library.offline_tracks[1]",
             #"unknown track uuid "t9""#),
        Case("duplicate favourite show", section: "library", #"{"favorite_shows": ["s1", "s1"]}"#, "$.library.favorite_shows[1]",
             #"duplicate show uuid "s1" (first at index 0)"#),
        Case("unknown history track", section: "history", #"[{"track_uuid": "nope", "played_at": "2024-01-01T00:00:00Z"}]"#,
             "$.history[0].track_uuid", #"unknown track uuid "nope""#),
        Case("bad history date", section: "history", #"[{"track_uuid": "t1", "played_at": "2024-01-01T00:00:00"}]"#,
             "$.history[0].played_at",
             #"expected an ISO 8601 date-time with a zone such as "2024-05-08T21:14:00Z", found "2024-01-01T00:00:00""#),
        Case("unknown queue track", section: "player", #"{"queue": ["t1", "x"]}"#, "$.player.queue[1]", #"unknown track uuid "x""#),
        Case("duplicate artist", catalog: #""artists": ["#,
             #""artists": [{"uuid": "a1", "name": "Twin", "sort_name": "Twin"}, "#, "$.catalog.artists[1].uuid",
             #"duplicate artist uuid "a1" (first at $.catalog.artists[0].uuid)"#),
        Case("duplicate track", catalog: #""uuid": "t2""#, #""uuid": "t1""#,
             #"$.catalog.shows["s1"].sources[0].sets[0].tracks[1].uuid"#,
             #"duplicate track uuid "t1" (first at $.catalog.shows["s1"].sources[0].sets[0].tracks[0].uuid)"#),
        Case("years of unknown artist", catalog: #""years": {"a1""#, #""years": {"a2""#, #"$.catalog.years["a2"]"#,
             #"unknown artist uuid "a2": keys of catalog.years must be artist uuids from catalog.artists"#),
        Case("show body key mismatch", catalog: #""shows": {"s1""#, #""shows": {"s2""#, #"$.catalog.shows["s2"].uuid"#,
             #"show uuid "s1" differs from its key "s2""#),
        Case("loading unknown show", section: "loading", #"{"show:s9": "failed"}"#, #"$.loading["show:s9"]"#,
             #"unknown show uuid "s9" in resource key"#),
    ]

    @Test(arguments: syntaxCases + typeCases + referenceCases)
    func rejects(_ testCase: Case) {
        #expect(throws: StateDocumentError(path: testCase.path, message: testCase.message)) {
            try StateDocument.decode(testCase.bytes)
        }
    }

    @Test func fileNameIsCarriedIntoErrors() {
        do {
            _ = try StateDocument.decode(Array("[]".utf8), file: "state.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.file == "state.json")
            #expect(error.description == "state.json: $: expected an object, found an array")
        }
    }

    @Test func baseDocumentIsValid() throws {
        let state = try TestDocuments.decode(TestDocuments.document())
        #expect(state.player.currentTrackUUID == "t2")
        #expect(state.loadState(for: .show("s1")) == .loading)
        #expect(state.loadState(for: .years(artist: "a1")) == .loaded)
        #expect(state.loadState(for: .yearShows(year: "nope")) == .notLoaded)
    }
}
