/// Decodes Unicode scalars straight from a string's UTF-8 bytes, for the checks every
/// row's text goes through (width, safety): one pass over the bytes, ASCII handled
/// without decoding.
///
///     UTF8Scalars.allSatisfy("Artist • 3:30") { $0 < 0x2100 }   // true
enum UTF8Scalars {
    /// `true` when `body` holds for every scalar value of `text`, stopping at the first
    /// that fails.
    @inline(__always)
    static func allSatisfy(_ text: String, _ body: (UInt32) -> Bool) -> Bool {
        var text = text
        return text.withUTF8 { allSatisfy($0, body) }
    }

    /// The same over bytes that are valid UTF-8 (a `String`'s own storage).
    @inline(__always)
    static func allSatisfy(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (UInt32) -> Bool) -> Bool {
        var index = 0
        while index < bytes.count {
            let (value, length) = decode(bytes, at: index)
            guard length > 0, body(value) else { return false }
            index += length
        }
        return true
    }

    /// The scalar value starting at `index` and its length in bytes (0 when the bytes
    /// end inside it).
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, length: Int) {
        let lead = UInt32(bytes[index])
        if lead < 0x80 { return (lead, 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard index + length <= bytes.count else { return (0, 0) }
        var value = lead & (0x7F >> UInt32(length))
        for offset in 1..<length {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        return (value, length)
    }
}
