/// Everything one `check` run found and did, for the summary and the JSON report.
struct CheckResult: Sendable {
    /// One per checked entry, sorted by name (UTF-8 bytes).
    let outcomes: [CheckOutcome]
    let isCI: Bool
    let filters: [String]
    /// Goldens no entry produced; nil when not looked for (see ``unreferencedSkipped``).
    let unreferenced: [String]?
    /// Why unreferenced goldens were not looked for.
    let unreferencedSkipped: String?
    /// Unreferenced goldens deleted by `--prune`.
    let pruned: [String]
    /// `NAME.new` files removed because no entry is called `NAME` any more.
    let removedOrphans: [String]
    /// Temporary files left by killed runs, removed at the start.
    let removedTemporary: [String]

    func count(_ status: CheckOutcome.Status) -> Int {
        outcomes.filter { $0.status == status }.count
    }

    /// True when every render matched its golden and every pending file could be written.
    var passed: Bool {
        outcomes.allSatisfy { !$0.isFailure && $0.message == nil }
    }

    /// Entries with a pending file to accept.
    var pendingCount: Int { outcomes.filter(\.pendingWritten).count }
}
