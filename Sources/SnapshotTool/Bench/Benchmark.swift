import SnapshotEngine
/// One row of `snapshot bench`: a workload prepared once (untimed), then run several
/// times and timed with a monotonic clock.
///
///     Benchmark(name: "diff: 100,000 lines, 1% changed", goal: .seconds(1)) {
///         let (old, new) = BenchFixtures.largeText()
///         return BenchmarkWorkload { UnifiedDiff(old: old, new: new, …).lines.count }
///     }
package struct Benchmark: Sendable {
    package let name: String
    /// How many items one run handles, for the per-item column (e.g. 200 "golden").
    package let items: ItemCount?
    /// The target printed beside the median (met or missed); informative only.
    package let goal: Duration?
    package let prepare: @Sendable () throws -> BenchmarkWorkload

    package struct ItemCount: Sendable {
        let count: Int
        let unit: String

        package init(count: Int, unit: String) {
            self.count = count
            self.unit = unit
        }
    }

    package init(name: String, items: ItemCount? = nil, goal: Duration? = nil, prepare: @escaping @Sendable () throws -> BenchmarkWorkload) {
        self.name = name
        self.items = items
        self.goal = goal
        self.prepare = prepare
    }
}

/// The timed part of a benchmark. `run` returns a checksum, which must be the same on
/// every run (it also keeps the optimizer from dropping the work); `finish` cleans up.
package struct BenchmarkWorkload {
    package let run: () -> Int
    package let finish: () -> Void

    package init(run: @escaping () -> Int, finish: @escaping () -> Void = {}) {
        self.run = run
        self.finish = finish
    }
}
