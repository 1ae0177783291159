@testable import RelistenScreens
import Testing

/// A catalog section that comes before the ones it depends on is passed over following
/// only its strings and brackets, and read in full later. On valid JSON it must end
/// exactly where the validating skip ends, whatever the strings hold and wherever their
/// quotes and escapes fall in the eight-byte words.
@Suite struct ByteReaderPassOverTests {
    /// Where `passOver()` leaves a reader at the start of `text`, or nil when it throws.
    static func passedOver(_ text: String, depth: Int = 0) -> Int? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var reader = ByteReader(buffer, array: bytes)
            reader.depth = depth
            guard (try? reader.passOver()) != nil else { return nil }
            return reader.offset
        }
    }

    /// Where the validating skip ends.
    static func skipped(_ text: String) -> Int? {
        var scanner = JSONScanner(bytes: Array(text.utf8), offset: 0)
        guard (try? scanner.skipValue(depth: 0)) != nil else { return nil }
        return scanner.offset
    }

    @Test func endsWhereTheValidatingSkipEndsWhateverTheStringsHold() {
        let tricky = [#"\""#, #"\\"#, "]", "}", "[{", #"\"]}"#, #"\\\""#, "é", "🎸", #"\u005d"#]
        for padding in 0..<17 {
            let plain = String(repeating: "a", count: padding)
            for piece in tricky {
                let value = #"{"k\#(plain)": ["\#(plain)\#(piece)", {"x": "\#(piece)\#(plain)"}, 1.5e3, true, null], "e": {}}"#
                let text = value + #", "after": [1]}"#
                #expect(Self.passedOver(text) == value.utf8.count, "\(value)")
                #expect(Self.passedOver(text) == Self.skipped(text), "\(value)")
            }
        }
    }

    /// Indented lines (a pretty-printed section) are passed eight spaces at a time: every
    /// indentation width ends where the validating skip ends.
    @Test func endsWhereTheValidatingSkipEndsWhateverTheIndentation() {
        for width in 0..<20 {
            let indent = "\n" + String(repeating: " ", count: width)
            let value = "{\(indent)\"a\": [\(indent)1,\(indent)\"  \\\"]  \"\(indent)],\(indent)\"b\": {}\(indent)}"
            let text = value + ",\n  \"after\": 1}"
            #expect(Self.passedOver(text) == value.utf8.count, "indent \(width)")
            #expect(Self.passedOver(text) == Self.skipped(text), "indent \(width)")
        }
    }

    /// Scalars have no brackets to follow: they are skipped the validating way.
    @Test func scalarsAreSkippedAndValidated() {
        #expect(Self.passedOver(#""text", 1"#) == 6)
        #expect(Self.passedOver("12.5, 1") == 4)
        #expect(Self.passedOver("01, 1") == nil)
        #expect(Self.passedOver("tru, 1") == nil)
    }

    @Test func textThatEndsInsideTheValueIsRefused() {
        for text in [#"{"a": [1, 2]"#, #"{"a": "b}"#, #"["\"]"#, #"["\"#, "[[[", "{"] {
            #expect(Self.passedOver(text) == nil, "\(text)")
        }
    }

    /// The nesting limit counts the containers already open around the value.
    @Test func nestingIsLimitedAsTheParserLimitsIt() {
        let limit = JSONParser.maximumDepth
        let nested = { (levels: Int) in String(repeating: "[", count: levels) + String(repeating: "]", count: levels) }
        #expect(Self.passedOver(nested(limit)) == 2 * limit)
        #expect(Self.passedOver(nested(limit + 1)) == nil)
        #expect(Self.passedOver(nested(limit - 2), depth: 2) == 2 * (limit - 2))
        #expect(Self.passedOver(nested(limit - 1), depth: 2) == nil)
        #expect(Self.skipped(nested(limit)) == 2 * limit)
        #expect(Self.skipped(nested(limit + 1)) == nil)
    }
}
