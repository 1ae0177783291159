/// The index letter a name is filed under in an alphabetical list (the "All Artists"
/// sections and their `sectionIndexTitle`), from the same weights as ``Collation`` so
/// consecutive names in collation order share a letter and the sections stay in order:
///
/// - a Latin letter, accents folded, upper-cased: `Élan Vital` → `E`, `Øresund` → `O`;
/// - a letter (or digit) of another script, upper-cased: `Жара` → `Ж` (sorted after Z);
/// - `#` for a name that starts with an ASCII digit or has no letter at all (`10,000 Maniacs`,
///   `!!!`): where the collation puts them, first.
///
/// Leading punctuation and spaces are skipped. "The " is not dropped here: a `sort_name`
/// comes from the server without it ("The Other Ones" is filed as "Other Ones").
///
///     IndexLetter.of("Élan Vital Quartet")   // "E"
public enum IndexLetter {
    public static func of(_ sortName: String) -> String {
        guard let first = CollationWeights.primary(of: sortName).first else { return "#" }
        switch first {
        case 0x100...0x119: return String(UnicodeScalar(UInt8(0x41 + first - 0x100)))
        case 0x1000...:
            guard let scalar = Unicode.Scalar(first - 0x1000) else { return "#" }
            return String(String(scalar).uppercased().prefix(1))
        default: return "#"
        }
    }
}
