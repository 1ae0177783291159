import SnapshotTool
import TemplateKitLite
import RelistenScreens
import GoldenCore

/// One row of `snapshot bench`. Most rows time a workload prepared once (untimed), then
/// run several times with a monotonic clock; a row may instead compare two timed rows
/// (``Measure/ratio(_:to:)``), time two workloads in turn for their ratio
/// (``Measure/pairedRatio(_:to:)``) or report a child process's peak memory
/// (``Measure/peakMemory(_:)``).
///
///     Benchmark(name: "diff: 100,000 lines, 1% changed", goal: .time(.seconds(1))) {
///         let (old, new) = BenchFixtures.largeText()
///         return BenchmarkWorkload { UnifiedDiff(old: old, new: new, …).lines.count }
///     }
package struct Benchmark: Sendable {
    package let name: String
    /// How many items one run handles, for the per-item column (e.g. 200 "golden").
    package let items: ItemCount?
    /// The target printed beside the figure (met or missed); informative only.
    package let goal: Goal?
    /// Rows that take minutes or gigabytes run only with `--large`.
    package let isLarge: Bool
    /// At most this many timed runs, whatever `--runs` asks (for rows of many seconds).
    package let maximumRuns: Int
    package let measure: Measure

    package struct ItemCount: Sendable {
        let count: Int
        let unit: String

        package init(count: Int, unit: String) {
            self.count = count
            self.unit = unit
        }
    }

    package enum Goal: Sendable {
        /// The median time stays below this.
        case time(Duration)
        /// The ratio stays below this.
        case ratio(Double)
        /// The ratio is at least this (a speed-up: how many times faster).
        case ratioAtLeast(Double)
        /// Peak memory stays below this multiple of the input's size.
        case inputMultiple(Double)
    }

    package enum Measure: Sendable {
        /// The median time of the workload.
        case time(@Sendable () throws -> BenchmarkWorkload)
        /// The median of the row named first divided by that of the row named second
        /// (both must run before this row).
        case ratio(String, to: String)
        /// The median, over runs taken in turn, of the first workload's time divided by the
        /// second's: each pair sees the same moment of a shared machine, so a slow spell
        /// moves both sides of a ratio instead of one.
        case pairedRatio(@Sendable () throws -> BenchmarkWorkload, to: @Sendable () throws -> BenchmarkWorkload)
        /// The peak resident memory of a child process handling the prepared input.
        case peakMemory(@Sendable () throws -> PeakMemoryProbe)
        /// A figure that is counted, not timed (e.g. CarPlay calls per change), with its unit
        /// and what it is made of.
        case count(@Sendable () throws -> Count)
    }

    package init(
        name: String, items: ItemCount? = nil, goal: Goal? = nil, isLarge: Bool = false, maximumRuns: Int = .max,
        prepare: @escaping @Sendable () throws -> BenchmarkWorkload
    ) {
        self.init(name: name, items: items, goal: goal, isLarge: isLarge, maximumRuns: maximumRuns, measure: .time(prepare))
    }

    package init(name: String, items: ItemCount? = nil, goal: Goal? = nil, isLarge: Bool = false, maximumRuns: Int = .max, measure: Measure) {
        self.name = name
        self.items = items
        self.goal = goal
        self.isLarge = isLarge
        self.maximumRuns = maximumRuns
        self.measure = measure
    }
}

/// A counted figure: `value` in `unit`, and the detail it is made of.
///
///     Count(value: 3, unit: "calls per change", detail: "at 5 s: 3")
package struct Count: Sendable {
    let value: Double
    let unit: String
    let detail: String

    package init(value: Double, unit: String, detail: String) {
        self.value = value
        self.unit = unit
        self.detail = detail
    }
}

/// The timed part of a benchmark. `run` returns a checksum, which must be the same on
/// every run (it also keeps the optimizer from dropping the work); `finish` cleans up.
package struct BenchmarkWorkload {
    let run: () -> Int
    /// Work done before each run, outside its time (e.g. a file changed on disk that the
    /// run then reads).
    let beforeEachRun: () -> Void
    let finish: () -> Void
    /// The bytes one run reads, when its figure is a throughput: the row then also prints
    /// MB/s (10^6 bytes a second), e.g. for decoders run on the same document.
    let bytes: Int?

    package init(bytes: Int? = nil, beforeEachRun: @escaping () -> Void = {}, run: @escaping () -> Int,
                 finish: @escaping () -> Void = {}) {
        self.run = run
        self.beforeEachRun = beforeEachRun
        self.finish = finish
        self.bytes = bytes
    }
}
