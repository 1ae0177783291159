import TemplateKitLite

/// How wide a line of text is drawn, in thousandths of the font size, from the advance
/// widths of Arial — and so of its metric-compatible fallbacks Liberation Sans and
/// Helvetica, which have the same widths — so the drawing knows, without a font, whether
/// a line fits its room. Characters outside printable ASCII are estimated on the wide
/// side: two-column ones (CJK, emoji) at 1.3 em, the rest at 0.72 em.
///
///     SvgTextWidth.of("Barton Hall")        // 5_224 (5.2 em)
///     SvgTextWidth.pixels("Barton Hall", fontSize: 20)   // 105
enum SvgTextWidth {
    /// Thousandths of an em across `text`, one character (grapheme cluster) at a time: a
    /// ZWJ sequence or a flag is one glyph.
    static func of(_ text: String) -> Int {
        var total = 0
        for character in text {
            let first = character.unicodeScalars.first.map { Int($0.value) } ?? 0
            if character.unicodeScalars.count == 1, first >= 32, first < 127 {
                total += ascii[first - 32]
            } else {
                switch DisplayWidth.of(character) {
                case 0: continue
                case 1: total += 720
                default: total += 1_300
                }
            }
        }
        return total
    }

    /// The width of `text` at `fontSize` pixels, rounded up.
    static func pixels(_ text: String, fontSize: Int) -> Int {
        (of(text) * fontSize + 999) / 1_000
    }

    /// Arial's advance widths for U+0020…U+007E, in thousandths of an em.
    static let ascii: [Int] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
    ]
}
