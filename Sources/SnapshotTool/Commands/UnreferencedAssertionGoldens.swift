import SnapshotEngine

/// Assertion goldens no assertion of the last complete test run used: every golden under
/// `Tests/Snapshots` that the catalog does not own (in the catalog's own package, its
/// folders are the catalog's; elsewhere every golden is an assertion's), less those the
/// run file lists (``AssertionRun``). A filtered or unfinished run marks nothing.
///
///     swift test && swift run snapshot pending --unreferenced
enum UnreferencedAssertionGoldens {
    static func find(_ workspace: Workspace, _ context: CommandContext) throws(CommandError) -> [String] {
        let run = try AssertionRun.last(packageRoot: workspace.packageRoot)
        let catalog = workspace.isOwned(by: context) ? context.catalog : SnapshotCatalog([])
        let produced = Set(catalog.names)
        return try workspace.store.goldenNames().filter { name in
            !produced.contains(name) && !catalog.owns(name) && !run.used.contains(name)
        }
    }
}
