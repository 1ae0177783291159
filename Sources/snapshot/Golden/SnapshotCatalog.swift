/// Every render the CLI knows, in a fixed order. The commands take it from
/// ``CommandContext/catalog``; the real one is ``SnapshotCatalog/live``, tests build their own.
struct SnapshotCatalog: Sendable {
    let entries: [CatalogEntry]

    init(entries: [CatalogEntry]) {
        self.entries = entries
    }

    var names: [String] { entries.map(\.name) }

    /// The entries matched by any of `filters` (all entries when there are none).
    func entries(matching filters: [String]) -> [CatalogEntry] {
        guard !filters.isEmpty else { return entries }
        return entries.filter { entry in filters.contains { NameFilter.matches($0, entry.name) } }
    }

    /// Throws a usage error for the first invalid or duplicated name, or for a name that
    /// is also a folder of another (`a.txt` and `a.txt/b.txt`).
    func validate() throws(CommandError) {
        var seen: Set<String> = []
        for name in names {
            try SnapshotName.validate(name)
            if !seen.insert(name).inserted {
                throw .usage("The catalog lists '\(name)' twice")
            }
        }
        for name in names where seen.contains(where: { $0.hasPrefix(name + "/") }) {
            throw .usage("The catalog uses '\(name)' both as a golden and as a folder")
        }
    }
}
