@testable import RelistenScreens
import TemplateKitLite
import Testing

/// The one pass reads strings where they lie: the end of a string found eight bytes at
/// a time (the first special byte of a word by its position), and a reference to a uuid
/// read before compared with the text in place. Both must read exactly what the parser
/// reads, whatever the length and wherever the special byte falls.
@Suite struct ByteReaderStringTests {
    /// `text` (the JSON text of one string value) read by the reader, or nil when it
    /// does not take it.
    static func read(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var reader = ByteReader(buffer, array: bytes)
            return try? reader.string()
        }
    }

    static func parsed(_ text: String) -> String? {
        guard case .string(let value)? = try? JSONParser.parse(Array(text.utf8)) else { return nil }
        return value
    }

    /// Every length up to 40, with a special byte (an escape, a non-ASCII letter, a raw
    /// control character, a quote) at every position: the same string as the parser, or
    /// refused as the parser refuses it.
    @Test func aStringEndsWhereTheParserSaysAtEveryLengthAndPosition() {
        let specials = [#"\n"#, #"\""#, "é", "🎸", "\u{01}", #"\u0041"#, "\\", #"\/"#, #"\t\b\f\r"#, #"\\\/"#, #"\x"#, #"\ud83c\udfb8"#]
        for length in 0...40 {
            let plain = String(repeating: "a", count: length)
            #expect(Self.read("\"\(plain)\"") == plain)
            for position in 0...length {
                for special in specials {
                    var text = plain
                    text.insert(contentsOf: special, at: text.index(text.startIndex, offsetBy: position))
                    let literal = "\"\(text)\""
                    #expect(Self.read(literal) == Self.parsed(literal), "\(literal)")
                }
            }
        }
    }

    /// `uuid(equals:)` reads the string as ``ByteReader/uuid()`` does and compares it:
    /// in place when its bytes are plain, through the unescaped string otherwise.
    @Test func aUUIDIsComparedInPlaceOnlyWhereItsBytesSpellIt() {
        let cases: [(text: String, against: String, equal: Bool?)] = [
            (#""abc-123""#, "abc-123", true),
            (#""abc-124""#, "abc-123", false),
            (#""abc-12""#, "abc-123", false),
            (#""abc-1234""#, "abc-123", false),
            (#""\u0061bc-123""#, "abc-123", true),  // escaped, the same string
            (#""a\\b""#, "a\\b", true),  // a backslash in the uuid, written escaped
            (#""a\"b""#, "a\"b", true),  // a quote, likewise
            (#""a\nb""#, "a\nb", true),
            (#""a\"x""#, "a\\", false),  // the same first bytes, but the backslash escapes the quote
            ("\"a\u{01}b\"", "a\u{01}b", nil),  // a raw control character: not JSON
            (#""é-1""#, "é-1", true),
            (#""""#, "", nil),  // an empty uuid is refused, as by uuid()
            (#""""#, "x", nil),
            (#""x""#, "", false),
        ]
        for (text, against, equal) in cases {
            let bytes = Array(text.utf8) + Array(", 1".utf8)
            let result = bytes.withUnsafeBufferPointer { buffer -> (Bool, Int)? in
                var reader = ByteReader(buffer, array: bytes)
                guard let same = try? reader.uuid(equals: against) else { return nil }
                return (same, reader.offset)
            }
            #expect(result?.0 == equal, "\(text) against \(against)")
            if let result { #expect(result.1 == text.utf8.count, "\(text): read to its end") }
        }
    }
}
