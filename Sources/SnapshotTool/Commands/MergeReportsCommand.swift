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
        // One report at a time: each is read, checked and folded in, then let go.
        var merged = Merged()
        for file in arguments.positionals {
            let bytes: [UInt8]
            do { bytes = try FileSystem.readAll(context.absolutePath(file)) } catch {
                throw CommandError.failure("cannot read \(Printable.path(file)): \(error.description)")
            }
            try merged.add(try ShardReport(bytes: bytes, file: Printable.path(file)))
        }
        merged.finish()
        for entry in merged.changes {
            context.output.writeLine("\(entry.status): \(OutputSafety.line(entry.name))" + (entry.message.map { " (\(OutputSafety.line($0)))" } ?? ""))
        }
        context.output.writeLine(merged.summaryLine)
        for name in merged.unreferenced ?? [] {
            context.output.writeLine("unreferenced: \(GoldenStore.defaultDisplayRoot)/\(OutputSafety.line(name))")
        }
        for problem in merged.problems { context.errors.writeLine("error: \(problem)") }
        return merged.passed ? .success : .failure
    }

    /// The shards together, folded in one report at a time. Every golden name is kept as a
    /// 64-bit hash (to find one checked by two shards, or twice by one), the changed, new
    /// and failed entries whole (to print them), the rest as counts.
    struct Merged {
        private(set) var changes: [ShardReport.Entry] = []
        private(set) var unreferenced: [String]?
        private(set) var skipped: String?
        private(set) var problems: [String] = []
        private var counts: [String: Int] = [:]
        private var checkedBy: [UInt64: Int32] = [:]
        private var files: [String] = []
        private var owned: Set<String> = []
        private var shards: [Int: String] = [:]
        private var count: Int?
        private var allPassed = true
        private var filtered = false

        /// Folds `report` in; fails on a report that does not belong with the others.
        mutating func add(_ report: ShardReport) throws(CommandError) {
            let count = self.count ?? report.shard.count
            guard report.shard.count == count else {
                throw .failure("\(report.file): shard \(report.shard.description) is not one of \(count) like \(files.first ?? "")")
            }
            if let first = shards[report.shard.index] {
                throw .failure("\(report.file) and \(first) are both shard \(report.shard.description)")
            }
            self.count = count
            shards[report.shard.index] = report.file
            let fileIndex = Int32(files.count)
            files.append(report.file)
            for (position, key) in report.checked.enumerated() {
                guard let other = checkedBy.updateValue(fileIndex, forKey: key) else { continue }
                let where_ = other == fileIndex ? "twice in \(report.file)" : "by both \(files[Int(other)]) and \(report.file)"
                throw .failure("the golden of \(report.file)'s $.entries[\(position)] is checked \(where_): shards must cover every golden once")
            }
            counts.merge(report.counts, uniquingKeysWith: +)
            changes += report.changes
            owned.formUnion(report.ownedGoldens)
            allPassed = allPassed && report.passed
            filtered = filtered || !report.filters.isEmpty
        }

        /// Works out the missing shards and, when the whole run is there, unfiltered and
        /// green, the unreferenced goldens.
        mutating func finish() {
            let count = self.count ?? 0
            changes.sort { Array($0.name.utf8).lexicographicallyPrecedes(Array($1.name.utf8)) }
            let missing = (1...max(count, 1)).filter { shards[$0] == nil }
            if !missing.isEmpty { problems.append("missing shards: " + missing.map { "\($0)/\(count)" }.joined(separator: ", ")) }
            if !missing.isEmpty { skipped = "shards missing" }
            else if filtered { skipped = "filtered run" }
            else if !allPassed { skipped = "the run has changes" }
            else {
                unreferenced = owned.filter { checkedBy[RunClaimLedger.fnv(Array($0.utf8))] == nil }
                    .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
            }
        }

        var passed: Bool { allPassed && problems.isEmpty }

        var summaryLine: String {
            let counted = { (status: String) in counts[status] ?? 0 }
            var parts = ["\(counted("unchanged")) unchanged", "\(counted("changed")) changed", "\(counted("new")) new"]
            parts.append(unreferenced.map { "\($0.count) unreferenced" } ?? "unreferenced not checked (\(skipped ?? "skipped"))")
            if counted("error") > 0 { parts.append(Plural.count(counted("error"), "error")) }
            return "Summary of \(count ?? 0) shards: " + parts.joined(separator: ", ")
        }
    }
}
