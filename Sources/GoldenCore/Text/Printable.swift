import KitSupport

/// Text from file names and file contents made safe to print: control characters (ESC,
/// BEL, CR, LF, NUL, DEL and the C1 range) and bidi controls become visible escapes, so
/// nothing read from disk can move the cursor, ring the bell, rewrite a terminal line or
/// reorder one (the rule is ``TerminalText``; here line feeds are escaped too).
///
///     Printable.path("a\u{1B}[2Jb.txt")   // "a\\u{1B}[2Jb.txt"
///     Printable.bytes([0x61, 0xFF])        // "a\\xFF"
package enum Printable {
    /// `text` with every control character escaped as `\u{XX}`; tabs kept when `keepTabs`.
    package static func escaped(_ text: String, keepTabs: Bool = false) -> String {
        ScalarEscape.map(text) { isControl($0) && !(keepTabs && $0 == "\t") ? ScalarEscape.braced($0) : nil }
    }

    /// A path or name for a message (control characters escaped).
    package static func path(_ path: String) -> String { escaped(path) }

    /// Raw name bytes that may not be UTF-8: valid UTF-8 is kept (escaped as above),
    /// every byte of an invalid sequence is shown as `\xFF`.
    package static func bytes(_ bytes: [UInt8]) -> String {
        var result = ""
        var start = 0
        while start < bytes.count {
            let rest = Array(bytes[start...])
            let bad = UTF8Text.firstInvalidOffset(rest) ?? rest.count
            result += escaped(String(decoding: rest[..<bad], as: UTF8.self))
            guard bad < rest.count else { break }
            result += "\\x" + String(rest[bad], radix: 16, uppercase: true).leftPadded(to: 2)
            start += bad + 1
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\t" || TerminalText.isUnsafe(scalar)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
