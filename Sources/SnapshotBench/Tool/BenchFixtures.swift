import SnapshotTool
import TemplateKitLite
import RelistenScreens
import GoldenCore
/// Deterministic inputs for the benchmarks.
package enum BenchFixtures {
    /// A pretty-printed JSON array of 2,500 five-line objects: 12,502 lines, LF-terminated.
    package static func prettyJSON(changingObject changed: Int? = nil) -> [UInt8] {
        var text = "[\n"
        for index in 0..<2_500 {
            let title = index == changed ? "Changed title \(index)" : "Show \(index)"
            text += "  {\n    \"id\": \(index),\n    \"title\": \"\(title)\",\n    \"year\": \(1965 + index % 30)\n"
            text += index == 2_499 ? "  }\n" : "  },\n"
        }
        return Array((text + "]\n").utf8)
    }

    /// `count` numbered lines; with `changedEvery`, every such line is rewritten.
    package static func numberedLines(_ count: Int, changedEvery: Int? = nil) -> [UInt8] {
        var text = ""
        text.reserveCapacity(count * 40)
        for index in 0..<count {
            let changed = changedEvery.map { index % $0 == $0 / 2 } ?? false
            text += changed ? "line \(index): edited in the new version\n" : "line \(index): the quick brown fox\n"
        }
        return Array(text.utf8)
    }
}
