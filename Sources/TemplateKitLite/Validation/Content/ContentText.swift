/// Text helpers of the content lint: parts, trimming and case folding without Foundation.
enum ContentText {
    /// `text` without surrounding spaces, tabs and line breaks.
    static func trimmed(_ text: String) -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = text.firstIndex(where: { !isSpace($0) }), let end = text.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return text[start...end]
    }

    /// ASCII letters lower-cased, everything else kept: comparisons are locale-free.
    static func folded(_ text: Substring) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            (0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(scalar.value + 32)! : scalar
        }))
    }

    /// The parts of a line between `" • "` separators, trimmed and non-empty:
    /// `"1977-05-08 • Barton Hall"` → `["1977-05-08", "Barton Hall"]`.
    static func parts(_ text: String) -> [Substring] {
        text.split(separator: " • ").map { trimmed(String($0)) }.filter { !$0.isEmpty }
    }
}
