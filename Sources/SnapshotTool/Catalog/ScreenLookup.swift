import KitSupport
import GoldenCore

/// Finds a catalog screen or journey by the name a person types: the full name
/// (`relisten/tracks@multi-set`), its last part (`tracks@multi-set`), or — for a
/// screen — either without its variant (`relisten/tracks`, `tracks`: the screen without
/// a variant, else its first `@…` in catalog order). Every name `list` prints is found.
struct ScreenLookup {
    let catalog: SnapshotCatalog

    func entry(named name: String) throws(CommandError) -> SnapshotEntry {
        let screens = catalog.screens
        if let found = screens.first(where: { $0.name == name })
            ?? screens.first(where: { $0.name.hasPrefix(name + "@") })
            ?? screens.first(where: { Self.lastPart($0.name) == name })
            ?? screens.first(where: { Self.lastPart($0.name).hasPrefix(name + "@") }) {
            return found
        }
        throw .usage("Unknown screen '\(name)'." + Self.didYouMean(name, screens.map(\.name)))
    }

    func journey(named name: String) throws(CommandError) -> SnapshotJourney {
        let journeys = catalog.journeys
        if let found = journeys.first(where: { $0.name == name }) ?? journeys.first(where: { Self.lastPart($0.name) == name }) {
            return found
        }
        throw .usage("Unknown journey '\(name)'." + Self.didYouMean(name, journeys.map(\.name)))
    }

    static func lastPart(_ name: String) -> String {
        name.split(separator: "/").last.map(String.init) ?? name
    }

    /// ` Did you mean 'x'?`, or a pointer to `list`. Each name is cut to the shape of what
    /// was typed — its last part when no folder was typed, without its variant when no `@`
    /// was — and ranked by how close that is to the typed text, so `relisten/now-playin`
    /// suggests `relisten/now-playing`, not a name that merely shares the folder.
    static func didYouMean(_ word: String, _ names: [String]) -> String {
        var seen: Set<String> = []
        let shaped = names.map { shape($0, like: word) }.filter { seen.insert($0).inserted }
        let scored = shaped.map { ($0, EditDistance.between(word, $0)) }.filter { $0.1 <= threshold(word, $0.0) }
        let close = scored.sorted { lhs, rhs in
            lhs.1 != rhs.1 ? lhs.1 < rhs.1 : Array(lhs.0.utf8).lexicographicallyPrecedes(Array(rhs.0.utf8))
        }.prefix(2).map(\.0)
        return close.isEmpty ? " See '\(HelpText.toolName) list'." : " Did you mean " + close.map { "'\($0)'" }.joined(separator: " or ") + "?"
    }

    /// The edits allowed: a third of what follows the part `word` shares with `candidate`
    /// (at least 2), so a shared folder does not make two different screens look close.
    static func threshold(_ word: String, _ candidate: String) -> Int {
        let shared = zip(word, candidate).prefix { $0 == $1 }.count
        return max(2, (word.count - shared) / 3)
    }

    /// `relisten/tracks@loaded` as `tracks@loaded` (no `/` typed), `relisten/tracks` (no `@`), or `tracks`.
    static func shape(_ name: String, like word: String) -> String {
        var shaped = word.contains("/") ? name : lastPart(name)
        if !word.contains("@"), let at = shaped.firstIndex(of: "@") { shaped = String(shaped[..<at]) }
        return shaped
    }
}
