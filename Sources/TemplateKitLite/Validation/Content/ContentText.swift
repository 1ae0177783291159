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
    /// Folded on UTF-8 bytes: an ASCII capital is one byte, and no other scalar's bytes
    /// are in its range.
    static func folded(_ text: Substring) -> String {
        String(decoding: text.utf8.map(PlainText.folded), as: UTF8.self)
    }

    /// The parts of a line between `" • "` separators, trimmed and non-empty:
    /// `"1977-05-08 • Barton Hall"` → `["1977-05-08", "Barton Hall"]`. Split on Characters
    /// (a mark after the space joins it), leftmost first, as `split(separator:)` would.
    static func parts(_ text: String) -> [Substring] {
        var pieces: [Substring] = []
        var start = text.startIndex, index = text.startIndex
        while index != text.endIndex {
            let next = text.index(after: index)
            if text[index] == " " && text[next...].starts(with: "• ") {
                pieces.append(text[start..<index])
                index = text.index(next, offsetBy: 2)
                start = index
            } else {
                index = next
            }
        }
        pieces.append(text[start...])
        return pieces.map { trimmed(String($0)) }.filter { !$0.isEmpty }
    }
}
