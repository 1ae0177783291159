/// Levenshtein distance and "Did you mean …?" suggestions: one rule for the command
/// line's options and commands, catalog names and the catalog's ids.
package enum EditDistance {
    /// Inputs are cut at this many characters so the cost stays bounded.
    package static let maximumLength = 256

    /// The number of single-character insertions, deletions and substitutions that turn
    /// `a` into `b`, each cut at ``maximumLength`` characters.
    ///
    ///     EditDistance.between("--frmat", "--format") // 1
    package static func between(_ a: String, _ b: String) -> Int {
        distance(Array(a.prefix(maximumLength)), Array(b.prefix(maximumLength)))
    }

    /// Candidates close to `word` (distance at most a third of its length, at least 2),
    /// closest first, ties by UTF-8 order; each once; at most `limit`. `ignoringCase`
    /// compares lowercased text (ids and names a person typed).
    ///
    ///     EditDistance.suggestions(for: "acept", among: ["accept", "check"])  // ["accept"]
    package static func suggestions(for word: String, among candidates: [String], limit: Int = 5, ignoringCase: Bool = false) -> [String] {
        let fold = { (text: String) in Array((ignoringCase ? text.lowercased() : text).prefix(maximumLength)) }
        let target = fold(word)
        let threshold = max(2, word.count / 3)
        // The distance is at least the difference in length: most candidates of a large
        // catalog are dismissed by it without the quadratic comparison, and before they are
        // told apart from each other.
        var seen = Set<String>()
        let scored = candidates.compactMap { candidate -> (String, Int)? in
            if let length = latin1Length(candidate), abs(min(length, maximumLength) - target.count) > threshold { return nil }
            let other = fold(candidate)
            guard abs(other.count - target.count) <= threshold, seen.insert(candidate).inserted else { return nil }
            return (candidate, distance(target, other))
        }
        let sorted = scored.filter { $0.1 <= threshold }.sorted { lhs, rhs in
            lhs.1 != rhs.1 ? lhs.1 < rhs.1 : Array(lhs.0.utf8).lexicographicallyPrecedes(Array(rhs.0.utf8))
        }
        return Array(sorted.prefix(limit).map(\.0))
    }

    /// The Character count of `text` (and of `text.lowercased()`) where it is cheap to
    /// know, else nil: in Latin-1 without CR, each scalar is a Character and lowercases to one.
    static func latin1Length(_ text: String) -> Int? {
        var count = 0
        for scalar in text.unicodeScalars {
            guard scalar.value <= 0xFF && scalar.value != 0x0D else { return nil }
            count += 1
        }
        return count
    }

    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        var current = previous
        for (i, ca) in a.enumerated() {
            current[0] = i + 1
            for (j, cb) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
