import Testing
@testable import RelistenScreens
import TemplateKitLite

/// The tape the state decoder reads instead of a tree: exact code-unit keys, the same
/// results as the tree, and a size reserved once.
struct JSONTapeTests {
    /// RFC 8259 does not normalise: NFC "é" and NFD "e\u{301}" are two keys for the state
    /// decoder. A `JSONValue` object cannot hold both, so the tree parser says so.
    @Test func nfcAndNFDKeysAreTwoKeys() throws {
        let text = "{\"catalog\": {}, \"x\u{E9}\": 1, \"xe\u{301}\": 2}"
        #expect(throws: Never.self) { try StateDocument.decode(Array(text.utf8), file: "n.json") }
        #expect(throws: JSONSyntaxError(line: 1, column: 26, message:
            "key \"xe\u{301}\" equals an earlier key as a Swift string (canonically equivalent); a JSONValue object cannot hold both")) {
            try JSONParser.parse(Array(text.utf8))
        }
    }

    /// A key spelled with escapes is the key it spells.
    @Test func escapedKeysAreComparedUnescaped() {
        let text = #"{"a": 1, "\u0061": 2}"#
        #expect(throws: StateDocumentError(file: "e.json", path: "$", message: #"line 1:10: duplicate key "a" in the object at $"#)) {
            try StateDocument.decode(Array(text.utf8), file: "e.json")
        }
    }

    /// Past 16 keys an object's keys are hashed; duplicates are still found, and the path
    /// of the object is named.
    @Test func duplicatesInBigObjectsAreFound() {
        let keys = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let text = #"{"library": {"# + keys + #", "k7": 0}}"#
        #expect(throws: StateDocumentError.self) { try StateDocument.decode(Array(text.utf8)) }
        do {
            _ = try StateDocument.decode(Array(text.utf8))
        } catch {
            #expect(error.message.hasSuffix(#"duplicate key "k7" in the object at $.library"#))
        }
    }

    /// The reserved bound is never exceeded, so the tape never grows by copying.
    @Test func entryBoundCoversEveryEntry() throws {
        for text in [DefaultState.json, "0", "[]", #"{"a": [1, {"b": "c,:[{"}], "d": {}}"#, "[[[[1]]], 2, [3, [4]]]"] {
            let bytes = Array(text.utf8)
            let tape = try JSONParser.tape(bytes)
            #expect(tape.entries.count <= JSONScanner.entryBound(bytes), "\(text.prefix(40))")
        }
    }

    /// Containers at the deferred depth keep one entry and their own text: the compact
    /// tape and each expanded value read as the whole document's tape does.
    @Test func valuesKeptApartReadAsTheWholeTape() throws {
        let text = #"{"a": {"b": [1, "x\"y"], "c": {}}, "d": [{"e": 2.5}, 3], "f": "g"}"#
        let tape = try JSONParser.tape(Array(text.utf8), deferredDepth: 2).keepingApart()
        #expect(tape.pieces.count == 2)
        #expect(tape.bytes.count < text.utf8.count)
        let object = ObjectNode(tape: tape, index: 0, path: .root)
        #expect(try object.required("f").string() == "g")
        let b = try object.required("a").object().required("b").array()
        #expect(try b[1].string() == "x\"y")
        let d = try object.required("d").array()
        #expect(try d[0].object().number("e", default: 0) == 2.5)
        #expect(try d[1].int() == 3)
        let first = try #require(tape.expanded(tape.pieces.keys.min() ?? 0))
        #expect(try JSONTreeBuilder(tape: first).value(at: 0) == .array([.int(1), .string("x\"y")]))
    }

    /// A value whose text was released after it was read is an error when read again,
    /// never an empty container.
    @Test func releasedValuesAreNotReadAsEmpty() throws {
        let tape = try JSONParser.tape(Array(#"{"m": {"k": [1]}}"#.utf8), deferredDepth: 2).keepingApart()
        let map = try ObjectNode(tape: tape, index: 0, path: .root).required("m").object()
        var counts: [Int] = []
        try map.forEachSortedEntry { (_, node) throws(StateDocumentError) in counts.append(try node.array().count) }
        #expect(counts == [1])
        #expect(throws: StateDocumentError(file: nil, path: #"$.m.k"#,
                                           message: "internal error: this value was read after its text was freed")) {
            try map.required("k").array()
        }
    }

    /// A document decoded from its bytes and from its parsed tree gives the same state.
    @Test func treeAndBytesDecodeAlike() throws {
        let bytes = Array(DefaultState.json.utf8)
        #expect(try StateDocument.decode(JSONParser.parse(bytes)) == StateDocument.decode(bytes))
    }

    /// A duplicate track's first place is rebuilt from its source's path and positions.
    @Test func duplicateTrackNamesItsFirstPlace() {
        let tracks = #"{"uuid": "t1", "track_position": 1, "title": "A"}, {"uuid": "t1", "track_position": 2, "title": "B"}"#
        let text = #"{"catalog": {"artists": [{"uuid": "a1", "name": "A"}], "shows": {"s1": {"uuid": "s1", "display_date": "1977-05-08", "artist_uuid": "a1", "year_uuid": "y1", "sources": [{"uuid": "src", "sets": [{"tracks": [{"uuid": "t0", "track_position": 0, "title": "Z"}]}, {"tracks": ["#
            + tracks + "]}]}]}}}}"
        #expect(throws: StateDocumentError(
            file: nil, path: #"$.catalog.shows["s1"].sources[0].sets[1].tracks[1].uuid"#,
            message: #"duplicate track uuid "t1" (first at $.catalog.shows["s1"].sources[0].sets[1].tracks[0].uuid)"#)) {
            try StateDocument.decode(Array(text.utf8))
        }
    }
}
