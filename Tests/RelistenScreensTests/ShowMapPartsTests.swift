@testable import RelistenScreens
import KitSupport
import Testing

/// `catalog.shows` read in parts on several cores decodes to exactly what one part does:
/// the same state, the same track uuids in the same order, the same spans an edit takes
/// over from. The splits here are far finer than a real one (parts of a few hundred
/// bytes), so most guesses land inside show bodies and are not joined.
@Suite struct ShowMapPartsTests {
    static let splits = [2, 3, 5, 16].map { ShowMapParts(count: $0, minimumBytes: 64) }

    /// Decodes `bytes` in one part and in each of ``splits``: every pass must agree with
    /// the one-part pass. Returns how many parts were joined in all.
    @discardableResult
    static func agree(_ bytes: [UInt8], _ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        let whole = OnePassDecoder.pass(over: bytes, reusing: nil, parts: .one)
        var joined = 0
        for parts in splits {
            let split = OnePassDecoder.pass(over: bytes, reusing: nil, parts: parts)
            #expect((split != nil) == (whole != nil), "\(name), \(parts.count) parts", sourceLocation: sourceLocation)
            guard let whole, let split else { continue }
            #expect(Summary(split) == Summary(whole), "\(name), \(parts.count) parts", sourceLocation: sourceLocation)
            joined += split.partsRead.joined
        }
        return joined
    }

    /// Whether the one pass takes `bytes` (a failed expectation prints no document).
    static func isTaken(_ bytes: [UInt8], _ parts: ShowMapParts) -> Bool {
        OnePassDecoder.pass(over: bytes, reusing: nil, parts: parts) != nil
    }

    /// What a pass gives that anything after it reads.
    struct Summary: Equatable {
        let state: AppState
        let tracks: [String]?
        let showOrder: [String]?
        let spans: [Range<Int>]
        let members: [String]
        let readShowMembers: [Int]
        let sources: [String]

        init(_ pass: OnePassDecoder.Pass) {
            state = pass.document.appState()
            tracks = pass.document.readTracks?.uuids.uuids.map(\.string)
            showOrder = pass.document.readTracks?.showOrder
            spans = pass.spans.showMembers.map(\.span)
            members = pass.spans.showMembers.map(\.uuid)
            readShowMembers = pass.readShowMembers
            sources = pass.kept.known.sources.uuids
        }
    }

    @Test func theLargeFixtureDecodesTheSameInParts() throws {
        let bytes = try OnePassDecoderTests.largeState()
        #expect(Self.agree(bytes, "large-state.json") > 0, "some parts were joined")
        let parts = try #require(OnePassDecoder.pass(over: bytes, reusing: nil, parts: ShowMapParts(count: 4, minimumBytes: 1 << 16)))
        #expect(parts.partsRead.read == 4)
        #expect(parts.partsRead.joined == 3, "each guess a member's start")
    }

    @Test func generatedDocumentsDecodeTheSameInParts() {
        var joined = 0
        for seed in GeneratedDocumentTests.seeds {
            var generator = StateDocumentGenerator(seed: seed)
            let tree = generator.document()
            var shuffle: KitSupport.SplitMix64? = KitSupport.SplitMix64(seed: seed &* 7 &+ 3)
            var inOrder: KitSupport.SplitMix64?
            joined += Self.agree(Array(tree.text(shuffle: &inOrder).utf8), "seed \(seed)")
            joined += Self.agree(Array(tree.text(shuffle: &shuffle).utf8), "seed \(seed), keys shuffled")
        }
        #expect(joined > 0)
    }

    /// Parts begun anywhere at all — inside a string, a number, a key, past the map —
    /// never change the decode: only a part begun at a member's key is ever joined.
    @Test func partsBegunAtRandomOffsetsDecodeTheSame() throws {
        var random = KitSupport.SplitMix64(seed: 31)
        var documents = [try OnePassDecoderTests.largeState()]
        for seed in GeneratedDocumentTests.seeds.prefix(8) {
            var generator = StateDocumentGenerator(seed: seed)
            var inOrder: KitSupport.SplitMix64?
            documents.append(Array(generator.document().text(shuffle: &inOrder).utf8))
        }
        for bytes in documents {
            let whole = OnePassDecoder.pass(over: bytes, reusing: nil, parts: .one)
            for _ in 0..<12 {
                let count = Int(random.next() % 4) + 1
                let starts = Set((0..<count).map { _ in Int(random.next() % UInt64(bytes.count)) }).sorted()
                let split = OnePassDecoder.pass(over: bytes, reusing: nil, parts: ShowMapParts(count: 2, minimumBytes: 1, givenStarts: starts))
                #expect((split != nil) == (whole != nil), "starts \(starts)")
                if let whole, let split { #expect(Summary(split) == Summary(whole), "starts \(starts)") }
            }
        }
    }

    /// A body that gives an unknown key an object after another object reads like a
    /// member's start (`}, "x-b": {`): a part begun there is never joined, and the parts
    /// after it are read on by the part before.
    @Test func aGuessInsideAShowBodyIsNotJoined() throws {
        let text = String(decoding: try OnePassDecoderTests.largeState(), as: UTF8.self)
            .replacing(#""venue": {"#, with: #""x-a": {}, "x-b": {"k": 1}, "venue": {"#)
        let bytes = Array(text.utf8)
        Self.agree(bytes, "objects inside show bodies")
        let whole = try #require(OnePassDecoder.pass(over: bytes, reusing: nil, parts: .one))
        let members = whole.spans.showMembers.map(\.span.lowerBound)
        try #require(members.count > 3)
        // A `"x-b"` inside the third show body, after the second member's start.
        let inBody = try #require(bytes.indices.first { index in
            index > members[2] && bytes[index...].starts(with: #""x-b""#.utf8)
        })
        let guess = bytes.withUnsafeBufferPointer { ShowMapParts.memberStart(from: inBody - 8, in: $0) }
        #expect(guess == inBody, "the pattern is taken for a member's start")
        for (starts, joined) in [([inBody], 0), ([members[1], inBody], 1)] {
            let parts = ShowMapParts(count: 2, minimumBytes: 1, givenStarts: starts)
            let split = try #require(OnePassDecoder.pass(over: bytes, reusing: nil, parts: parts))
            #expect(Summary(split) == Summary(whole))
            #expect(split.partsRead.read == starts.count + 1)
            #expect(split.partsRead.joined == joined)
        }
    }

    /// A show body the parts read apart twice is found when they are joined, as in one
    /// part. (With `shows` after `year_shows`: a map passed over first is validated by the
    /// scanner, which finds the duplicate key itself.)
    @Test func aShowInTwoPartsIsADuplicate() throws {
        let bytes = try Self.inDependencyOrder(OnePassDecoderTests.largeState())
        Self.agree(bytes, "large-state.json, shows last")
        let whole = try #require(OnePassDecoder.pass(over: bytes, reusing: nil, parts: .one))
        let last = try #require(whole.spans.showMembers.last)
        // The first show of the same year (its listing agrees with the body's artist and year).
        let first = try #require(whole.spans.showMembers.first { $0.bodyShow.yearUUID == last.bodyShow.yearUUID })
        let body = String(decoding: bytes[last.span], as: UTF8.self).replacing(last.uuid, with: first.uuid)
        let edited = Array(bytes[..<last.span.lowerBound]) + Array(body.utf8) + Array(bytes[last.span.upperBound...])
        let split = ShowMapParts(count: 4, minimumBytes: 1 << 16)
        #expect(!Self.isTaken(edited, .one))
        #expect(!Self.isTaken(edited, split), "the duplicate is found where the parts are joined")
        let unedited = try #require(OnePassDecoder.pass(over: bytes, reusing: nil, parts: split))
        #expect(unedited.partsRead.joined == 3, "the same split joins every part of the document unedited")
    }

    /// The document with its catalog's sections in the order they depend on each other
    /// (`artists`, `years`, `year_shows`, `shows`), the rest as it was.
    static func inDependencyOrder(_ bytes: [UInt8]) throws -> [UInt8] {
        let pass = try #require(OnePassDecoder.pass(over: bytes, reusing: nil, parts: .one))
        func text(_ range: Range<Int>?) throws -> String { String(decoding: bytes[try #require(range)], as: UTF8.self) }
        let (first, last) = (try #require(pass.spans.showMembers.first), try #require(pass.spans.showMembers.last))
        let open = try #require(bytes[..<first.span.lowerBound].lastIndex(of: UInt8(ascii: "{")))
        let close = try #require(bytes[last.span.upperBound...].firstIndex(of: UInt8(ascii: "}")))
        let sections = pass.spans.catalogSections
        var root = #"{"catalog": {"artists": \#(try text(sections[0])), "years": \#(try text(sections[1])), "#
            + #""year_shows": \#(try text(sections[2])), "shows": \#(try text(open..<(close + 1)))}"#
        for (index, name) in OnePassDecoder.sectionNames.enumerated().dropFirst() where pass.spans.sections[index] != nil {
            root += #", "\#(name)": \#(try text(pass.spans.sections[index]))"#
        }
        return Array((root + "}").utf8)
    }

    /// A duplicate the parts read apart is found when they are joined, as in one part.
    @Test func aTrackInTwoPartsIsADuplicate() throws {
        let bytes = try OnePassDecoderTests.largeState()
        let whole = try #require(OnePassDecoder.pass(over: bytes, reusing: nil, parts: .one))
        let tracks = try #require(whole.document.readTracks?.uuids.uuids.map(\.string))
        let (first, last) = (try #require(tracks.first), try #require(tracks.last))
        let text = String(decoding: bytes, as: UTF8.self).replacing("\"\(last)\"", with: "\"\(first)\"")
        #expect(!Self.isTaken(Array(text.utf8), .one))
        #expect(!Self.isTaken(Array(text.utf8), ShowMapParts(count: 4, minimumBytes: 1 << 16)))
    }
}
