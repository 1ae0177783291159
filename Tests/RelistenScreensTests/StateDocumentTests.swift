import Foundation
import Testing
@testable import RelistenScreens
import TemplateKitLite

struct StateDocumentTests {
    @Test func defaultStateDecodes() throws {
        let state = try StateDocument.decode(Array(DefaultState.json.utf8))
        #expect(state == AppState.default)
        #expect(state.catalog.artists.count == 10)
        let gd = try #require(state.artist("77a58ff9-2e01-c59c-b8eb-cff106049b72"))
        #expect(gd.showCount == 2049 && gd.sourceCount == 13348 && gd.isFeatured)
        #expect(state.catalog.artists.filter(\.isAutoCreated).count == 2)
    }

    @Test func defaultStateHasAnActiveQueue() throws {
        let state = AppState.default
        #expect(state.history.count == 8)
        #expect(state.player.currentIndex == 2 && state.player.state == .playing)
        #expect(state.player.elapsed == 100 && state.player.duration == 272)
        let now = try #require(state.nowPlaying)
        #expect(now.track.title == "El Paso" && now.track.duration == 272)
        #expect(Format.nowPlaying(now).artistLine == "Grateful Dead")
        let tracks: [Track] = state.catalog.showDetails.values.flatMap(\.sources).flatMap(\.sets).flatMap(\.tracks)
        #expect(tracks.contains { !$0.isPlayable })
    }

    @Test func reorderedKeysDecodeToEqualState() throws {
        let original = try TestDocuments.decode(TestDocuments.document())
        let reordered = #"""
        {"user_filters": {"combine": "and", "is_playable_offline": null, "is_favorite": true},
         "network": "online",
         "loading": {"show:s1": "loading", "artists": "loaded"},
         "player": {"repeat": "off", "shuffle": false, "duration": 40, "elapsed": 10, "state": "playing", "current_index": 1, "queue": ["t1", "t2"]},
         "history": [{"played_at": "2024-05-08T21:14:00Z", "track_uuid": "t1"}],
         "library": {"offline_tracks": ["t1"], "favorite_sources": ["src1"], "favorite_shows": ["s1"], "favorite_artists": ["a1"]},
         "catalog": {
          "shows": {"s1": {"sources": [{"sets": [{"tracks": [
              {"mp3_url": "https://e/1.mp3", "duration": 50, "title": "One", "track_position": 1, "uuid": "t1"},
              {"mp3_url": "https://e/2.mp3", "duration": 40, "title": "Two", "track_position": 2, "uuid": "t2"},
              {"mp3_url": null, "title": "Three", "track_position": 3, "uuid": "t3"}], "name": "", "index": 0}],
            "is_soundboard": true, "duration": 100, "uuid": "src1"}], "display_date": "1977-05-08", "uuid": "s1"}},
          "year_shows": {"y1": [{"venue": {"location": "Town", "name": "Hall"}, "display_date": "1977-05-08", "uuid": "s1"}]},
          "years": {"a1": [{"source_count": 1, "show_count": 1, "year": "1977", "uuid": "y1"}]},
          "artists": [{"source_count": 1, "show_count": 1, "featured": 1, "sort_name": "Band", "name": "Band", "uuid": "a1"}]}}
        """#
        #expect(try TestDocuments.decode(reordered) == original)
    }

    @Test func optionalFieldsMayBeMissing() throws {
        let state = try TestDocuments.decode("{}")
        #expect(state == AppState.empty)
        let show = try #require(try TestDocuments.decode(TestDocuments.document()).showDetail("s1"))
        #expect(show.show.venue == Venue(name: "Hall", location: "Town"))
        let track: Track = show.sources[0].sets[0].tracks[2]
        #expect(track.mp3URL == nil && track.duration == nil && show.sources[0].taper == nil)
    }

    @Test func exoticNamesDecode() throws {
        let long = String(repeating: "ä", count: 100_000)
        let catalog = TestDocuments.catalog(replacing: #""name": "Band""#, with: "\"name\": \"\(long)👩‍🎤 שלום e\u{301}\"")
        let state = try TestDocuments.decode(TestDocuments.document(["catalog": catalog]))
        #expect(state.artist("a1")?.name == long + "👩‍🎤 שלום e\u{301}")
    }

    @Test func yearShowsAcceptsObjectWithShows() throws {
        let catalog = TestDocuments.catalog(
            replacing: #""year_shows": {"y1": [{"uuid": "s1", "display_date": "1977-05-08", "venue": {"name": "Hall", "location": "Town"}}]}"#,
            with: #""year_shows": {"y1": {"year": "1977", "shows": [{"uuid": "s1", "display_date": "1977-05-08"}]}}"#)
        let state = try TestDocuments.decode(TestDocuments.document(["catalog": catalog]))
        #expect(state.shows("y1").map(\.uuid) == ["s1"])
        #expect(state.show("s1")?.artistUUID == "a1")
    }

    @Test(arguments: [
        ("2024-05-08T21:14:00Z", 1_715_202_840),
        ("2024-05-08T23:30:00-02:00", 1_715_218_200),
        ("2024-05-09t01:30:00.999+00:00", 1_715_218_200),
        ("1969-12-31T23:59:59Z", -1),
        ("2000-02-29T12:00:00+0530", 951_805_800),
        ("2026-04-18", 1_776_470_400),
    ])
    func parsesTimestamps(_ text: String, _ expected: Int) {
        #expect(ISO8601.epochSeconds(text) == expected)
    }

    @Test(arguments: ["2023-02-29T00:00:00Z", "2024-05-08T24:00:00Z", "2024-05-08T21:14:00", "2024-5-8T21:14:00Z", "yesterday", ""])
    func rejectsTimestamps(_ text: String) {
        #expect(ISO8601.epochSeconds(text) == nil)
    }

    @Test func pathsEscapeKeys() {
        let path = JSONPath.root.appending(key: "catalog").appending(key: "shows").appending(entry: "a\"b")
            .appending(index: 2).appending(key: "9x")
        #expect(path.description == #"$.catalog.shows["a\"b"][2]["9x"]"#)
    }
}

/// The example in Docs/state-document.md must stay a valid document.
struct DocumentationExampleTests {
    @Test func docsExampleDecodes() throws {
        let url = SharedFixtures.packageRoot.appendingPathComponent("Docs/state-document.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(text.range(of: "```json\n"))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        let state = try StateDocument.decode(Array(text[start.upperBound..<end.lowerBound].utf8), file: "state-document.md")
        #expect(state.nowPlaying?.track.title == "New Minglewood Blues")
        #expect(state.loadState(for: .years(artist: "ce1dd669-3f3b-0186-ab59-e8300e92db7f")) == .loading)
        #expect(state.filteredShows(state.shows("y-1977")).map(\.uuid) == ["s-cornell"])
    }
}
