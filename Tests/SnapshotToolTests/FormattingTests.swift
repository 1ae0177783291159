import Testing
import Foundation
import TemplateKitLite
@testable import GoldenCore
@testable import SnapshotBench
@testable import SnapshotTool
@testable import LiveCatalog

/// Number, duration, JSON and shell formatting owned by the CLI (no Foundation formatters).
struct FormattingTests {
    @Test func durationsPickAUnitAndTwoDecimals() {
        let nanoseconds: [Int64] = [412, 16_049, 8_064_999, 1_200_000_000]
        let formatted: [String] = nanoseconds.map { DurationText.format(nanoseconds: $0) }
        #expect(formatted == ["412 ns", "16.05 µs", "8.06 ms", "1.20 s"])
        #expect(DurationText.format(.milliseconds(20)) == "20.00 ms")
        #expect(DurationText.nanoseconds(.seconds(Int64.max)) == Int64.max)
        let grouped: [String] = [DurationText.grouped(12_502), DurationText.grouped(100)]
        #expect(grouped == ["12,502", "100"])
    }

    @Test func canonicalJSONSortsKeysByBytesAndEscapes() {
        let value = JSONValue.object([
            "b": .array([.int(1), .double(.nan), .string("a\"\\/\n\u{1}é")]),
            "B": .object([:]),
            "a": .array([]),
        ])
        #expect(value.canonicalText() == """
            {
              "B": {},
              "a": [],
              "b": [
                1,
                null,
                "a\\"\\\\/\\n\\u0001é"
              ]
            }

            """)
    }

    @Test func shellQuotingOnlyWhenNeeded() {
        #expect(ShellQuote.quote("accept") == "accept")
        #expect(ShellQuote.quote("gallery/*") == "'gallery/*'")
        #expect(ShellQuote.quote("it's") == "'it'\\''s'")
    }

    @Test func helpWrapsAtEightyColumns() {
        let row = HelpText.row("--long-option <value>", String(repeating: "word ", count: 30))
        #expect(row.split(separator: "\n").allSatisfy { $0.count <= 80 })
        #expect(HelpText.row("--a-very-long-option-name <value>", "Help.") == "  --a-very-long-option-name <value>\n                          Help.\n")
    }

    @Test func benchmarkRowsAreRegisteredAndDeterministic() throws {
        let names = (BenchmarkRegistry.generic + RenderBenchmarks.all).map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.prefix(3) == [
            "diff: 12,502-line JSON, one line changed",
            "diff: 100,000 lines, 1% changed",
            "compare: 200 goldens, read + byte compare",
        ])
        #expect(names.contains { $0.hasPrefix("render: build 10,000-item list") })
        #expect(names.contains { $0.hasPrefix("relisten: every screen of a GD-sized artist") })
        var runner = BenchmarkRunner(runs: 2)
        let row = try runner.measure(GoldenBenchmarks.byteCompare)
        guard case .time(let median) = row.figure else { Issue.record("a timed row gave \(row.figure)"); return }
        #expect(median > .zero)
    }

    @Test func ratioRowsDivideEarlierMediansAndNeedThem() throws {
        let fast = Benchmark(name: "fast") { BenchmarkWorkload { (0..<1_000).reduce(0, &+) } }
        let slow = Benchmark(name: "slow") { BenchmarkWorkload { (0..<100_000).reduce(0, &+) } }
        let ratio = Benchmark(name: "ratio", goal: .ratio(1_000_000), measure: .ratio("slow", to: "fast"))
        var runner = BenchmarkRunner(runs: 3)
        #expect(throws: CommandError.self) { try runner.measure(ratio) }
        _ = try runner.measure(fast)
        _ = try runner.measure(slow)
        let row = try runner.measure(ratio)
        guard case .ratio(let value) = row.figure else { Issue.record("a ratio row gave \(row.figure)"); return }
        #expect(value > 0)
        #expect(BenchCells.cells(row)[3] == "< 1000000: met")
    }

    @Test func pairedRatioRowsTimeBothWorkloadsInTurn() throws {
        let pairs = Counter()
        let order = Counter()
        let slow: @Sendable () -> BenchmarkWorkload = {
            BenchmarkWorkload { pairs.add(); order.log("s"); return (0..<200_000).reduce(0, &+) }
        }
        let fast: @Sendable () -> BenchmarkWorkload = { BenchmarkWorkload { order.log("f"); return (0..<2_000).reduce(0, &+) } }
        let paired = Benchmark(name: "paired", goal: .ratio(2), maximumRuns: 4, measure: .pairedRatio(slow, to: fast))
        var runner = BenchmarkRunner(runs: 9)
        let row = try runner.measure(paired)
        guard case .ratio(let value) = row.figure else { Issue.record("a paired row gave \(row.figure)"); return }
        #expect(value > 2)
        #expect(pairs.value == 5, "one warm-up and four timed runs (maximumRuns)")
        #expect(order.text == "sf" + "sf" + "fs" + "sf" + "fs", "warm-ups, then each goes first in every other pair")
        #expect(BenchCells.cells(row)[3] == "< 2: MISSED")
    }

    /// A workload's `beforeEachRun` (the serve rows' editor writing the next version)
    /// comes before every run, the warm-up's too, and its time is not the run's.
    @Test func beforeEachRunPrecedesEveryRunAndIsNotTimed() throws {
        let order = Counter()
        let row = Benchmark(name: "prepared") {
            BenchmarkWorkload(beforeEachRun: { order.log("p"); usleep(30_000) }, run: { order.log("r"); return 1 })
        }
        var runner = BenchmarkRunner(runs: 3)
        let measured = try runner.measure(row)
        #expect(order.text == "pr" + "pr" + "pr" + "pr", "a warm-up and three timed runs, each after its preparation")
        guard case .time(let median) = measured.figure else { Issue.record("a time row gave \(measured.figure)"); return }
        #expect(median < .milliseconds(30), "the 30 ms preparation is not in the run's time: \(median)")
    }

    @Test func memoryRowsPrintMegabytesAndTheInputMultiple() {
        let row = BenchmarkRunner.Row(
            benchmark: Benchmark(name: "decode", goal: .inputMultiple(3), measure: .ratio("a", to: "b")),
            figure: .peakMemory(bytes: 350_000_000, inputBytes: 100_000_000))
        #expect(BenchCells.cells(row) == ["decode", "350.0 MB peak RSS", "3.50× the 100.0 MB input", "< 3× the input: MISSED"])
        #expect(DurationText.fixed(7.9312) == "7.93")
        #expect(DurationText.fixed(0.005) == "0.01")
    }

    @Test func benchRejectsABadRunCount() throws {
        let workspace = try TestWorkspace()
        let result = workspace.run(["bench", "--runs", "0"])
        #expect(result.code == .usage)
        #expect(result.errors.hasPrefix("Error: --runs takes a whole number from 1 to 1000, not '0'\n"))
        #expect(workspace.run(["bench", "no-such-benchmark"]).code == .usage)
        // The compare benchmark alone: "compare" also names three later benchmarks (10,000
        // goldens checked, a 1,000-change review page, plans compared by digest), 20 s more
        // in a debug build for lines this test does not read.
        let compare = workspace.run(["bench", "compare: 200 goldens", "--runs", "1"])
        #expect(compare.code == .success)
        expect(compare.output, contains: "compare: 200 goldens, read + byte compare")
        expect(compare.output, contains: "per golden")
    }
}

/// Counts calls across a `@Sendable` closure.
private final class Counter: @unchecked Sendable {
    private(set) var value = 0
    private(set) var text = ""
    func add() { value += 1 }
    func log(_ mark: String) { text += mark }
}
