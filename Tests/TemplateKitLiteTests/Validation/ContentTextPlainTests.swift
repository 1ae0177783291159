import Testing
@testable import TemplateKitLite

/// The content lint's byte-level fast path for plain text answers exactly as the
/// Character-level helpers it replaced (kept here as `Reference`), on text built from
/// pieces that break naive byte handling: CR LF, combining marks after spaces, a prepended
/// concatenation mark, the Kelvin sign (canonically `K`), emoji and NUL.
@Suite struct ContentTextPlainTests {
    /// The Character-level helpers as they were before the fast path.
    enum Reference {
        static func trimmed(_ text: String) -> Substring {
            let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            guard let start = text.firstIndex(where: { !isSpace($0) }), let end = text.lastIndex(where: { !isSpace($0) }) else {
                return ""
            }
            return text[start...end]
        }

        static func parts(_ text: String) -> [Substring] {
            text.split(separator: " • ").map { trimmed(String($0)) }.filter { !$0.isEmpty }
        }

        static func placeholder(in text: String, _ placeholders: [String]) -> String? {
            let folded = Set(placeholders.map { ContentText.folded(trimmed($0)) })
            let candidates = [trimmed(text)] + parts(text)
            return candidates.first { folded.contains(ContentText.folded($0)) }.map(String.init)
        }

        static func sharedPart(_ first: String, _ second: String) -> String? {
            let firstParts = Set(parts(first).map { ContentText.folded($0) })
            return parts(second).first { firstParts.contains(ContentText.folded($0)) }.map(String.init)
        }
    }

    static let pieces = [
        "", " ", "  ", "\t", "\n", "\r", "\r\n", "•", " • ", " •", "• ", "a", "A", "tbd", "TBD", "Tb", "D", "Unknown",
        "n/a", "N/A", "K", "k", "\u{212A}", "é", "É", "e\u{301}", "\u{301}", " \u{301}", "\u{600}", "Ñ", "øs", "🎸",
        "\u{0}", "SBD", "Deal", "???", "\u{2022}\u{301}", "\u{A0}",
    ]

    /// Deterministic texts of one to six pieces.
    static func texts(count: Int) -> [String] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<count).map { _ in (0...next(6)).map { _ in pieces[next(pieces.count)] }.joined() }
    }

    static func scalars(_ text: (some StringProtocol)?) -> [UInt32]? { text.map { $0.unicodeScalars.map(\.value) } }

    @Test func plainTextIsLatin1WithoutCarriageReturnOrABullet() {
        let isPlain = { (text: String) in PlainText.with(text) { _ in true } ?? false }
        #expect(isPlain("Dé • 2,049 shows • Ñ") && isPlain("\u{0}\t\n\u{A0}ÿ"))
        #expect(!isPlain("a\r\nb") && !isPlain("e\u{301}") && !isPlain("🎸") && !isPlain("Ā") && !isPlain("\u{2023}"))
    }

    @Test func trimmingMatchesTheCharacterLevelHelper() {
        for text in Self.texts(count: 4_000) {
            let plain = PlainText.with(text) { $0.string($0.trimmed($0.all)) }
            #expect(Self.scalars(plain ?? String(ContentText.trimmed(text))) == Self.scalars(Reference.trimmed(text)),
                    "\(Self.scalars(text)!)")
            #expect(Self.scalars(ContentText.trimmed(text)) == Self.scalars(Reference.trimmed(text)), "\(Self.scalars(text)!)")
        }
    }

    @Test func partsMatchTheCharacterLevelHelper() {
        for text in Self.texts(count: 4_000) {
            let plain: [String]? = PlainText.with(text) { text in text.parts.map(text.string) }
            let parts: [String] = plain ?? ContentText.parts(text).map(String.init)
            let expected: [String] = Reference.parts(text).map(String.init)
            #expect(parts.map(Self.scalars) == expected.map(Self.scalars), "\(Self.scalars(text)!)")
            #expect(ContentText.parts(text).map(Self.scalars) == expected.map(Self.scalars), "\(Self.scalars(text)!)")
        }
    }

    /// The width check skips lines of no more UTF-8 bytes than the car's columns: it relies
    /// on no text, once sanitized, being wider than its bytes (wide and emoji scalars take 3–4
    /// bytes, control pictures and the dotted circle stand in for scalars of 1 byte or more).
    @Test func noTextIsWiderThanItsBytes() {
        let extra = ["日本語", "👨\u{200D}👩\u{200D}👧", "\u{FE0F}", "a\u{FE0F}", "\u{200D}", "\u{1F3FB}", "\u{202E}", "\u{85}", "\u{7F}",
                     "\u{1}", "\u{5D0}", "\u{903}", "\u{1100}", "\u{FF21}", "🎸\u{FE0F}", "\u{2028}", "\u{AD}"]
        for text in Self.texts(count: 4_000) + extra + extra.map({ $0 + " • x" }) {
            #expect(DisplayWidth.of(VisibleText.sanitized(text)) <= text.utf8.count, "\(Self.scalars(text)!)")
        }
    }

    /// Two rows are the same row exactly when `text + NUL + detail` are equal strings.
    @Test func rowKeysCompareAsTheJoinedStrings() {
        let texts = Self.texts(count: 300)
        let rows = zip(texts, texts.dropFirst(150) + [""]).map { ListItem($0.0).detail($0.1) }
            + [ListItem("a\u{0}b").detail("c"), ListItem("a").detail("b\u{0}c"), ListItem("a"), ListItem("a").detail("")]
        for first in rows {
            for second in rows {
                let joined = { (item: ListItem) in item.text + "\u{0}" + (item.detailText ?? "") }
                #expect((ContentLint.RowKey(first) == ContentLint.RowKey(second)) == (joined(first) == joined(second)))
            }
        }
    }

    @Test(arguments: [ContentRules.defaultPlaceholders, ["tb\u{212A}", " Deal "], ["é", "Ñ • a"]])
    func placeholdersMatchTheCharacterLevelHelper(_ placeholders: [String]) {
        let lint = ContentLint(placeholders: placeholders)
        for text in Self.texts(count: 4_000) {
            #expect(Self.scalars(lint.placeholder(in: text)) == Self.scalars(Reference.placeholder(in: text, placeholders)),
                    "\(Self.scalars(text)!)")
        }
    }

    @Test func sharedPartsMatchTheCharacterLevelHelper() {
        let texts = Self.texts(count: 6_000)
        var found = 0
        let pairs = Array(zip(texts, texts.dropFirst(3_000))) + Array(zip(texts, texts.map { $0.uppercased() + " • a" }))
        for (first, second) in pairs {
            let expected = Reference.sharedPart(first, second)
            #expect(Self.scalars(ContentLint().sharedPart(first, second)) == Self.scalars(expected),
                    "\(Self.scalars(first)!) / \(Self.scalars(second)!)")
            if expected != nil { found += 1 }
        }
        #expect(found > 1_000, "the texts share parts often enough to test something")
    }
}
