@testable import RelistenScreens
import Testing

/// A decoded set's tracks hold their uuids and MP3 URLs as pieces of one shared text
/// (``TrackText``): each reads back exactly as written — escapes undone, non-ASCII text
/// and a URL that starts with a combining mark whole — and compares and hashes as a
/// track made from strings does, byte for byte.
@Suite struct TrackTextTests {
    static let tracks = #"""
          {"uuid": "t1", "track_position": 1, "title": "One", "duration": 50, "mp3_url": "https:\/\/e\/café.mp3"},
          {"uuid": "tré-2", "track_position": 2, "title": "Two", "duration": 40, "mp3_url": "́accent.mp3"},
          {"uuid": "t3", "track_position": 3, "title": "Three", "mp3_url": null}]}]}]}}}
    """#

    static func decoded() throws -> [Track] {
        let start = try #require(TestDocuments.catalog.range(of: #"{"uuid": "t1""#))
        let catalog = TestDocuments.catalog[..<start.lowerBound] + tracks
        let player = #"{"queue": ["t1", "tré-2"], "current_index": 1, "state": "playing", "elapsed": 10, "duration": 40, "shuffle": false, "repeat": "off"}"#
        let bytes = Array(TestDocuments.document(["catalog": String(catalog), "player": player]).utf8)
        #expect(OnePassDecoderTests.agree(bytes, "tracks with escapes and non-ASCII text"))
        let state = try #require(StateDocument.decodeInOnePass(bytes))
        return try #require(state.catalog.showDetails["s1"]?.sources.first?.sets.first?.tracks)
    }

    @Test func eachTrackReadsBackItsOwnText() throws {
        let tracks = try Self.decoded()
        #expect(tracks.map(\.uuid) == ["t1", "tré-2", "t3"])
        #expect(tracks.map(\.mp3URL) == ["https://e/café.mp3", "\u{301}accent.mp3", nil])
        #expect(tracks.map(\.isPlayable) == [true, true, false])
        #expect(tracks[1].hasUUID("tré-2") && !tracks[1].hasUUID("tré"))
    }

    @Test func aDecodedTrackIsEqualToOneMadeFromStrings() throws {
        let tracks = try Self.decoded()
        let made = Track(uuid: "tré-2", position: 2, title: "Two", duration: 40, mp3URL: "\u{301}accent.mp3", sourceUUID: "src1")
        #expect(tracks[1] == made)
        #expect(tracks[1].hashValue == made.hashValue)
        #expect(Set(tracks).contains(made))
        var renamed = tracks[0]
        renamed.uuid = "t9"
        renamed.mp3URL = nil
        #expect(renamed.uuid == "t9" && renamed.mp3URL == nil && tracks[0].uuid == "t1")
        #expect(tracks[0] != renamed && tracks[2] != made)
    }

    @Test func piecesAreComparedByTheirBytes() {
        let text = Array("tré-2tré-2e\u{301}".utf8).withUnsafeBufferPointer(TrackTextStorage.copying)
        let first = TrackText(in: text, at: 0..<6), second = TrackText(in: text, at: 6..<12)
        #expect(first == second && first == TrackText("tré-2") && first == "tré-2")
        #expect(first.hashValue == TrackText("tré-2").hashValue)
        #expect(TrackText(in: text, at: 0..<2) != TrackText(in: text, at: 0..<3))
        // Canonically equivalent to "é", spelt otherwise: another uuid, as the index reads it.
        let decomposed = TrackText(in: text, at: 12..<15)
        #expect(decomposed.string == "e\u{301}" && decomposed != TrackText("é") && !(decomposed == "é"))
        #expect(TrackText(in: text, at: 6..<6).string.isEmpty)
    }

    /// A track made in code keeps its strings: reading its uuid back (each track row does,
    /// twice) hands out the same bytes, not a copy, and the text stays two words.
    @Test func aTrackMadeFromStringsReadsBackTheStringItWasGiven() {
        let uuid = "0f3c9a1e-7b2d-4c8e-9f10-aa55bb66cc77"
        let track = Track(uuid: uuid, position: 1, title: "Bertha", sourceUUID: "src1")
        let given = uuid.utf8.withContiguousStorageIfAvailable { $0.baseAddress }
        #expect(track.uuid.utf8.withContiguousStorageIfAvailable { $0.baseAddress } == given)
        #expect(track.uuid == uuid && track.hasUUID(uuid))
        #expect(MemoryLayout<TrackText>.size == 16 && MemoryLayout<TrackText?>.size == 16)
    }
}
