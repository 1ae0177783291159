import KitSupport

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
        text.withContiguousUTF8 { allSatisfy($0, body) }
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

    /// How many leading bytes are printable ASCII (0x20–0x7E), checked eight at a time and
    /// counted in whole words: the bytes after the answer are still to be looked at one by
    /// one. Most row text is ASCII, so width and safety are mostly this loop.
    @inline(__always)
    static func printableASCIIWords(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= bytes.count, isPrintableASCII(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) {
            offset += 8
        }
        return offset
    }

    /// Whether all eight bytes are printable ASCII: none has its high bit, none is below
    /// 0x20, none is DEL.
    @inline(__always)
    static func isPrintableASCII(_ word: UInt64) -> Bool {
        !(ByteWord.hasNonASCII(word) || ByteWord.hasByte(below: 0x20, in: word) || ByteWord.hasByte(0x7F, in: word))
    }
}
