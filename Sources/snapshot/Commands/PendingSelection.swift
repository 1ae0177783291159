/// The pending files (`NAME.new`) the FILTER arguments of `accept` and `reject` select.
struct PendingSelection {
    /// Selected names with an entry in the catalog.
    let known: [String]
    /// Selected names no catalog entry produces.
    let orphans: [String]

    /// Fails with a usage error when a filter matches neither a catalog entry nor a
    /// pending file.
    init(store: GoldenStore, catalog: SnapshotCatalog, filters: [String]) throws(CommandError) {
        let pending = try store.pendingNames()
        try NameFilter.requireMatches(filters, among: catalog.names + pending)
        let selected = pending.filter { name in filters.isEmpty || filters.contains { NameFilter.matches($0, name) } }
        let names = Set(catalog.names)
        known = selected.filter { names.contains($0) && SnapshotName.problem(with: $0) == nil }
        orphans = selected.filter { !names.contains($0) || SnapshotName.problem(with: $0) != nil }
    }

    var all: [String] { (known + orphans).sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) } }
}
