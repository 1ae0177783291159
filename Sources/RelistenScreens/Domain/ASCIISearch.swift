/// Case-insensitive search in ASCII text, byte by byte: what `lowercased().contains(_:)`
/// gives for ASCII text, without building a lowered copy or matching grapheme clusters.
///
///     ASCIISearch.containsIgnoringCase("SBD > Charlie Miller", "charlie miller")   // true
enum ASCIISearch {
    static func isASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// Whether `text` (ASCII) contains `needle` (lower-case ASCII), ignoring case.
    static func containsIgnoringCase(_ text: String, _ needle: StaticString) -> Bool {
        contains(text, needle, by: lowered)
    }

    /// Whether `text` contains `needle` (ASCII) byte for byte: what `contains(_:)` gives
    /// when `text` is ASCII too (the one ASCII grapheme of two bytes, CR LF, holds no
    /// other byte).
    static func contains(_ text: String, _ needle: StaticString) -> Bool {
        contains(text, needle) { $0 }
    }

    private static func contains(_ text: String, _ needle: StaticString, by fold: (UInt8) -> UInt8) -> Bool {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        var text = text
        return text.withUTF8 { bytes in
            guard pattern.count <= bytes.count else { return false }
            for start in 0...(bytes.count - pattern.count) {
                var matched = 0
                while matched < pattern.count, fold(bytes[start + matched]) == pattern[matched] { matched += 1 }
                if matched == pattern.count { return true }
            }
            return false
        }
    }

    /// Whether `text` is `lowercase` (lower-case ASCII), ignoring ASCII case; any byte of
    /// `text` outside ASCII makes it differ.
    static func equalsIgnoringCase(_ text: String, _ lowercase: String) -> Bool {
        text.utf8.count == lowercase.utf8.count && zip(text.utf8, lowercase.utf8).allSatisfy { lowered($0) == $1 }
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}
