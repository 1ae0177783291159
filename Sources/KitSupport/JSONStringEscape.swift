/// How JSON writes the characters of a string, in one place: `"` and `\` behind a
/// backslash, line feed, tab, return, backspace and form feed as `\n` `\t` `\r` `\b` `\f`,
/// every other C0 control as `\u00XX` (``ScalarEscape/json(_:)``); everything else,
/// `/` and non-ASCII included, as it is.
///
///     var out: [UInt8] = []
///     JSONStringEscape.append(Array("a\"b\n".utf8), to: &out)   // a\"b\n  (6 bytes)
package enum JSONStringEscape {
    /// Whether JSON escapes `byte` inside a string.
    @inline(__always)
    package static func needsEscaping(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// Appends `text`'s bytes to `out`, escaped (without quotes). Contiguous bytes (an
    /// array, a native string's `utf8`) are copied a run at a time between the bytes that
    /// need escaping; any other sequence a byte at a time.
    package static func append(_ text: some Sequence<UInt8>, to out: inout [UInt8]) {
        let copied: Void? = text.withContiguousStorageIfAvailable { appendRuns(of: $0, to: &out) }
        if copied != nil { return }
        for byte in text { append(byte, to: &out) }
    }

    /// `bytes` escaped: each run of bytes that need no escaping copied whole.
    private static func appendRuns(of bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        var runStart = 0
        for index in bytes.indices where needsEscaping(bytes[index]) {
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            append(bytes[index], to: &out)
            runStart = index + 1
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }

    /// One byte, escaped when JSON escapes it.
    @inline(__always)
    private static func append(_ byte: UInt8, to out: inout [UInt8]) {
        guard needsEscaping(byte) else {
            out.append(byte)
            return
        }
        out.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
        case 0x0A: out.append(UInt8(ascii: "n"))
        case 0x09: out.append(UInt8(ascii: "t"))
        case 0x0D: out.append(UInt8(ascii: "r"))
        case 0x08: out.append(UInt8(ascii: "b"))
        case 0x0C: out.append(UInt8(ascii: "f"))
        default: out += ScalarEscape.json(Unicode.Scalar(byte)).utf8.dropFirst()
        }
    }
}
