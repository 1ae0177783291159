import Testing
import TemplateKitLite

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("", 0), ("abc", 3), ("Grateful Dead", 13), ("日本語", 6), ("ＡＢ", 4), ("한국", 4),
        ("🎸", 2), ("👨‍👩‍👧", 2), ("🇩🇪", 2), ("👍🏽", 2), ("e\u{301}", 1), ("é", 1),
        ("❤️", 2), ("❤", 1), ("a\u{200B}b", 2), ("שלום", 4), ("\u{1100}\u{1161}\u{11A8}", 2),
        ("का", 1), ("2049 shows • 13348 tapes", 24), ("▕█▌ ▏", 5), ("x\u{FE0E}", 1),
    ] as [(String, Int)])
    func columns(text: String, expected: Int) {
        #expect(DisplayWidth.of(text) == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func truncatesWithAnEllipsisThatCounts() {
        #expect(DisplayWidth.truncate("Grateful Dead", to: 8) == "Gratefu…")
        #expect(DisplayWidth.truncate("Grateful Dead", to: 13) == "Grateful Dead")
        #expect(DisplayWidth.truncate("abc", to: 0) == "")
        #expect(DisplayWidth.truncate("abc", to: -5) == "")
    }

    @Test func truncationNeverSplitsAWideCharacterOrCluster() {
        #expect(DisplayWidth.truncate("日本語", to: 4) == "日…")
        #expect(DisplayWidth.truncate("👨‍👩‍👧👨‍👩‍👧", to: 3) == "👨‍👩‍👧…")
        #expect(DisplayWidth.truncate("e\u{301}e\u{301}e\u{301}", to: 2) == "e\u{301}…")
    }

    @Test func truncationClosesAnOpenIsolate() {
        let cut = DisplayWidth.truncate("\u{2068}שלום עולם\u{2069}", to: 4)
        #expect(cut.hasSuffix("\u{2069}…"))
        #expect(DisplayWidth.of(cut) == 4)
    }

    @Test func padAndFitReachExactWidths() {
        #expect(DisplayWidth.pad("ab", to: 4) == "ab  ")
        #expect(DisplayWidth.pad("abcdef", to: 4) == "abcdef")
        #expect(DisplayWidth.fit("日本語", to: 5) == "日本…")
        #expect(DisplayWidth.fit("日本語", to: 4) == "日… ")
        for width in 0...12 {
            #expect(DisplayWidth.of(DisplayWidth.fit("Ápex 🎸 日本 e\u{301}", to: width)) == width)
        }
    }
}

/// The width fast path walks UTF-8 bytes; it must agree with the per-character count on
/// text of one-, two- and three-byte scalars and hand everything else to it.
@Suite struct DisplayWidthBytePathTests {
    @Test(arguments: [
        ("Artist 12 • 33:30", 17), ("Ünïcödé Łódź", 12), ("Привет, мир", 11), ("→ ← ─ ▢", 7),
        ("日本", 4), ("e\u{301}", 1), ("👍🏽 ok", 5), ("tab\there", 7), ("", 0),
    ] as [(String, Int)])
    func agreesWithTheCharacterCount(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
        #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) })
    }
}
