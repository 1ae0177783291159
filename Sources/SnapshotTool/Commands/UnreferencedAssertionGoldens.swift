import GoldenCore

/// Assertion goldens no assertion of the last complete test run used: every golden under
/// `Tests/Snapshots` that ``GoldenOwnership`` gives to test files (or to nobody: the test
/// file is gone) — never the catalog's, never a folder both claim — less those the run
/// file lists (``AssertionRun``). A filtered or unfinished run marks nothing.
///
///     swift test && swift run snapshot pending --unreferenced
enum UnreferencedAssertionGoldens {
    static func find(_ workspace: Workspace, _ context: CommandContext) throws(CommandError) -> [String] {
        let run = try AssertionRun.last(packageRoot: workspace.packageRoot)
        let catalog = workspace.isOwned(by: context) ? context.catalog : SnapshotCatalog([])
        let ownership = workspace.store.ownership(catalogNames: catalog.names)
        return try workspace.store.goldenNames().filter { name in
            guard !run.used.contains(name) else { return false }
            switch ownership.owner(of: name) {
            case .testFiles, .nobody: return true
            case .catalog, .collision: return false
            }
        }
    }
}
