import SnapshotTool
import TemplateKitLite
import RelistenScreens
import Foundation
import GoldenCore

/// The golden-store row of `snapshot bench`: the pass path of `check` (read a golden,
/// compare bytes) over goldens written to a temporary folder, removed afterwards.
package enum GoldenBenchmarks {
    package static let goldenCount = 200

    package static let byteCompare = Benchmark(
        name: "compare: \(goldenCount) goldens, read + byte compare",
        items: .init(count: goldenCount, unit: "golden")
    ) {
        let folder = NSTemporaryDirectory() + "snapshot-bench-" + UUID().uuidString
        let store = GoldenStore(root: folder)
        try store.createFolderIfMissing()
        let renders = (0..<goldenCount).map { index in
            (name: "screen-\(index).txt", bytes: BenchFixtures.numberedLines(60 + index % 40))
        }
        for render in renders { try store.write(render.bytes, to: render.name) }
        return BenchmarkWorkload(
            run: { renders.filter { (try? store.readBytes($0.name)) == $0.bytes }.count },
            finish: { try? FileManager.default.removeItem(atPath: folder) })
    }
}
