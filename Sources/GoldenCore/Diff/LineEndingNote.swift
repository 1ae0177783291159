#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Notes about what a diff alone would hide: a golden with CRLF line endings or a byte
/// order mark is reported, never silently normalised (the diff then shows a line that
/// looks unchanged).
package enum LineEndingNote {
    /// `note: golden uses CRLF line endings; renders use LF` and the like; empty when
    /// neither side has CRLF.
    package static func notes(golden: [UInt8], render: [UInt8]) -> [String] {
        var notes: [String] = []
        let goldenCRLF = crlfCount(golden), renderCRLF = crlfCount(render)
        if goldenCRLF > 0 {
            let lines = TextLines(golden).count
            let share = goldenCRLF == lines ? "" : " on \(goldenCRLF) of \(lines) lines"
            notes.append("note: golden uses CRLF line endings\(share); renders use LF")
        }
        if golden.starts(with: byteOrderMark), !render.starts(with: byteOrderMark) {
            notes.append("note: golden starts with a UTF-8 byte order mark (EF BB BF), invisible in the diff; renders have none")
        }
        if render.starts(with: byteOrderMark), !golden.starts(with: byteOrderMark) {
            notes.append("note: the render starts with a UTF-8 byte order mark (EF BB BF), invisible in the diff; the golden has none")
        }
        if renderCRLF > 0 {
            notes.append("note: the render has CRLF line endings on \(renderCRLF) lines; renders should use LF")
        }
        return notes
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// How many lines end with `\r\n`: each `\r` found with `memchr` (optimised code even
    /// in a debug build, where a loop over every byte takes about 35 ms for a 512 KiB
    /// golden) and counted when a `\n` follows it.
    ///
    /// ```swift
    /// LineEndingNote.crlfCount(Array("a\r\nb\r\nc\n".utf8))   // 2
    /// ```
    package static func crlfCount(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            guard let start = buffer.baseAddress else { return 0 }
            var count = 0
            var offset = 0
            while offset < buffer.count, let found = memchr(start + offset, 0x0D, buffer.count - offset) {
                let carriageReturn = start.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if carriageReturn + 1 < buffer.count, buffer[carriageReturn + 1] == 0x0A { count += 1 }
                offset = carriageReturn + 1
            }
            return count
        }
    }
}
