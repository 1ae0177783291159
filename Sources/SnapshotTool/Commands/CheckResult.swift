import GoldenCore
/// Everything one `check` run found and did, for the summary and the JSON report.
package struct CheckResult: Sendable {
    /// One per checked entry, sorted by name (UTF-8 bytes).
    package let outcomes: [CheckOutcome]
    package let isCI: Bool
    package let filters: [String]
    /// Goldens no entry produced; nil when not looked for (see ``unreferencedSkipped``).
    package let unreferenced: [String]?
    /// Why unreferenced goldens were not looked for.
    package let unreferencedSkipped: String?
    /// Unreferenced goldens deleted by `--prune`.
    package let pruned: [String]
    /// `NAME.new` files removed because no entry is called `NAME` any more.
    package let removedOrphans: [String]
    /// Temporary files left by killed runs, removed at the start.
    package let removedTemporary: [String]
    /// The shard this run checked, if one.
    package var shard: Shard? = nil
    /// On a shard: every golden in the catalog's folders, for `merge-reports` to find the
    /// unreferenced ones among.
    package var ownedGoldens: [String]? = nil
    /// Folders both the catalog and a test file's assertions claim, as warnings.
    package var collisions: [String] = []

    package func count(_ status: CheckOutcome.Status) -> Int {
        outcomes.filter { $0.status == status }.count
    }

    /// True when every render matched its golden and every pending file could be written.
    package var passed: Bool {
        outcomes.allSatisfy { !$0.isFailure && $0.message == nil }
    }

    /// Entries with a pending file to accept.
    package var pendingCount: Int { outcomes.filter(\.pendingWritten).count }
}
