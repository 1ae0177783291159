/// Names for generated documents: plain, accented, emoji (with ZWJ and skin tones),
/// right-to-left, combining marks, very long, empty-looking and control characters.
enum GeneratedNames {
    static let pool: [String] = [
        "Grateful Dead", "The Band", "Sigur Rós", "Mötley Crüe", "Ænima Ørkester", "Straße",
        "🎸🔥", "👨‍👩‍👧‍👦 Family Band", "👍🏽 Thumbs", "שלום עליכם", "فرقة الموسيقى", "\u{202E}reversed",
        "e\u{301}\u{301}\u{301} combining", "Z\u{336}a\u{336}l\u{336}g\u{336}o\u{336}", "日本のバンド",
        "İstanbul ıi", "tab\there", "soft\u{AD}hyphen", "zero\u{200B}width", " ",
        String(repeating: "Very Long Name ", count: 12), "x",
    ]

    static func pick(_ random: inout SplitMix64Source) -> String {
        pool[random.below(pool.count)]
    }
}
