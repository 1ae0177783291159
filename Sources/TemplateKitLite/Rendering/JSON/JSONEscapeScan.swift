/// Finds whether a string needs JSON escaping — a control character, `"` or `\` —
/// eight bytes at a time: every string of every row passes through this check, and most
/// need nothing.
///
///     JSONEscapeScan.needsEscaping("Scarlet Begonias")   // false
///     JSONEscapeScan.needsEscaping("say \"hi\"")         // true
enum JSONEscapeScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    static func needsEscaping(_ text: String) -> Bool {
        text.withContiguousUTF8 { needsEscaping($0) }
    }

    static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= bytes.count {
            if wordNeedsEscaping(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) { return true }
            offset += 8
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte < 0x20 || byte == 0x22 || byte == 0x5C { return true }
            offset += 1
        }
        return false
    }

    /// Whether any of the eight bytes is below 0x20, 0x22 or 0x5C (exact for the word as a
    /// whole; see "Determine if a word has a byte less than n", Bit Twiddling Hacks).
    @inline(__always)
    private static func wordNeedsEscaping(_ word: UInt64) -> Bool {
        let below0x20 = (word &- ones &* 0x20) & ~word & highBits
        return below0x20 | hasZeroByte(word ^ (ones &* 0x22)) | hasZeroByte(word ^ (ones &* 0x5C)) != 0
    }

    @inline(__always)
    private static func hasZeroByte(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highBits
    }
}
