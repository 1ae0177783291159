import SnapshotTool
import TemplateKitLite
import RelistenScreens
import GoldenCore

/// Runs benchmarks: one warm-up, then `runs` timed runs; reports the median. Ratio rows
/// use the medians of rows measured before them.
package struct BenchmarkRunner {
    package let runs: Int
    private var medians: [String: Duration] = [:]

    package init(runs: Int) { self.runs = runs }

    package struct Row {
        let benchmark: Benchmark
        let figure: Figure
        /// The bytes one run read, for a throughput row (see ``BenchmarkWorkload/bytes``).
        var bytes: Int? = nil
    }

    package enum Figure {
        case time(Duration)
        case ratio(Double)
        case peakMemory(bytes: Int, inputBytes: Int)
        /// The child refused the input with this error.
        case refused(String)
        case count(Count)
    }

    package mutating func measure(_ benchmark: Benchmark) throws(CommandError) -> Row {
        switch benchmark.measure {
        case .time(let prepare):
            let (median, bytes) = try time(benchmark, prepare)
            medians[benchmark.name] = median
            return Row(benchmark: benchmark, figure: .time(median), bytes: bytes)
        case .ratio(let numerator, let denominator):
            guard let top = medians[numerator], let bottom = medians[denominator], bottom > .zero else {
                throw .usage("benchmark '\(benchmark.name)' needs the rows '\(numerator)' and '\(denominator)' run before it")
            }
            return Row(benchmark: benchmark, figure: .ratio(top / bottom))
        case .pairedRatio(let numerator, let denominator):
            return Row(benchmark: benchmark, figure: .ratio(try pairedRatio(benchmark, numerator, denominator)))
        case .count(let count):
            do { return Row(benchmark: benchmark, figure: .count(try count())) } catch {
                throw .failure("benchmark '\(benchmark.name)' could not be counted: \(error)")
            }
        case .peakMemory(let prepare):
            let probe: PeakMemoryProbe
            do { probe = try prepare() } catch {
                throw .failure("benchmark '\(benchmark.name)' could not be prepared: \(error)")
            }
            defer { probe.finish() }
            switch try PeakMemory.ofChild(probe.childArguments) {
            case .peak(let bytes): return Row(benchmark: benchmark, figure: .peakMemory(bytes: bytes, inputBytes: probe.inputBytes))
            case .refused(let message): return Row(benchmark: benchmark, figure: .refused(message))
            }
        }
    }

    /// The median time of the workload; fails when its checksum changes between runs.
    private func time(
        _ benchmark: Benchmark, _ prepare: () throws -> BenchmarkWorkload
    ) throws(CommandError) -> (median: Duration, bytes: Int?) {
        let workload = try prepared(benchmark, prepare)
        defer { workload.finish() }
        workload.beforeEachRun()
        let expected = workload.run()
        var times: [Duration] = []
        for _ in 0..<min(runs, benchmark.maximumRuns) {
            times.append(try timedRun(benchmark, workload, expecting: expected))
        }
        return (Self.median(times), workload.bytes)
    }

    /// The median of `numerator`'s time over `denominator`'s, the two run in turn.
    private func pairedRatio(
        _ benchmark: Benchmark, _ numerator: () throws -> BenchmarkWorkload, _ denominator: () throws -> BenchmarkWorkload
    ) throws(CommandError) -> Double {
        let top = try prepared(benchmark, numerator)
        defer { top.finish() }
        let bottom = try prepared(benchmark, denominator)
        defer { bottom.finish() }
        top.beforeEachRun()
        let topExpected = top.run()
        bottom.beforeEachRun()
        let bottomExpected = bottom.run()
        var ratios: [Double] = []
        for pair in 0..<min(runs, benchmark.maximumRuns) {
            // Each goes first in every other pair, so neither always runs in the other's wake.
            var topTime = Duration.zero, bottomTime = Duration.zero
            if pair.isMultiple(of: 2) {
                topTime = try timedRun(benchmark, top, expecting: topExpected)
                bottomTime = try timedRun(benchmark, bottom, expecting: bottomExpected)
            } else {
                bottomTime = try timedRun(benchmark, bottom, expecting: bottomExpected)
                topTime = try timedRun(benchmark, top, expecting: topExpected)
            }
            guard bottomTime > .zero else { continue }
            ratios.append(topTime / bottomTime)
        }
        guard !ratios.isEmpty else { throw .failure("benchmark '\(benchmark.name)' measured no time") }
        return Self.median(ratios)
    }

    private func prepared(_ benchmark: Benchmark, _ prepare: () throws -> BenchmarkWorkload) throws(CommandError) -> BenchmarkWorkload {
        do { return try prepare() } catch {
            throw .failure("benchmark '\(benchmark.name)' could not be prepared: \(error)")
        }
    }

    /// One timed run; fails when the checksum differs from the warm-up's.
    private func timedRun(_ benchmark: Benchmark, _ workload: BenchmarkWorkload, expecting expected: Int) throws(CommandError) -> Duration {
        var checksum = 0
        workload.beforeEachRun()
        let time = ContinuousClock().measure { checksum = workload.run() }
        guard checksum == expected else {
            throw .failure("benchmark '\(benchmark.name)' gave \(checksum), then \(expected): not deterministic")
        }
        return time
    }

    private static func median<Value: Comparable>(_ values: [Value]) -> Value {
        values.sorted()[(values.count - 1) / 2]
    }
}
