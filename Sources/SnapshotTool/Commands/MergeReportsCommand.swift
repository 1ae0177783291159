import GoldenCore

/// `snapshot merge-reports FILE…`: the whole run of a sharded `check` from each shard's
/// `--report`: the summary over all shards, each change, the unreferenced goldens (only
/// the union of every shard can know them), and the exit status of the whole.
package enum MergeReportsCommand {
    package static let command = Command(spec: spec, perform: perform)

    package static let spec = CommandSpec(
        name: "merge-reports",
        abstract: "Merge the reports of a sharded check into the whole run's summary.",
        discussion: "Give the --report file of every shard of 'check --shard I/N --report FILE'. Prints every change, "
            + "the summary, and the goldens in the catalog's folders that no shard's entry produced (only when every "
            + "shard is there, unfiltered, and all matched). Exit status: 0 when every shard passed and every shard "
            + "is there, 1 otherwise (a missing, repeated or unreadable report too).",
        arguments: [ArgumentSpec("report", help: "A shard's JSON report.", isRepeating: true, isOptional: false)])

    package static func perform(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        guard !arguments.positionals.isEmpty else { throw CommandError.usage("Give the report file of every shard") }
        var reports: [ShardReport] = []
        for file in arguments.positionals {
            let bytes: [UInt8]
            do { bytes = try FileSystem.readAll(context.absolutePath(file)) } catch {
                throw CommandError.failure("cannot read \(Printable.path(file)): \(error.description)")
            }
            reports.append(try ShardReport(bytes: bytes, file: Printable.path(file)))
        }
        let merged = try Merged(reports)
        for entry in merged.entries where entry.status != "unchanged" {
            context.output.writeLine("\(entry.status): \(entry.name)" + (entry.message.map { " (\($0))" } ?? ""))
        }
        context.output.writeLine(merged.summaryLine)
        for name in merged.unreferenced ?? [] { context.output.writeLine("unreferenced: \(GoldenStore.defaultDisplayRoot)/\(Printable.path(name))") }
        for problem in merged.problems { context.errors.writeLine("error: \(problem)") }
        return merged.passed ? .success : .failure
    }

    /// The shards together.
    struct Merged {
        var entries: [ShardReport.Entry] = []
        var unreferenced: [String]?
        var skipped: String?
        var problems: [String] = []
        var allPassed = true
        let count: Int

        init(_ reports: [ShardReport]) throws(CommandError) {
            count = reports[0].shard.count
            for report in reports where report.shard.count != count {
                throw .failure("\(report.file): shard \(report.shard.description) is not one of \(count) like \(reports[0].file)")
            }
            var seen: [Int: String] = [:]
            for report in reports {
                if let first = seen[report.shard.index] {
                    throw .failure("\(report.file) and \(first) are both shard \(report.shard.description)")
                }
                seen[report.shard.index] = report.file
            }
            let missing = (1...count).filter { seen[$0] == nil }
            if !missing.isEmpty { problems.append("missing shards: " + missing.map { "\($0)/\(count)" }.joined(separator: ", ")) }
            entries = reports.flatMap(\.entries).sorted { Array($0.name.utf8).lexicographicallyPrecedes(Array($1.name.utf8)) }
            allPassed = reports.allSatisfy(\.passed)
            let filtered = reports.contains { !$0.filters.isEmpty }
            if !missing.isEmpty { skipped = "shards missing" }
            else if filtered { skipped = "filtered run" }
            else if !allPassed { skipped = "the run has changes" }
            else {
                let produced = Set(entries.map(\.name))
                let owned = Set(reports.flatMap(\.ownedGoldens))
                unreferenced = owned.subtracting(produced).sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
            }
        }

        var passed: Bool { allPassed && problems.isEmpty }

        var summaryLine: String {
            let counted = { (status: String) in entries.filter { $0.status == status }.count }
            var parts = ["\(counted("unchanged")) unchanged", "\(counted("changed")) changed", "\(counted("new")) new"]
            parts.append(unreferenced.map { "\($0.count) unreferenced" } ?? "unreferenced not checked (\(skipped ?? "skipped"))")
            if counted("error") > 0 { parts.append(Plural.count(counted("error"), "error")) }
            return "Summary of \(count) shards: " + parts.joined(separator: ", ")
        }
    }
}
