import GoldenCore

/// The pending files (`NAME.new`) under the goldens folder that the FILTER arguments of
/// `accept` and `reject` select — whoever wrote them (a catalog's `check` or an
/// assertion in a test), since pending work is files alone.
package struct PendingSelection {
    /// Selected names that are valid golden names.
    package let names: [String]
    /// Selected names that are not (left alone and reported).
    package let refused: [String]

    /// Fails with a usage error when a filter matches no pending file; `--all` (or no
    /// filter) selects every one.
    package init(store: GoldenStore, filters: [String]) throws(CommandError) {
        let pending = try store.pendingNames()
        if !pending.isEmpty { try NameFilter.requireMatches(filters, among: pending) }
        let selected = pending.filter { name in filters.isEmpty || filters.contains { NameFilter.matches($0, name) } }
        names = selected.filter { SnapshotName.problem(with: $0) == nil }
        refused = selected.filter { SnapshotName.problem(with: $0) != nil }
    }

    package var all: [String] { (names + refused).sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) } }
}
