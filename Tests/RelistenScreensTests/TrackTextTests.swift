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

    static func bytes() throws -> [UInt8] {
        let start = try #require(TestDocuments.catalog.range(of: #"{"uuid": "t1""#))
        let catalog = TestDocuments.catalog[..<start.lowerBound] + tracks
        let player = #"{"queue": ["t1", "tré-2"], "current_index": 1, "state": "playing", "elapsed": 10, "duration": 40, "shuffle": false, "repeat": "off"}"#
        return Array(TestDocuments.document(["catalog": String(catalog), "player": player]).utf8)
    }

    static func decoded() throws -> [Track] {
        let bytes = try bytes()
        #expect(OnePassDecoderTests.agree(bytes, "tracks with escapes and non-ASCII text"))
        let state = try #require(StateDocument.decodeInOnePass(bytes))
        return try #require(state.catalog.showDetails["s1"]?.sources.first?.sets.first?.tracks)
    }

    /// The careful decoder (documents past the one pass's size) keeps a set's uuids and
    /// URLs in one text too, not a string in an object for each.
    @Test func theCarefulDecoderKeepsASetsTextInOneObject() throws {
        let state = try StateDocument.decodeCarefully(try Self.bytes(), file: "tracks.json")
        let tracks = try #require(state.catalog.showDetails["s1"]?.sources.first?.sets.first?.tracks)
        #expect(tracks.map(\.uuid) == ["t1", "tré-2", "t3"])
        #expect(tracks.map(\.mp3URL) == ["https://e/café.mp3", "\u{301}accent.mp3", nil])
        let texts: [ObjectIdentifier] = tracks.flatMap { [$0.uuidText.storageIdentity, $0.mp3URLText?.storageIdentity] }.compactMap { $0 }
        #expect(texts.count == 5 && Set(texts).count == 1)
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

/// The one pass copies each set's text into a slab it shares with the sets read before
/// it (``TrackTextWriter``): one allocation for the sets of a few shows, and every track
/// still reads back its own uuid and URL.
@Suite struct TrackTextSlabTests {
    /// Writes sets of `counts` tracks as the one pass does, each track's uuid and URL
    /// long enough that a set of 200 fills more than a slab.
    static func written(_ counts: [Int]) -> (sets: [[Track]], given: [String]) {
        var writer = TrackTextWriter()
        let read = ListBuffer<ReadTrack>()
        var given: [String] = []
        let sets = counts.enumerated().map { set, count in
            writer.removeAll()
            for index in 0..<count {
                let track = read.appendUninitialized()
                track.initialize(to: ReadTrack())
                track.pointee.uuid = Array(uuid(set, index).utf8).withUnsafeBufferPointer { writer.append($0) }
                track.pointee.mp3URL = Array(url(set, index).utf8).withUnsafeBufferPointer { writer.append($0) }
                track.pointee.position = index + 1
            }
            return writer.tracks(from: read, sourceUUID: "src\(set)") { given.append($0.string) }
        }
        return (sets, given)
    }

    static func uuid(_ set: Int, _ index: Int) -> String { "set\(set)-track\(index)-" + String(repeating: "u", count: 60) }
    static func url(_ set: Int, _ index: Int) -> String { "https://e/\(set)/\(index)/é.mp3" }

    @Test func eachTrackOfEachSetReadsBackItsOwnText() {
        let counts = [3, 5, 200, 4]
        let (sets, given) = Self.written(counts)
        #expect(sets.map(\.count) == counts)
        for (set, tracks) in sets.enumerated() {
            #expect(tracks.map(\.uuid) == tracks.indices.map { Self.uuid(set, $0) })
            #expect(tracks.map(\.mp3URL) == tracks.indices.map { Self.url(set, $0) })
            #expect(tracks.allSatisfy { $0.sourceUUID == "src\(set)" })
        }
        #expect(given == sets.flatMap { $0.map(\.uuid) })
    }

    @Test func smallSetsShareASlabAndASetPastItsRoomStartsANewOne() {
        let (sets, _) = Self.written([3, 5, 200, 4])
        let slabs = sets.map { Set($0.flatMap { [$0.uuidText.storageIdentity, $0.mp3URLText?.storageIdentity] }) }
        #expect(slabs.map(\.count) == [1, 1, 1, 1])  // uuids and URLs of a set in one slab
        let (first, second, large, last) = (slabs[0], slabs[1], slabs[2], slabs[3])
        #expect(first == second)
        #expect(large != first && last != large && last != first)
    }
}
