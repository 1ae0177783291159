/// Text made safe for SVG (XML 1.0): `& < > "` escaped, and characters XML cannot hold
/// (control characters, U+FFFE, U+FFFF) drawn as U+FFFD.
///
///     SvgEscape.text("Rock & Roll <Live>")   // "Rock &amp; Roll &lt;Live&gt;"
enum SvgEscape {
    /// Element content.
    static func text(_ text: String) -> String { escaped(text, quotes: false) }

    /// An attribute value inside double quotes.
    static func attribute(_ text: String) -> String { escaped(text, quotes: true) }

    private static func escaped(_ text: String, quotes: Bool) -> String {
        guard text.unicodeScalars.contains(where: needsWork) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out.append(contentsOf: "&amp;".unicodeScalars)
            case "<": out.append(contentsOf: "&lt;".unicodeScalars)
            case ">": out.append(contentsOf: "&gt;".unicodeScalars)
            case "\"" where quotes: out.append(contentsOf: "&quot;".unicodeScalars)
            default: out.append(isDrawable(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return String(out)
    }

    private static func needsWork(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "&" || scalar == "<" || scalar == ">" || scalar == "\"" || !isDrawable(scalar)
    }

    /// Whether XML may hold `scalar` (a tab, newline or return is drawn as a space by the
    /// drawing, never as a line break: it is kept).
    private static func isDrawable(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value == 0x9 || value == 0xA || value == 0xD { return true }
        if value < 0x20 || (value >= 0x7F && value < 0xA0) { return false }
        return value != 0xFFFE && value != 0xFFFF
    }
}
