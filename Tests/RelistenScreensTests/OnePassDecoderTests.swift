import Foundation
@testable import RelistenScreens
import TemplateKitLite
import KitSupport
import Testing

/// The one-pass decoder takes exactly what the careful decoder takes, to the same state:
/// every document here is decoded both ways and compared. A document it does not take
/// must be one the careful decoder explains (or a rare shape it hands over, named here).
@Suite struct OnePassDecoderTests {
    /// Decodes `bytes` both ways: the one pass must give the careful way's state or nil,
    /// and nil whenever the careful way fails. Returns whether the one pass took it.
    @discardableResult
    static func agree(_ bytes: [UInt8], _ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let careful = try? StateDocument.decodeCarefully(bytes)
        let onePass = StateDocument.decodeInOnePass(bytes)
        if let onePass {
            #expect(careful == onePass, "\(name): the one pass gave another state", sourceLocation: sourceLocation)
        }
        return onePass != nil
    }

    @Test func everyBadDocumentIsLeftToTheCarefulDecoder() {
        let cases = DecoderErrorTests.syntaxCases + DecoderErrorTests.typeCases + DecoderErrorTests.referenceCases
        for testCase in cases {
            #expect(StateDocument.decodeInOnePass(testCase.bytes) == nil, "\(testCase.name)")
        }
    }

    @Test func theBaseDocumentIsTakenInOnePass() {
        #expect(Self.agree(Array(TestDocuments.document().utf8), "base"))
    }

    @Test func generatedDocumentsAreTakenInOnePassInEveryKeyOrder() {
        for seed in GeneratedDocumentTests.seeds {
            var generator = StateDocumentGenerator(seed: seed)
            let tree = generator.document()
            for order in [nil, seed &* 31 &+ 1, seed &* 31 &+ 2] as [UInt64?] {
                var shuffle = order.map(KitSupport.SplitMix64.init(seed:))
                #expect(Self.agree(Array(tree.text(shuffle: &shuffle).utf8), "seed \(seed) order \(order ?? 0)"))
            }
        }
    }

    /// Keys written in sorted order put `sets` before a source's `uuid` and `shows` before
    /// `year_shows` and `years`: the one pass reads them all the same.
    @Test func sortedKeysAreTakenInOnePass() throws {
        let value = try JSONParser.parse(Array(TestDocuments.document().utf8))
        #expect(Self.agree(JSONValueText.bytes(value), "sorted keys"))
        let large = try JSONParser.parse(Self.largeState())
        #expect(Self.agree(JSONValueText.bytes(large), "large-state.json, sorted keys"))
    }

    /// With sorted keys `shows` is passed over unvalidated and read once `year_shows` and
    /// `years` are: whatever is wrong in it still leaves the document to the careful
    /// decoder, and strings full of quotes and brackets are read all the same.
    @Test func aShowMapPassedOverIsValidatedWhenRead() throws {
        let sorted = String(decoding: JSONValueText.bytes(try JSONParser.parse(Array(TestDocuments.document().utf8))), as: UTF8.self)
        let title = #""title":"Two""#
        try #require(sorted.contains(title))
        let broken = [#""title": [}"#, #""title": "Two"]"#, #""title": "T\"wo"#, "\"title\": \"T\u{01}wo\"", #""title": "T\qwo""#,
                      #""title": 01"#, #""title": tru"#, #""title": "Two", "title": "Two""#,
                      #""title": "# + String(repeating: "[", count: 600) + String(repeating: "]", count: 600)]
        for replacement in broken {
            let bytes = Array(sorted.replacing(title, with: replacement).utf8)
            #expect(StateDocument.decodeInOnePass(bytes) == nil, "\(replacement)")
            #expect((try? StateDocument.decodeCarefully(bytes)) == nil, "\(replacement)")
        }
        var badUTF8 = Array(sorted.replacing(title, with: #""title": "T~wo""#).utf8)
        badUTF8[try #require(badUTF8.firstIndex(of: UInt8(ascii: "~")))] = 0xFF
        #expect(StateDocument.decodeInOnePass(badUTF8) == nil)
        let tricky = Array(sorted.replacing(title, with: #""title": "T\"]}wo\\", "extra": {"a": ["[{\"", {}]}"#).utf8)
        #expect(Self.agree(tricky, "quotes and brackets in a show map passed over"))
    }

    /// Pretty-printed, as `JSONSerialization` writes it, with keys as they come and sorted
    /// (`shows` then passed over, indentation and all): the same state in one pass.
    @Test func prettyPrintedDocumentsAreTakenInOnePass() throws {
        for (name, bytes) in [("base", Array(TestDocuments.document().utf8)), ("large-state.json", try Self.largeState())] {
            let object = try JSONSerialization.jsonObject(with: Data(bytes))
            for options in [[.prettyPrinted], [.prettyPrinted, .sortedKeys]] as [JSONSerialization.WritingOptions] {
                let pretty = [UInt8](try JSONSerialization.data(withJSONObject: object, options: options))
                #expect(pretty.contains(UInt8(ascii: "\n")))
                #expect(Self.agree(pretty, "\(name) pretty-printed, \(options)"))
            }
        }
    }

    /// Random edits (``RandomEdit``: bytes changed, deleted, JSON pieces inserted) of
    /// documents with sorted keys, compact and pretty-printed, so that a broken `shows`
    /// is passed over before it is read: the one pass gives the careful way's state or
    /// leaves the document to it (6,000 edits agreed when this was written; 1,000 run).
    @Test func randomEditsOfSortedDocumentsAgree() throws {
        let object = try JSONSerialization.jsonObject(with: Data(TestDocuments.document().utf8))
        var random = SplitMix64Source(seed: 7)
        var taken = 0
        for options in [[.sortedKeys], [.prettyPrinted, .sortedKeys]] as [JSONSerialization.WritingOptions] {
            let bytes = [UInt8](try JSONSerialization.data(withJSONObject: object, options: options))
            for edit in 0..<500 {
                var edited = bytes
                for _ in 0...random.below(3) { edited = RandomEdit.apply(to: edited, &random) }
                if Self.agree(edited, "edit \(edit), \(options)") { taken += 1 }
            }
        }
        #expect(taken > 100, "most edits that keep the document valid are taken in one pass")
    }

    /// `Tests/Fixtures/large-state.json` (scripts/make-large-state.py).
    @Test func theLargeFixtureIsTakenInOnePass() throws {
        #expect(Self.agree(try Self.largeState(), "large-state.json"))
    }

    static func largeState() throws -> [UInt8] {
        let path = FuzzRegressionTests.packageRoot + "/Tests/Fixtures/large-state.json"
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func fuzzSeedsAndRegressionsAgree() throws {
        let files = FuzzRegressionTests.files("Fuzz/corpus/state") + FuzzRegressionTests.files("Fuzz/regressions/state")
        var taken = 0
        for file in files where Self.agree([UInt8](try Data(contentsOf: URL(fileURLWithPath: file))), file) { taken += 1 }
        #expect(taken >= 4)
    }

    /// Rare shapes are handed to the careful decoder, which decodes them.
    @Test func escapedKeysAndUnusualNumbersAreDecodedAllTheSame() throws {
        let escapedKey = TestDocuments.document().replacing(#""display_date": "1977-05-08", "sources""#,
                                                             with: #""display\u005fdate": "1977-05-08", "sources""#)
        #expect(!Self.agree(Array(escapedKey.utf8), "escaped key"))
        #expect(try TestDocuments.decode(escapedKey) == TestDocuments.decode(TestDocuments.document()))
        let numbers = TestDocuments.catalog(replacing: #""show_count": 1, "source_count": 1}]},"#,
                                            with: #""show_count": 1.0, "source_count": 1e0, "duration": 0.1e1, "avg_rating": -0.0}]},"#)
        #expect(Self.agree(Array(TestDocuments.document(["catalog": numbers]).utf8), "numbers"))
    }

    /// Unknown keys are checked as the whole document is (a duplicate is still an error)
    /// and otherwise ignored; escapes in strings are read.
    @Test func unknownKeysAndEscapesAreReadLikeTheCarefulDecoder() {
        let unknown = TestDocuments.catalog(replacing: #""name": "Band""#,
                                            with: #""name": "B\u00e4nd \"x\"", "extra": {"a": [1, {"b": null}], "c": "\ud83c\udfb8"}"#)
        #expect(Self.agree(Array(TestDocuments.document(["catalog": unknown]).utf8), "unknown keys"))
        let duplicate = TestDocuments.catalog(replacing: #""name": "Band""#, with: #""name": "Band", "x": {"a": 1, "a": 2}"#)
        #expect(!Self.agree(Array(TestDocuments.document(["catalog": duplicate]).utf8), "duplicate inside an unknown key"))
    }

    /// Numbers read in place are the `Double(String)` of their text, to the bit.
    @Test func numbersAreReadToTheBit() {
        var generator = KitSupport.SplitMix64(seed: 31)
        var texts = ["0", "-0", "-0.0", "0.1", "1.5e-7", "123456789012345678", "9007199254740993.0", "1e22", "1e23",
                     "4.35", "0.000001", "1234567890123456789.5", "2.2250738585072014e-308", "1e-400"]
        for _ in 0..<2_000 {
            let mantissa = generator.next() % 10_000_000_000
            let shift = Int(generator.next() % 11) + 1
            var text = String(mantissa)
            if shift < text.count { text.insert(".", at: text.index(text.endIndex, offsetBy: -shift)) }
            if text.hasPrefix(".") { text = "0" + text }
            texts.append(text)
        }
        for text in texts {
            let bytes = Array(text.utf8)
            let read = bytes.withUnsafeBufferPointer { buffer -> ByteReader.Number? in
                var reader = ByteReader(buffer, array: bytes)
                return try? reader.number()
            }
            let expected: Double? = Int(text).map(Double.init) ?? Double(text)
            #expect(read?.double.bitPattern == expected?.bitPattern, "\(text)")
        }
    }
}
