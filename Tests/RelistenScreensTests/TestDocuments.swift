@testable import RelistenScreens
import TemplateKitLite

/// A small valid state document whose top-level sections can be replaced one by one.
enum TestDocuments {
    static let catalog = #"""
    {"artists": [{"uuid": "a1", "name": "Band", "sort_name": "Band", "featured": 1, "show_count": 1, "source_count": 1}],
     "years": {"a1": [{"uuid": "y1", "year": "1977", "show_count": 1, "source_count": 1}]},
     "year_shows": {"y1": [{"uuid": "s1", "display_date": "1977-05-08", "venue": {"name": "Hall", "location": "Town"}}]},
     "shows": {"s1": {"uuid": "s1", "display_date": "1977-05-08", "sources": [
        {"uuid": "src1", "duration": 100, "is_soundboard": true, "sets": [{"index": 0, "name": "", "tracks": [
          {"uuid": "t1", "track_position": 1, "title": "One", "duration": 50, "mp3_url": "https://e/1.mp3"},
          {"uuid": "t2", "track_position": 2, "title": "Two", "duration": 40, "mp3_url": "https://e/2.mp3"},
          {"uuid": "t3", "track_position": 3, "title": "Three", "mp3_url": null}]}]}]}}}
    """#

    static let sections: [(String, String)] = [
        ("catalog", catalog),
        ("library", #"{"favorite_artists": ["a1"], "favorite_shows": ["s1"], "favorite_sources": ["src1"], "offline_tracks": ["t1"]}"#),
        ("history", #"[{"track_uuid": "t1", "played_at": "2024-05-08T21:14:00Z"}]"#),
        ("player", #"{"queue": ["t1", "t2"], "current_index": 1, "state": "playing", "elapsed": 10, "duration": 40, "shuffle": false, "repeat": "off"}"#),
        ("loading", #"{"artists": "loaded", "show:s1": "loading"}"#),
        ("network", #""online""#),
        ("user_filters", #"{"is_favorite": true, "is_playable_offline": null, "combine": "and"}"#),
    ]

    /// The document with `overrides` (section → raw JSON) replacing sections.
    static func document(_ overrides: [String: String] = [:]) -> String {
        let body = sections.map { key, value in "\"\(key)\": \(overrides[key] ?? value)" }.joined(separator: ",\n")
        return "{\n" + body + "\n}\n"
    }

    /// The catalog text with `find` replaced by `replacement` (must occur).
    static func catalog(replacing find: String, with replacement: String) -> String {
        catalog.replacing(find, with: replacement)
    }

    static func decode(_ text: String) throws(StateDocumentError) -> AppState {
        try StateDocument.decode(Array(text.utf8))
    }
}
