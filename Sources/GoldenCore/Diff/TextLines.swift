/// A text cut into lines at LF (`\n`), as byte ranges into its UTF-8 bytes. A `\r` stays
/// part of its line, so CRLF text diffs byte for byte (and is reported, never normalised).
///
///     TextLines(Array("a\nb".utf8)).count        // 2
///     TextLines(Array("a\nb".utf8)).endsWithNewline // false
package struct TextLines: Sendable {
    package let bytes: [UInt8]
    /// Each line's bytes, without its LF.
    package let ranges: [Range<Int>]
    /// False when the last line has no LF (the diff prints `\ No newline at end of file`).
    package let endsWithNewline: Bool

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var ranges: [Range<Int>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            ranges.append(start..<index)
            start = index + 1
        }
        if start < bytes.count { ranges.append(start..<bytes.count) }
        self.ranges = ranges
        self.endsWithNewline = bytes.last.map { $0 == 0x0A } ?? true
    }

    package var count: Int { ranges.count }

    /// The bytes of line `index` (0-based), without its LF.
    package func line(_ index: Int) -> ArraySlice<UInt8> { bytes[ranges[index]] }

    /// Whether line `index` is the last one and lacks a final LF.
    package func isUnterminated(_ index: Int) -> Bool {
        !endsWithNewline && index == ranges.count - 1
    }

    /// Line `index` as text (invalid UTF-8 shows as U+FFFD).
    package func text(_ index: Int) -> String { String(decoding: line(index), as: UTF8.self) }

    /// Whether line `index` here and line `other` there are the same bytes with the same
    /// terminator (`b` and `b⏎` differ, as in every unified diff).
    package func sameLine(_ index: Int, as otherLines: TextLines, _ other: Int) -> Bool {
        isUnterminated(index) == otherLines.isUnterminated(other) && line(index) == otherLines.line(other)
    }
}
