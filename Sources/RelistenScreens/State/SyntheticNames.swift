import KitSupport
/// Name pieces for ``SyntheticCatalog``.
enum SyntheticNames {
    static let syllables: [String] = [
        "ka", "lo", "mi", "ra", "zu", "te", "no", "vi", "sa", "dé", "ju", "pa", "ré", "go", "lu", "bo", "ña", "øs",
    ]
    static let nouns: [String] = [
        "Band", "Orchestra", "Collective", "Trio", "Quartet", "Sun", "Mountain", "Groove", "Allstars", "Express",
    ]
    static let songs: [String] = [
        "Scarlet Begonias", "Fire on the Mountain", "Estimated Prophet", "Eyes of the World", "China Cat Sunflower",
        "I Know You Rider", "Playing in the Band", "Dark Star", "St. Stephen", "The Other One", "Morning Dew",
        "Truckin'", "Sugar Magnolia", "Bertha", "Jack Straw", "Tennessee Jed", "Drums", "Space",
    ]

    static func artistName(_ index: Int, _ generator: inout KitSupport.SplitMix64) -> String {
        var word = ""
        for _ in 0..<(2 + Int(generator.next() % 2)) {
            word += syllables[Int(generator.next() % UInt64(syllables.count))]
        }
        let capitalized = word.prefix(1).uppercased() + word.dropFirst()
        let noun = nouns[Int(generator.next() % UInt64(nouns.count))]
        switch index % 10 {
        case 0: return "The \(capitalized) \(noun)"
        case 1: return "\(index % 100) \(capitalized)"
        case 2: return "\(capitalized)'s \(noun)!"
        case 3: return "\(capitalized) and The \(noun)"
        default: return "\(capitalized) \(noun)"
        }
    }

    /// The server's rule: every case-sensitive "The " removed.
    static func sortName(_ name: String) -> String {
        name.replacing("The ", with: "")
    }
}
