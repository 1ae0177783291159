import KitSupport

/// Finds whether a string needs JSON escaping (``JSONStringEscape/needsEscaping(_:)``:
/// a control character, `"` or `\`) eight bytes at a time: every string of every row
/// passes through this check, and most need nothing.
///
///     JSONEscapeScan.needsEscaping("Scarlet Begonias")   // false
///     JSONEscapeScan.needsEscaping("say \"hi\"")         // true
enum JSONEscapeScan {
    static func needsEscaping(_ text: String) -> Bool {
        text.withContiguousUTF8 { needsEscaping($0) }
    }

    static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        guard bytes.count >= 8 else { return bytes.contains(where: JSONStringEscape.needsEscaping) }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= bytes.count {
            if wordNeedsEscaping(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) { return true }
            offset += 8
        }
        // The bytes after the last whole word: the final eight, some of them checked twice.
        guard offset < bytes.count else { return false }
        return wordNeedsEscaping(raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self))
    }

    /// Whether any of the eight bytes is below 0x20, 0x22 or 0x5C.
    @inline(__always)
    private static func wordNeedsEscaping(_ word: UInt64) -> Bool {
        ByteWord.hasByte(below: 0x20, in: word) || ByteWord.hasByte(0x22, in: word) || ByteWord.hasByte(0x5C, in: word)
    }
}
