import TemplateKitLite
import GoldenCore

/// The JSON report of a `check` run (`--report FILE`), for CI annotations and dashboards.
/// Format version 1 — see Docs/workflow.md:
///
///     { "counts": { "changed": 1, "error": 0, "new": 0, "unchanged": 3, "unreferenced": 0 },
///       "entries": [ { "golden": "Tests/Snapshots/a.txt", "name": "a.txt",
///                      "pending": "Tests/Snapshots/a.txt.new", "status": "changed" } ],
///       "mode": "local", "passed": false, "pruned": [], "unreferenced": [], "version": 1 }
package struct RunReport {
    package let result: CheckResult
    package let store: GoldenStore

    package static let formatVersion = 1

    package var json: JSONValue {
        var counts: [String: JSONValue] = [:]
        for status in CheckOutcome.Status.allCases { counts[status.rawValue] = .int(result.count(status)) }
        counts["unreferenced"] = result.unreferenced.map { .int($0.count) } ?? .null
        var fields: [String: JSONValue] = [
            "counts": .object(counts),
            "entries": .array(result.outcomes.map(entry)),
            "mode": .string(result.isCI ? "ci" : "local"),
            "passed": .bool(result.passed),
            "pruned": .array(result.pruned.map { .string(store.displayPath($0)) }),
            "unreferenced": result.unreferenced.map { .array($0.map { .string(store.displayPath($0)) }) } ?? .null,
            "version": .int(Self.formatVersion),
        ]
        if let shard = result.shard {
            fields["shard"] = .object(["count": .int(shard.count), "index": .int(shard.index)])
            fields["filters"] = .array(result.filters.map { .string($0) })
            fields["ownedGoldens"] = .array((result.ownedGoldens ?? []).map { .string($0) })
        }
        return .object(fields)
    }

    private func entry(_ outcome: CheckOutcome) -> JSONValue {
        var fields: [String: JSONValue] = [
            "golden": .string(store.displayPath(outcome.name)),
            "name": .string(outcome.name),
            "pending": outcome.pendingWritten ? .string(store.displayPath(GoldenStore.pendingName(outcome.name))) : .null,
            "status": .string(outcome.status.rawValue),
        ]
        if let message = outcome.message { fields["message"] = .string(message) }
        return .object(fields)
    }

    /// The first bytes of every report (canonical JSON: `counts` is the first key).
    static let signature = "{\n  \"counts\": {"

    /// Writes the report atomically to `path` (absolute), first removing temporary files
    /// a killed earlier run left beside it; refuses a file there that is not an earlier
    /// report (see ``ReportFile``).
    package func write(to path: String) throws(CommandError) {
        try ReportFile.write(Array(json.canonicalText().utf8), to: path, what: "the report", signature: Self.signature)
    }
}
