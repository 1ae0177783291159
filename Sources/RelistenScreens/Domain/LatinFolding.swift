/// Folds precomposed Latin-1 Supplement and Latin Extended-A letters (U+00C0…U+017F) to
/// lower-case ASCII base letters: the canonical decomposition without its combining marks,
/// plus the letters without a decomposition (`ß`→`ss`, `Æ`→`ae`, `Ø`→`o`, `Ł`→`l`, `Þ`→`th`).
/// `×` and `÷` fold to nothing (they are symbols).
enum LatinFolding {
    /// One character per scalar from U+00C0: the base letter, `.` for none, `*` for ``pairs``.
    private static let table: [UInt8] = Array(
        ("aaaaaa*ceeeeiiiidnooooo.ouuuuy**aaaaaa*ceeeeiiii"
            + "dnooooo.ouuuuy*yaaaaaaccccccccddddeeeeeeeeeegggg"
            + "gggghhhhiiiiiiiiii**jjkkkllllllllllnnnnnnnnnoooo"
            + "oo**rrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzzs").utf8)

    private static let pairs: [UInt32: String] = [
        0xC6: "ae", 0xE6: "ae", 0xDE: "th", 0xFE: "th", 0xDF: "ss",
        0x132: "ij", 0x133: "ij", 0x152: "oe", 0x153: "oe",
    ]

    /// The lower-case ASCII letters `scalar` folds to (empty for symbols).
    static func fold(_ scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        let offset = Int(scalar.value) - 0xC0
        guard offset >= 0, offset < table.count else { return [scalar] }
        let code = table[offset]
        if code == UInt8(ascii: "*") { return Array((pairs[scalar.value] ?? "").unicodeScalars) }
        if code == UInt8(ascii: ".") { return [] }
        return [Unicode.Scalar(code)]
    }
}
