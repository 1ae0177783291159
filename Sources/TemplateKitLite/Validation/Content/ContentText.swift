/// Text helpers of the content lint: parts, trimming and case folding without Foundation.
enum ContentText {
    /// `text` without surrounding spaces, tabs and line breaks.
    static func trimmed(_ text: String) -> Substring {
        // Each of the four is a Character of one scalar: a text whose first and last bytes are
        // none of them starts and ends with other Characters (nearly every text).
        if let first = text.utf8.first, let last = text.utf8.last, !isSpaceByte(first), !isSpaceByte(last) {
            return text[...]
        }
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
        // Plain text: each part's byte range is a run of whole Characters (see ``PlainText``).
        if let ranges = PlainText.with(text, { Array($0.parts) }) { return ranges.map { substring(text, bytes: $0) } }
        // Without the separator's bytes there is no separator Character (`" "` and `"•"` are
        // each one scalar that nothing else is canonically equivalent to).
        if !hasSeparatorBytes(text) {
            let part = trimmed(text)
            return part.isEmpty ? [] : [part]
        }
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

    /// The Characters of `text` at UTF-8 offsets `bytes` (Character boundaries).
    static func substring(_ text: String, bytes: Range<Int>) -> Substring {
        let utf8 = text.utf8
        return text[utf8.index(utf8.startIndex, offsetBy: bytes.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: bytes.upperBound)]
    }

    /// A space, tab, line feed or carriage return byte.
    static func isSpaceByte(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// Whether `text` holds the bytes of `" • "` (20 E2 80 A2 20), read through a five-byte window.
    static func hasSeparatorBytes(_ text: String) -> Bool {
        var window: UInt64 = 0
        for byte in text.utf8 {
            window = (window << 8 | UInt64(byte)) & 0xFF_FFFF_FFFF
            if window == 0x20_E2_80_A2_20 { return true }
        }
        return false
    }
}
