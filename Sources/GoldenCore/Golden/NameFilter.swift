import KitSupport
/// The FILTER arguments of the golden commands: a filter matches a name when the name
/// contains it, or — when it has a `*` — when the whole name matches it as a glob (`*`
/// matches any run of characters, `/` included).
///
///     NameFilter.matches("br-radio", "gallery/br-radio-stations.txt")   // true
///     NameFilter.matches("gallery/*.json", "gallery/br-radio.txt")      // false
package enum NameFilter {
    package static func matches(_ filter: String, _ name: String) -> Bool {
        guard filter.contains("*") else { return name.contains(filter) }
        return globMatches(Array(filter.utf8), Array(name.utf8))
    }

    /// Throws a usage error (exit 64) for the first filter that matches none of `names`,
    /// listing the closest names.
    package static func requireMatches(_ filters: [String], among names: [String]) throws(CommandError) {
        for filter in filters where !names.contains(where: { matches(filter, $0) }) {
            throw .usage(noMatchMessage(filter, names: names))
        }
    }

    package static func noMatchMessage(_ filter: String, names: [String]) -> String {
        let message = "No snapshot matches '\(filter)'"
        let threshold = max(2, filter.count / 3)
        let scored = names.compactMap { name -> (String, Int)? in
            let distance = forms(of: name).map { EditDistance.between(filter, $0) }.min() ?? Int.max
            return distance <= threshold ? (name, distance) : nil
        }
        let close = scored.sorted { lhs, rhs in
            lhs.1 != rhs.1 ? lhs.1 < rhs.1 : Array(lhs.0.utf8).lexicographicallyPrecedes(Array(rhs.0.utf8))
        }
        guard !close.isEmpty else { return message }
        return message + ". Close names: " + close.prefix(5).map(\.0).joined(separator: ", ")
    }

    /// `gallery/home@loaded.txt` → itself, `home@loaded.txt`, `home@loaded`, `home`.
    private static func forms(of name: String) -> [String] {
        let last = name.split(separator: "/").last.map(String.init) ?? name
        let stem = last.split(separator: ".").first.map(String.init) ?? last
        let screen = stem.split(separator: "@").first.map(String.init) ?? stem
        return [name, last, stem, screen]
    }

    /// Iterative glob match with backtracking to the last `*` (linear in practice).
    private static func globMatches(_ pattern: [UInt8], _ text: [UInt8]) -> Bool {
        var p = 0, t = 0
        var star: Int?, resume = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == UInt8(ascii: "*") {
                star = p
                p += 1
                resume = t
            } else if p < pattern.count, pattern[p] == text[t] {
                p += 1
                t += 1
            } else if let star {
                p = star + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.count
    }
}
