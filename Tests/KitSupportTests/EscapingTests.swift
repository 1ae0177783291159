import Testing
@testable import KitSupport

/// The escaping rules every output shares: JSON strings, markup (pages, reports,
/// drawings), Swift literals, and the numbered spellings of a scalar.
@Suite struct EscapingTests {
    @Test func textWithNothingToEscapeIsReturnedAsItIs() {
        let text = "Scarlet Begonias › Fire on the Mountain"
        #expect(ScalarEscape.map(text) { _ in nil } == text)
        #expect(MarkupEscape.document(text) == text)
        #expect(SwiftLiteralEscape.body(text) { _ in false } == text)
    }

    @Test func aScalarIsSpelledByNumberAsSwiftAndJSONSpellIt() {
        #expect(ScalarEscape.braced("\u{1B}") == "\\u{1B}")
        #expect(ScalarEscape.braced("\u{202E}") == "\\u{202E}")
        #expect(ScalarEscape.json("\u{1}") == "\\u0001")
        #expect(ScalarEscape.json("\u{9B}") == "\\u009b")
        // Above U+FFFF, JSON needs a surrogate pair: U+1F600 is D83D DE00.
        #expect(ScalarEscape.json("\u{1F600}") == "\\ud83d\\ude00")
    }

    @Test func jsonStringsEscapeQuotesBackslashesAndC0ControlsOnly() {
        var out: [UInt8] = []
        JSONStringEscape.append(Array("a\"b\\c\n\t\r\u{8}\u{C}\u{1}/é".utf8), to: &out)
        #expect(String(decoding: out, as: UTF8.self) == #"a\"b\\c\n\t\r\b\f\u0001/é"#)
        #expect(JSONStringEscape.needsEscaping(0x1F) && !JSONStringEscape.needsEscaping(0x20))
    }

    @Test func markupEscapesEntitiesAndShowsWhatItCannotHold() {
        #expect(MarkupEscape.document("a<b & \"c\" 'd'") == "a&lt;b &amp; &quot;c&quot; &#39;d&#39;")
        // Tab, line feed and return are kept; the other controls, DEL, C1 and the two
        // non-characters are shown for a reader and replaced in a drawing.
        #expect(MarkupEscape.document("\t\n\r\u{1B}\u{7F}\u{9B}\u{FFFE}") == "\t\n\r\\u{1B}\\u{7F}\\u{9B}\\u{FFFE}")
        #expect(MarkupEscape.drawingText("x\u{1B}\u{9B}\u{FFFF}y") == "x\u{FFFD}\u{FFFD}\u{FFFD}y")
        #expect(MarkupEscape.drawingText("\"Dark Star\" & 'more'") == "\"Dark Star\" &amp; 'more'")
        #expect(MarkupEscape.drawingAttribute("\"x\" 'y'") == "&quot;x&quot; 'y'")
    }

    @Test func swiftLiteralsEscapeQuotesBackslashesAndTheNamedScalars() {
        #expect(SwiftLiteralEscape.body("say \"hi\"\\\n\r\t") { _ in false } == #"say \"hi\"\\\n\r\t"#)
        #expect(SwiftLiteralEscape.body("a\u{1}\u{7F}b") { $0.value < 0x20 } == "a\\u{1}\u{7F}b")
    }

    @Test func fnv1a32MatchesTheReferenceVectors() {
        #expect(FNV1a.hash32("") == 0x811C_9DC5)
        #expect(FNV1a.hash32("a") == 0xE40C_292C)
        #expect(FNV1a.hash32("foobar") == 0xBF9C_F968)
    }
}
