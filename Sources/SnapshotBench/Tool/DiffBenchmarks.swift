import SnapshotTool
import TemplateKitLite
import RelistenScreens
import GoldenCore
/// The diff rows of `snapshot bench`: the cases from the snapshot-practice notes.
package enum DiffBenchmarks {
    package static let jsonOneLineChanged = Benchmark(
        name: "diff: 12,502-line JSON, one line changed", goal: .time(.milliseconds(20))
    ) {
        let old = BenchFixtures.prettyJSON(), new = BenchFixtures.prettyJSON(changingObject: 1_250)
        return BenchmarkWorkload { diffLineCount(old, new) }
    }

    package static let largeOnePercentChanged = Benchmark(
        name: "diff: 100,000 lines, 1% changed", goal: .time(.seconds(1))
    ) {
        let old = BenchFixtures.numberedLines(100_000), new = BenchFixtures.numberedLines(100_000, changedEvery: 100)
        return BenchmarkWorkload { diffLineCount(old, new) }
    }

    private static func diffLineCount(_ old: [UInt8], _ new: [UInt8]) -> Int {
        let diff = UnifiedDiff(old: old, new: new, oldLabel: "a/bench", newLabel: "b/bench", maxLines: .max)
        return diff.lines.count
    }
}
