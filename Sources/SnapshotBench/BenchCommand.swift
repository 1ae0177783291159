import Foundation
import GoldenCore
import SnapshotTool

/// `snapshot bench [<filter> ...] [--runs <n>]`: prints the median time of each
/// registered benchmark (``BenchmarkRegistry``).
package enum BenchCommand {
    /// `bench` over the tool's rows and `catalogRows` (this repo's render benchmarks).
    package static func command(catalogRows: [Benchmark]) -> Command {
        Command(spec: spec) { arguments, context in try perform(arguments, context, catalogRows: catalogRows) }
    }

    package static let defaultRuns = 7

    package static let spec = CommandSpec(
        name: "bench",
        abstract: "Print benchmark figures (median of several runs, monotonic clock).",
        discussion: "Build in release mode for real figures: swift run -c release snapshot bench. "
            + "Rows marked large (50 MB and 200 MB state documents) run only with --large.",
        arguments: [ArgumentSpec("filter", help: "Only benchmarks whose name contains this text.", isRepeating: true)],
        options: [
            .value("runs", valueName: "n", help: "Timed runs per benchmark, 1 to 1000 (default: \(defaultRuns))."),
            .flag("large", help: "Also run the large rows (minutes, and a few GB of memory)."),
            .value(StateDecodePeak.option, valueName: "file",
                   help: "Decode FILE as a state document, then print this process's peak memory (used by the memory row)."),
            .value(AssertionFixture.peakOption, valueName: "n",
                   help: "Run N matching assertions, then print this process's peak memory (used by the assertions row)."),
        ])

    package static func perform(_ arguments: ParsedArguments, _ context: CommandContext, catalogRows: [Benchmark]) throws -> ExitCode {
        if let file = arguments.value(StateDecodePeak.option) {
            try StateDecodePeak.load(file, context)
            context.output.writeLine(PeakMemory.report())
            return .success
        }
        if let count = arguments.value(AssertionFixture.peakOption) {
            context.output.writeLine(try AssertionFixture.childRun(count))
            return .success
        }
        let runs = try runCount(arguments.value("runs"))
        let filters = arguments.positionals
        let large = arguments.flag("large")
        let selected = (BenchmarkRegistry.generic + catalogRows).filter { benchmark in
            filters.isEmpty || filters.contains { benchmark.name.contains($0) }
        }
        guard !selected.isEmpty else {
            throw CommandError.usage("No benchmark matches \(filters.map { "'\($0)'" }.joined(separator: ", "))")
        }
        context.output.writeLine("\(HelpText.toolName) bench: median of \(runs) runs, \(buildKind) build")
        context.output.writeLine()
        var runner = BenchmarkRunner(runs: runs)
        var rows: [[String]] = [["benchmark", "figure", "per item", "goal"]]
        let progress = context.progress("bench", unit: "rows", total: selected.count)
        defer { progress.finish() }
        for (index, benchmark) in selected.enumerated() {
            progress.update(index)
            if benchmark.isLarge && !large {
                rows.append([benchmark.name, "skipped", "", "(large: run with --large)"])
                continue
            }
            rows.append(BenchCells.cells(try runner.measure(benchmark)))
        }
        progress.finish()
        for line in BenchTable.lines(rows) { context.output.writeLine(line) }
        return .success
    }

    private static func runCount(_ text: String?) throws(CommandError) -> Int {
        guard let text else { return defaultRuns }
        guard let runs = Int(text), (1...1_000).contains(runs) else {
            throw .usage("--runs takes a whole number from 1 to 1000, not '\(text)'")
        }
        return runs
    }

    private static var buildKind: String {
        #if DEBUG
        return "debug (slower; use swift run -c release snapshot bench)"
        #else
        return "release"
        #endif
    }
}

/// Left-aligned columns separated by two spaces, trailing spaces trimmed.
package enum BenchTable {
    package static func lines(_ rows: [[String]]) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return rows.map { row in
            var line = ""
            for (column, cell) in row.enumerated() {
                line += cell + String(repeating: " ", count: widths[column] - cell.count + 2)
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }
}
