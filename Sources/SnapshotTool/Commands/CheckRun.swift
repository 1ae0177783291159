import GoldenCore
/// The steps of one `check` run, in order: clean leftovers, compare every selected
/// entry, drop orphan pending files, look for unreferenced goldens, prune.
package struct CheckRun {
    package let store: GoldenStore
    package let catalog: SnapshotCatalog
    package let filters: [String]
    package let isCI: Bool
    package let prune: Bool
    /// The part of the catalog this run checks (nil: all of it).
    package var shard: Shard? = nil
    /// Cap of each printed diff, in lines.
    package var maxDiffLines = 400
    /// Counts the goldens compared (``ProgressLine``); cleared before ``execute()`` returns.
    package var progress: ProgressLine? = nil

    package init(store: GoldenStore, catalog: SnapshotCatalog, filters: [String], isCI: Bool, prune: Bool) {
        self.store = store
        self.catalog = catalog
        self.filters = filters
        self.isCI = isCI
        self.prune = prune
    }

    package func execute() throws(CommandError) -> CheckResult {
        let ownership = store.ownership(catalogNames: catalog.names)
        let temporary = isCI ? [] : try store.removeLeftoverTemporaryFiles()
        let checker = EntryCheck(store: store, isCI: isCI, maxDiffLines: maxDiffLines)
        let entries = catalog.entries(matching: filters).filter { shard?.contains($0.name) ?? true }.sorted { Array($0.name.utf8).lexicographicallyPrecedes(Array($1.name.utf8)) }
        progress?.begin("check", total: entries.count)
        let outcomes = entries.map { entry in
            defer { progress?.step() }
            return checker.check(entry)
        }
        progress?.finish()
        let orphans = isCI || shard != nil ? [] : try removeOrphanPending(ownership)
        let (unreferenced, skipped) = try findUnreferenced(outcomes, ownership)
        let pruned = prune ? try deleteAll(unreferenced ?? []) : []
        var result = CheckResult(
            outcomes: outcomes, isCI: isCI, filters: filters,
            unreferenced: unreferenced, unreferencedSkipped: skipped, pruned: pruned,
            removedOrphans: orphans, removedTemporary: temporary,
            collisions: ownership.collisions.map { GoldenOwnership.collisionMessage(folder: $0.folder, testFiles: $0.testFiles, displayRoot: store.displayRoot) })
        if let shard {
            result.shard = shard
            result.ownedGoldens = try store.goldenNames().filter(ownership.catalogMayDelete)
        }
        return result
    }

    /// Removes `NAME.new` files whose `NAME` no catalog entry produces, in the catalog's
    /// own folders only: pending files elsewhere belong to assertions or other tools, and
    /// a folder a test file also claims is left alone (see ``GoldenOwnership``).
    private func removeOrphanPending(_ ownership: GoldenOwnership) throws(CommandError) -> [String] {
        let known = Set(catalog.names)
        let orphans = try store.pendingNames().filter { !known.contains($0) && ownership.catalogMayDelete($0) }.map(GoldenStore.pendingName)
        return try deleteAll(orphans)
    }

    /// Unreferenced goldens in the catalog's own folders, only after a complete, unfiltered run where all matched.
    private func findUnreferenced(_ outcomes: [CheckOutcome], _ ownership: GoldenOwnership) throws(CommandError) -> ([String]?, String?) {
        guard filters.isEmpty else { return (nil, "filtered run") }
        guard shard == nil else { return (nil, "one shard; merge-reports finds them") }
        guard outcomes.allSatisfy({ !$0.isFailure }) else { return (nil, "the run has changes") }
        let known = Set(catalog.names)
        return (try store.goldenNames().filter { !known.contains($0) && ownership.catalogMayDelete($0) }, nil)
    }

    private func deleteAll(_ relatives: [String]) throws(CommandError) -> [String] {
        for relative in relatives { try store.remove(relative) }
        return relatives
    }
}
