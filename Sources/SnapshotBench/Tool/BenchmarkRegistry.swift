import SnapshotTool
import TemplateKitLite
import RelistenScreens
import GoldenCore

/// The `snapshot bench` rows every catalog executable has, in print order; a catalog adds
/// its own (``SnapshotCatalog/benchmarks``) after them. Adding a benchmark is one
/// ``Benchmark`` value and one line here.
package enum BenchmarkRegistry {
    package static let generic: [Benchmark] = [
        DiffBenchmarks.jsonOneLineChanged,
        DiffBenchmarks.largeOnePercentChanged,
        GoldenBenchmarks.byteCompare,
        AssertionBenchmarks.matchingGolden,
        AssertionBenchmarks.firstResolution,
        AssertionBenchmarks.systemCallFloor,
        ScaleBenchmarks.assertions,
        ScaleBenchmarks.assertionsPeak,
        ScaleBenchmarks.check,
        ScaleBenchmarks.reviewPage,
        StartupBenchmarks.list,
    ]
}
