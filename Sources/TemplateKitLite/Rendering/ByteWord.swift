/// Tests on eight bytes at once, loaded as one `UInt64` (see "Determine if a word has a
/// byte less than n" and "… has a zero byte", Bit Twiddling Hacks): the scans every row's
/// text goes through (JSON escaping, printable ASCII) look at a word, not a byte, at a time.
///
///     ByteWord.hasByte(0x22, in: word)        // a `"` among the eight bytes
enum ByteWord {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether any byte is below `limit` (at most 0x80); exact for the word as a whole.
    @inline(__always)
    static func hasByte(below limit: UInt8, in word: UInt64) -> Bool {
        (word &- ones &* UInt64(limit)) & ~word & highBits != 0
    }

    /// Whether any byte equals `byte`.
    @inline(__always)
    static func hasByte(_ byte: UInt8, in word: UInt64) -> Bool {
        let matched = word ^ (ones &* UInt64(byte))
        return (matched &- ones) & ~matched & highBits != 0
    }

    /// Whether any byte has its high bit set (is not ASCII).
    @inline(__always)
    static func hasNonASCII(_ word: UInt64) -> Bool { word & highBits != 0 }
}
