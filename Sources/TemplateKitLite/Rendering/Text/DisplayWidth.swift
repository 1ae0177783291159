import KitSupport

/// Terminal columns of text, counted per grapheme cluster with the package's own tables
/// (no Foundation, no locale):
///
/// - East Asian Wide/Fullwidth characters and emoji with emoji presentation: 2 columns;
///   a cluster holding the emoji variation selector (U+FE0F) is 2 columns too.
/// - Combining marks, zero-width joiners and spaces, variation selectors and other
///   format controls: 0 columns.
/// - Everything else (including East Asian ambiguous characters and box drawing): 1.
///
/// A cluster counts as its first non-zero-width scalar, so `"e\u{301}"` is 1 and a family
/// emoji joined by zero-width joiners is 2. Control characters count 0; renderers pass
/// text through ``VisibleText/sanitized(_:)`` first.
///
///     DisplayWidth.of("abc")     // 3
///     DisplayWidth.of("日本")    // 4
///     DisplayWidth.of("👍🏽")     // 2
public enum DisplayWidth: Sendable {
    /// The columns `text` takes in a terminal.
    public static func of(_ text: String) -> Int {
        if let fast = simpleWidth(text) { return fast }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// The columns one grapheme cluster takes.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        var width = 0
        for scalar in scalars {
            if scalar.value == 0xFE0F { return 2 }
            if width == 0 { width = columns(of: scalar) }
        }
        return width
    }

    /// The columns of one scalar on its own: 0, 1 or 2.
    static func columns(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return 1 }
        if value < 0x20 || (value >= 0x7F && value < 0xA0) { return 0 }
        if value < 0x300 { return value == 0xAD ? 0 : 1 }
        if DisplayWidthTables.contains(DisplayWidthTables.zeroWidth, value) { return 0 }
        if value < 0x1100 { return 1 }
        return DisplayWidthTables.contains(DisplayWidthTables.wide, value) ? 2 : 1
    }

    /// The width when every scalar is its own one-column cluster (the common case:
    /// Latin, Greek, Cyrillic, general punctuation), else `nil`.
    static func simpleWidth(_ text: String) -> Int? {
        text.withContiguousUTF8 { bytes -> Int? in
            var index = UTF8Scalars.printableASCIIWords(bytes)
            var count = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x80 {
                    guard byte >= 0x20 && byte < 0x7F else { return nil }
                    index += 1
                } else {
                    let (value, length) = UTF8Scalars.decode(bytes, at: index)
                    guard length > 0, isSimple(value) else { return nil }
                    index += length
                }
                count += 1
            }
            return count
        }
    }

    /// A scalar that always forms a one-column cluster of its own.
    static func isSimple(_ value: UInt32) -> Bool {
        switch value {
        case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x370...0x482, 0x48A...0x52F: true
        case 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF, 0x2500...0x25FC: true
        default: false
        }
    }
}
