import SnapshotEngine

/// Finds a catalog screen or journey by the name a person types: the full name
/// (`relisten/tracks@multi-set`), its last part (`tracks@multi-set`), or — for a
/// screen — the last part without its variant (`tracks`: the first `tracks@…` in
/// catalog order).
struct ScreenLookup {
    let catalog: SnapshotCatalog

    func entry(named name: String) throws(CommandError) -> SnapshotEntry {
        let screens = catalog.screens
        if let found = screens.first(where: { $0.name == name })
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

    /// ` Did you mean 'x'?`, or a pointer to `list`.
    static func didYouMean(_ word: String, _ names: [String]) -> String {
        let parts = names.map(lastPart)
        let candidates = names + parts + parts.map { String($0.split(separator: "@").first ?? Substring($0)) }
        var seen: Set<String> = []
        let close = EditDistance.suggestions(for: word, among: candidates.filter { seen.insert($0).inserted }, limit: 2)
        return close.isEmpty ? " See 'snapshot list'." : " Did you mean " + close.map { "'\($0)'" }.joined(separator: " or ") + "?"
    }
}
