import SnapshotTool
import TemplateKitLite
import RelistenScreens
import GoldenCore
import Foundation

/// The printed cells of one `snapshot bench` row: name, figure, per item, goal.
enum BenchCells {
    static func cells(_ row: BenchmarkRunner.Row) -> [String] {
        let benchmark = row.benchmark
        switch row.figure {
        case .time(let median):
            let nanoseconds = DurationText.nanoseconds(median)
            var perItem = benchmark.items.map { items in
                DurationText.format(nanoseconds: nanoseconds / Int64(max(1, items.count))) + " per \(items.unit)"
            } ?? ""
            if let bytes = row.bytes { perItem = throughput(bytes, nanoseconds: nanoseconds) + " of " + megabytes(bytes) }
            return [benchmark.name, DurationText.format(median), perItem, goal(benchmark.goal, median: median)]
        case .ratio(let ratio):
            let met = benchmark.goal.map { goal in
                switch goal {
                case .ratio(let limit): ratio < limit
                case .ratioAtLeast(let limit): ratio >= limit
                default: false
                }
            }
            return [benchmark.name, DurationText.fixed(ratio), "", goalText(benchmark.goal, met)]
        case .peakMemory(let bytes, let input):
            let multiple = Double(bytes) / Double(max(1, input))
            let met = benchmark.goal.map { if case .inputMultiple(let limit) = $0 { multiple < limit } else { false } }
            return [benchmark.name, megabytes(bytes) + " peak RSS",
                    DurationText.fixed(multiple) + "× the " + megabytes(input) + " input", goalText(benchmark.goal, met)]
        case .count(let count):
            return [benchmark.name, DurationText.fixed(count.value) + " " + count.unit, count.detail, ""]
        case .refused(let message):
            return [benchmark.name, "refused", "", "< 3× the input, or refused with a clear error: met (" + message + ")"]
        }
    }

    private static func goal(_ goal: Benchmark.Goal?, median: Duration) -> String {
        guard case .time(let limit) = goal else { return goalText(goal, nil) }
        return goalText(goal, median < limit)
    }

    /// `< 30 ms: met`, `< 10: MISSED`, `< 3× the input: met`.
    private static func goalText(_ goal: Benchmark.Goal?, _ met: Bool?) -> String {
        guard let goal else { return "" }
        let target: String
        switch goal {
        case .time(let limit): target = DurationText.format(limit).replacingOccurrences(of: ".00", with: "")
        case .ratio(let limit): target = DurationText.fixed(limit).replacingOccurrences(of: ".00", with: "")
        case .ratioAtLeast(let limit):
            return "≥ " + DurationText.fixed(limit).replacingOccurrences(of: ".00", with: "") + ": " + (met == true ? "met" : "MISSED")
        case .inputMultiple(let limit): target = DurationText.fixed(limit).replacingOccurrences(of: ".00", with: "") + "× the input"
        }
        return "< " + target + ": " + (met == true ? "met" : "MISSED")
    }

    /// `312.5 MB/s`: `bytes` read in `nanoseconds` (10^6 bytes a second).
    static func throughput(_ bytes: Int, nanoseconds: Int64) -> String {
        let perSecond = Double(bytes) * 1e9 / Double(max(1, nanoseconds))
        return DurationText.fixed(UInt64(perSecond.rounded()), per: 1_000_000, decimals: 1) + " MB/s"
    }

    /// `212.4 MB` (10^6 bytes).
    static func megabytes(_ bytes: Int) -> String {
        DurationText.fixed(UInt64(max(0, bytes)), per: 1_000_000, decimals: 1) + " MB"
    }
}
