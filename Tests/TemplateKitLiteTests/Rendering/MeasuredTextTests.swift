import Testing
@testable import TemplateKitLite

/// The one-pass measure of a row's text must agree with making it safe and then measuring
/// it, and the eight-byte ASCII check with the byte-by-byte one.
@Suite struct MeasuredTextTests {
    /// Pieces that cover each path: printable ASCII (short and longer than a word), Latin,
    /// Greek, Cyrillic, box drawing and arrows (simple), wide CJK, emoji and modifiers,
    /// combining marks, controls, DEL and C1, bidi controls, right-to-left letters.
    private static let pieces = ["a", "Track 12", "Scarlet Begonias > Fire on the Mountain", "é", "•", "—", "Ω", "Ж",
                                 "│", "→", "日本", "🎸", "👍🏽", "\u{301}", "\u{200D}", "\n", "\t", "\u{7F}", "\u{85}",
                                 "\u{202E}", "\u{2069}", "שלום", "\u{AD}", " ", "~", "ѣ", "\u{483}"]

    @Test func safeMeasureAgreesWithSanitizingThenMeasuring() {
        var generator = SplitMix(seed: 7)
        for _ in 0..<3_000 {
            let text = (0..<generator.next(below: 6)).map { _ in Self.pieces[generator.next(below: Self.pieces.count)] }.joined()
            let fast = MeasuredText(safe: text)
            let reference = MeasuredText(VisibleText.sanitized(text))
            #expect(fast.text == reference.text, "\(text.debugDescription)")
            #expect(fast.columns == reference.columns, "\(text.debugDescription)")
        }
    }

    @Test func printableASCIIWordCheckAgreesWithBytes() {
        for byte in 0...255 {
            for lane in 0..<8 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                bytes[lane] = UInt8(byte)
                let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                #expect(UTF8Scalars.isPrintableASCII(word) == (byte >= 0x20 && byte < 0x7F), "byte \(byte) lane \(lane)")
            }
        }
    }

    @Test func printableASCIIWordsCountsWholeWordsOnly() {
        func words(_ text: String) -> Int {
            var text = text
            return text.withUTF8 { UTF8Scalars.printableASCIIWords($0) }
        }
        #expect(words("") == 0)
        #expect(words("1234567") == 0)
        #expect(words("12345678") == 8)
        #expect(words("1234567890abcdefg") == 16)
        #expect(words("1234567é90abcdefg") == 0)
        #expect(words("12345678\n0abcdefg") == 8)
    }
}

/// A small deterministic generator for test inputs.
struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
