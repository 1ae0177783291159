import SnapshotEngine
/// Runs benchmarks: one warm-up, then `runs` timed runs; reports the median.
package struct BenchmarkRunner {
    package let runs: Int

    package struct Row {
        let benchmark: Benchmark
        let median: Duration
    }

    /// The median time of `benchmark`; fails when its checksum changes between runs.
    package func measure(_ benchmark: Benchmark) throws(CommandError) -> Row {
        let workload: BenchmarkWorkload
        do { workload = try benchmark.prepare() } catch {
            throw .failure("benchmark '\(benchmark.name)' could not be prepared: \(error)")
        }
        defer { workload.finish() }
        let clock = ContinuousClock()
        let expected = workload.run()
        var times: [Duration] = []
        for _ in 0..<runs {
            var checksum = 0
            times.append(clock.measure { checksum = workload.run() })
            guard checksum == expected else {
                throw .failure("benchmark '\(benchmark.name)' gave \(checksum), then \(expected): not deterministic")
            }
        }
        return Row(benchmark: benchmark, median: times.sorted()[(times.count - 1) / 2])
    }
}
