
/// Levenshtein distance and "Did you mean …?" suggestions.
package enum EditDistance {
    /// The number of single-character insertions, deletions and substitutions that turn
    /// `a` into `b`. Inputs are cut at 256 characters so the cost stays bounded.
    ///
    ///     EditDistance.between("--frmat", "--format") // 1
    package static func between(_ a: String, _ b: String) -> Int {
        let lhs = Array(a.prefix(256)), rhs = Array(b.prefix(256))
        if lhs.isEmpty { return rhs.count }
        var previous = Array(0...rhs.count)
        var current = previous
        for i in 1...lhs.count {
            current[0] = i
            for j in stride(from: 1, through: rhs.count, by: 1) {
                let substitution = previous[j - 1] + (lhs[i - 1] == rhs[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }

    /// Candidates close to `word` (distance under a third of its length, at least 2),
    /// closest first, ties by UTF-8 order; at most `limit`.
    package static func suggestions(for word: String, among candidates: [String], limit: Int = 5) -> [String] {
        let threshold = max(2, word.count / 3)
        let scored = candidates.map { ($0, between(word, $0)) }.filter { $0.1 <= threshold }
        let sorted = scored.sorted { lhs, rhs in
            lhs.1 != rhs.1 ? lhs.1 < rhs.1 : Array(lhs.0.utf8).lexicographicallyPrecedes(Array(rhs.0.utf8))
        }
        return Array(sorted.prefix(limit).map(\.0))
    }
}
