/// One row of `snapshot bench`: a workload prepared once (untimed), then run several
/// times and timed with a monotonic clock.
///
///     Benchmark(name: "diff: 100,000 lines, 1% changed", goal: .seconds(1)) {
///         let (old, new) = BenchFixtures.largeText()
///         return BenchmarkWorkload { UnifiedDiff(old: old, new: new, …).lines.count }
///     }
struct Benchmark: Sendable {
    let name: String
    /// How many items one run handles, for the per-item column (e.g. 200 "golden").
    let items: ItemCount?
    /// The target printed beside the median (met or missed); informative only.
    let goal: Duration?
    let prepare: @Sendable () throws -> BenchmarkWorkload

    struct ItemCount: Sendable {
        let count: Int
        let unit: String
    }

    init(name: String, items: ItemCount? = nil, goal: Duration? = nil, prepare: @escaping @Sendable () throws -> BenchmarkWorkload) {
        self.name = name
        self.items = items
        self.goal = goal
        self.prepare = prepare
    }
}

/// The timed part of a benchmark. `run` returns a checksum, which must be the same on
/// every run (it also keeps the optimizer from dropping the work); `finish` cleans up.
struct BenchmarkWorkload {
    let run: () -> Int
    let finish: () -> Void

    init(run: @escaping () -> Int, finish: @escaping () -> Void = {}) {
        self.run = run
        self.finish = finish
    }
}
