/// Text made safe for HTML and XML 1.0, in one place: `&`, `<`, `>` (and quotes where
/// the place asks) as entities; tab, line feed and return kept; and what markup cannot
/// or should not hold — the other C0 controls, DEL, the C1 controls, U+FFFE and U+FFFF —
/// shown as `\u{1B}` where a reader reads the text (the review page, JUnit), or drawn as
/// U+FFFD where it is painted (SVG).
///
///     MarkupEscape.document("a < b & 'c'\u{1B}")   // "a &lt; b &amp; &#39;c&#39;\\u{1B}"
///     MarkupEscape.drawingText("Rock & \"Roll\"")   // "Rock &amp; \"Roll\""
package struct MarkupEscape: Sendable {
    /// Which quotes become entities.
    package enum Quotes: Sendable { case none, double, both }
    /// What a character markup cannot hold becomes.
    package enum Unrepresentable: Sendable { case shownAsEscape, replacementCharacter }

    package let quotes: Quotes
    package let unrepresentable: Unrepresentable

    /// Pages and reports: element content and attributes in either quotes.
    package static let document = MarkupEscape(quotes: .both, unrepresentable: .shownAsEscape)
    /// A drawing's element content.
    package static let drawingText = MarkupEscape(quotes: .none, unrepresentable: .replacementCharacter)
    /// A drawing's attribute value in double quotes.
    package static let drawingAttribute = MarkupEscape(quotes: .double, unrepresentable: .replacementCharacter)

    package func callAsFunction(_ text: String) -> String {
        ScalarEscape.map(text, replacement)
    }

    private func replacement(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "&": return "&amp;"
        case "<": return "&lt;"
        case ">": return "&gt;"
        case "\"" where quotes != .none: return "&quot;"
        case "'" where quotes == .both: return "&#39;"
        case "\t", "\n", "\r": return nil
        default:
            guard Self.isUnrepresentable(scalar) else { return nil }
            return unrepresentable == .shownAsEscape ? ScalarEscape.braced(scalar) : "\u{FFFD}"
        }
    }

    private static func isUnrepresentable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F...0x9F, 0xFFFE, 0xFFFF: true
        default: false
        }
    }
}
