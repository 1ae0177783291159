@testable import RelistenScreens
import KitSupport
import TemplateKitLite
import Testing

/// ``StateDocumentEdits`` gives exactly what a full decode gives, version after version:
/// the same state, or the same error message, over many seeded random edits of
/// generated documents — edits that keep them valid and edits that break them, in the
/// catalog's show bodies, around them and in the local state.
@Suite struct StateDocumentEditsTests {
    /// Decodes `bytes` as a version after the ones `edits` read, and in full; they must
    /// agree. Returns whether the version decodes.
    @discardableResult
    static func agree(_ edits: StateDocumentEdits, _ bytes: [UInt8], _ name: String,
                      sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let full = Result { () throws(StateDocumentError) in try StateDocument.decode(bytes, file: "state.json") }
        let spliced = Result { () throws(StateDocumentError) in try edits.decode(bytes, file: "state.json") }
        switch (full, spliced) {
        case (.success(let whole), .success(let edited)):
            #expect(whole == edited, "\(name): another state (\(edits.lastReading))", sourceLocation: sourceLocation)
            return true
        case (.failure(let whole), .failure(let edited)):
            #expect(whole.description == edited.description, "\(name)", sourceLocation: sourceLocation)
        case (.success, .failure(let error)):
            Issue.record("\(name): decodes in full, not as an edit: \(error)", sourceLocation: sourceLocation)
        case (.failure(let error), .success):
            Issue.record("\(name): decodes as an edit, not in full: \(error)", sourceLocation: sourceLocation)
        }
        return false
    }

    @Test func randomEditsDecodeAsAFullDecodeDoes() {
        var readings: [String: Int] = [:]
        for seed in UInt64(1)...40 {
            var generator = StateDocumentGenerator(seed: seed)
            var random = SplitMix64Source(seed: seed &* 7_919)
            // Odd seeds in a shuffled key order (`shows` may come before `year_shows`).
            var shuffle = seed % 2 == 1 ? KitSupport.SplitMix64(seed: seed) : nil
            var current = Array(generator.document().text(shuffle: &shuffle).utf8)
            let edits = StateDocumentEdits()
            Self.agree(edits, current, "seed \(seed)")
            for step in 0..<60 {
                let edited = RandomEdit.apply(to: current, &random)
                let decodes = Self.agree(edits, edited, "seed \(seed) step \(step)")
                readings[Self.name(edits.lastReading), default: 0] += 1
                // Go on from a version that decodes (a broken one is mostly broken again).
                if decodes { current = edited }
            }
        }
        // Every way of reading a version is taken, many times.
        for reading in ["unchanged", "catalogKept", "showBodiesKept", "whole", "careful"] {
            #expect(readings[reading, default: 0] >= 20, "\(reading): \(readings)")
        }
    }

    static func name(_ reading: StateDocumentEdits.Reading) -> String {
        switch reading {
        case .unchanged: "unchanged"
        case .catalogKept: "catalogKept"
        case .showBodiesKept: "showBodiesKept"
        case .whole: "whole"
        case .careful: "careful"
        }
    }

    @Test func anEditOutsideTheCatalogKeepsItWhole() throws {
        let edits = StateDocumentEdits()
        Self.agree(edits, Array(TestDocuments.document().utf8), "base")
        let paused = TestDocuments.document().replacing(#""state": "playing""#, with: #""state": "paused""#)
        #expect(Self.agree(edits, Array(paused.utf8), "paused"))
        #expect(edits.lastReading == .catalogKept)
        #expect(try edits.decode(Array(paused.utf8)).player.state == .paused)
    }

    /// The base document with a second show body before the one with tracks.
    static let twoBodies = TestDocuments.document(["catalog": TestDocuments.catalog(
        replacing: #""shows": {"s1": {"#,
        with: #""shows": {"s0": {"uuid": "s0", "display_date": "1977-05-07", "artist_uuid": "a1", "year_uuid": "y1", "sources": []}, "s1": {"#)])

    @Test func anEditInAShowBodyReadsThatBodyAgain() {
        let edits = StateDocumentEdits()
        #expect(Self.agree(edits, Array(Self.twoBodies.utf8), "base"))
        let renamed = Self.twoBodies.replacing(#""title": "Two""#, with: #""title": "Deux""#)
        #expect(Self.agree(edits, Array(renamed.utf8), "renamed"))
        #expect(edits.lastReading == .showBodiesKept(kept: 1, read: 1))
        #expect(edits.lastCatalogSectionsKept == 3)  // artists, years and year_shows taken over
        // A track added: the body is laid out otherwise, so the indexes are made again.
        let added = renamed.replacing(#""mp3_url": null}]}]}]}"#,
                                      with: #""mp3_url": null}, {"uuid": "t4", "track_position": 4, "title": "Four"}]}]}]}"#)
        #expect(Self.agree(edits, Array(added.utf8), "added"))
        #expect(edits.lastReading == .showBodiesKept(kept: 1, read: 1))
        // The same bytes again: the same state.
        #expect(Self.agree(edits, Array(added.utf8), "again"))
        #expect(edits.lastReading == .unchanged)
    }

    /// A body whose listing in `catalog.year_shows` changed decodes otherwise (its show is
    /// the listing's), so it is read again though its bytes are the same.
    @Test func aBodyWhoseListingChangedIsReadAgain() throws {
        let edits = StateDocumentEdits()
        Self.agree(edits, Array(Self.twoBodies.utf8), "base")
        let moved = Self.twoBodies.replacing(#""venue": {"name": "Hall""#, with: #""venue": {"name": "Arena""#)
        #expect(Self.agree(edits, Array(moved.utf8), "listing"))
        #expect(edits.lastReading == .showBodiesKept(kept: 1, read: 1))
        #expect(edits.lastCatalogSectionsKept == 2)  // year_shows read again, artists and years kept
        #expect(try edits.decode(Array(moved.utf8)).catalog.showDetails["s1"]?.show.venue?.name == "Arena")
    }

    /// The base document with a body no year lists before the listed one, its source
    /// and track (`src0`, `t0`) in a body kept while `s1` is read again.
    static let keptBody = TestDocuments.document(["catalog": TestDocuments.catalog(
        replacing: #""shows": {"s1": {"#,
        with: #""shows": {"s0": {"uuid": "s0", "display_date": "1977-05-07", "artist_uuid": "a1", "year_uuid": "y1", "sources": [{"uuid": "src0", "duration": 10, "sets": [{"index": 0, "name": "", "tracks": [{"uuid": "t0", "track_position": 1, "title": "Zero", "mp3_url": null}]}]}]}, "s1": {"#)])

    /// A body read again is checked against the uuids of the bodies taken over (kept
    /// aside, not copied) as a full decode checks it, and the local state finds the uuids
    /// of both: duplicates across them, a uuid no longer in the catalog, a kept one named.
    @Test func aBodyReadAgainMeetsTheUUIDsOfTheBodiesKept() {
        let edits = StateDocumentEdits()
        #expect(Self.agree(edits, Array(Self.keptBody.utf8), "base"))
        let versions: [(String, String, String, Bool)] = [
            ("a track uuid of a kept body", #""uuid": "t1""#, #""uuid": "t0""#, false),
            ("a source uuid of a kept body", #""uuid": "src1""#, #""uuid": "src0""#, false),
            ("a kept body's key again", #", "s1": {"uuid": "s1""#, #", "s0": {"uuid": "s0", "display_date": "1977-05-07", "artist_uuid": "a1", "year_uuid": "y1", "sources": []}, "s1": {"uuid": "s1""#, false),
            ("a track the local state names renamed away", #""uuid": "t1""#, #""uuid": "t9""#, false),
            ("the local state names a kept track", #""offline_tracks": ["t1"]"#, #""offline_tracks": ["t0", "t1"]"#, true),
        ]
        for (name, find, replacement, decodes) in versions {
            let edited = Self.keptBody.replacing(find, with: replacement)
            #expect(edited != Self.keptBody, "\(name): the edit must apply")
            #expect(Self.agree(edits, Array(edited.utf8), name) == decodes, "\(name)")
        }
        // Every version was compared with the base, the last good one: s0 kept each time.
        let renamedAway = Self.keptBody.replacing(#""uuid": "t1""#, with: #""uuid": "t9""#)
            .replacing(#""offline_tracks": ["t1"]"#, with: #""offline_tracks": ["t0"]"#)
            .replacing(#""history": [{"track_uuid": "t1""#, with: #""history": [{"track_uuid": "t0""#)
            .replacing(#""queue": ["t1", "t2"]"#, with: #""queue": ["t0", "t2"]"#)
        #expect(Self.agree(edits, Array(renamedAway.utf8), "a track's uuid changed, the local state following"))
        #expect(edits.lastReading == .showBodiesKept(kept: 1, read: 1))
        // The next version is compared with that one: t9 is known, t1 is not.
        let back = renamedAway.replacing(#""offline_tracks": ["t0"]"#, with: #""offline_tracks": ["t9", "t1"]"#)
        #expect(!Self.agree(edits, Array(back.utf8), "a uuid of the version before the last"))
    }

    /// A version with an error is explained as in full, and the next good one is read
    /// against the last good one.
    @Test func aBrokenVersionIsExplainedAndTheLastGoodOneStays() {
        let edits = StateDocumentEdits()
        Self.agree(edits, Array(TestDocuments.document().utf8), "base")
        let broken = TestDocuments.document().replacing(#""title": "Two""#, with: #""title": 2"#)
        #expect(!Self.agree(edits, Array(broken.utf8), "broken"))
        #expect(edits.lastReading == .careful)
        let offline = TestDocuments.document().replacing(#""network": "online""#, with: #""network": "offline""#)
        #expect(Self.agree(edits, Array(offline.utf8), "offline"))
        #expect(edits.lastReading == .catalogKept)
    }
}

/// A random edit of a document's bytes: a digit or a letter changed, bytes deleted,
/// a piece of JSON or whitespace inserted, a piece of the document copied elsewhere, or
/// none (the same bytes saved again).
enum RandomEdit {
    static let pieces: [String] = [
        " ", "\n", ",", "}", "]", "{", "\"", ":", "null", "1", "-", "\\", "\"x\": 1, ", "{\"uuid\": \"u\"}", "é", "\u{1}",
    ]

    static func apply(to bytes: [UInt8], _ random: inout SplitMix64Source) -> [UInt8] {
        guard !bytes.isEmpty else { return Array("{}".utf8) }
        var edited = bytes
        let at = random.below(bytes.count)
        switch random.below(7) {
        case 0, 1:  // a digit or a letter becomes another of its kind (mostly still valid)
            guard let found = (at..<bytes.count).first(where: { isDigit(bytes[$0]) || isLetter(bytes[$0]) }) else { break }
            edited[found] = isDigit(bytes[found])
                ? UInt8(ascii: "0") + UInt8(random.below(10)) : UInt8(ascii: "a") + UInt8(random.below(26))
        case 2:
            edited.removeSubrange(at..<min(bytes.count, at + random.within(1...12)))
        case 3:
            edited.insert(contentsOf: Array(random.pick(pieces).utf8), at: at)
        case 4:
            let from = random.below(bytes.count)
            edited.insert(contentsOf: bytes[from..<min(bytes.count, from + random.within(1...80))], at: at)
        case 5:  // whitespace before a token (valid unless inside a literal)
            edited.insert(UInt8(ascii: " "), at: at)
        default:  // saved again as it was
            break
        }
        return edited
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    static func isLetter(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
}
