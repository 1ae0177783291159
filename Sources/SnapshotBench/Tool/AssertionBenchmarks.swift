import TemplateKitSnapshots
import SnapshotTool
import RelistenScreens
import Foundation
import GoldenCore
import TemplateKitLite

/// The assertion rows of `snapshot bench`: what one `expectSnapshot(of:as: .text)` costs
/// when its golden matches, all of it but Swift Testing's issue recording (which runs only
/// on a failure): the call's assertion made (``BenchPackage/expectSnapshot(filePath:index:line:)``:
/// its site, the `.text` format's render and rules), the update mode read from the
/// environment, the render, the rules, the golden located, read and compared, and the
/// stale `NAME.new` looked for — once its golden's location is known, and the first time
/// this process resolves it (name checked, read plan made, recorded in the run log).
/// swift-snapshot-testing takes 0.099 ms for a matching text assertion on this machine;
/// the goals are 8 µs and 12 µs.
package enum AssertionBenchmarks {
    package static let calls = 1_000

    package static let matchingGolden = Benchmark(
        name: "assertion: expectSnapshot on a matching golden (text, 12-row list)",
        items: .init(count: calls, unit: "call"), goal: .time(.microseconds(8 * calls))
    ) {
        let package = try BenchPackage(goldens: 1)
        let filePath = package.root + "/Tests/BenchTests.swift"
        return BenchmarkWorkload(
            run: { (0..<calls).reduce(0) { sum, _ in sum + package.expectSnapshot(filePath: filePath, index: 0, line: 12) } },
            finish: package.remove)
    }

    /// Each run asserts `calls` goldens from a test file this process has not seen (its
    /// path is new, its folder of goldens the same), so each call resolves its golden.
    package static let firstResolution = Benchmark(
        name: "assertion: the same, the first time its golden is resolved",
        items: .init(count: calls, unit: "call"), goal: .time(.microseconds(12 * calls))
    ) {
        let package = try BenchPackage(goldens: calls)
        var run = 0
        return BenchmarkWorkload(
            run: {
                run += 1
                let filePath = package.root + "/Tests/Run\(run)/BenchTests.swift"
                return (0..<calls).reduce(0) { sum, index in
                    sum + package.expectSnapshot(filePath: filePath, index: index, line: 12 + index)
                }
            },
            finish: package.remove)
    }

    /// The floor under the two rows above: the four system calls a matching assertion makes
    /// (open the golden without following links, `pread` of one byte more than the render,
    /// `close`, and `lstat` of its stale `NAME.new`), alone, on the same golden. On a machine
    /// where a system call costs microseconds they are most of the 8 µs goal.
    package static let systemCallFloor = Benchmark(
        name: "assertion: its four system calls alone (open, pread, close, lstat of NAME.new)",
        items: .init(count: calls, unit: "call")
    ) {
        let package = try BenchPackage(goldens: 1)
        let path = package.root + "/Tests/Snapshots/BenchTests/episodes-0.txt"
        let expected = TextRenderer().renderUTF8(package.template).count
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        return BenchmarkWorkload(
            run: { (0..<calls).reduce(0) { sum, _ in sum + systemCalls(path, pending: path + ".new", expected: expected, into: &buffer) } },
            finish: package.remove)
    }

    /// The bytes read from `path` by the calls of one matching assertion.
    private static func systemCalls(_ path: String, pending: String, expected: Int, into buffer: inout [UInt8]) -> Int {
        let file = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard file >= 0 else { return -1 }
        let count = buffer.withUnsafeMutableBytes { pread(file, $0.baseAddress, min($0.count, expected + 1), 0) }
        close(file)
        var pendingInfo = stat()
        return count + Int(lstat(pending, &pendingInfo))
    }

    /// A podcast episode list of 12 rows, the size of a typical screen.
    static func screen() -> Template {
        let items = (1...12).map { index in
            ListElement.item(ListItem(
                "Episode \(index): Night Drive", detail: "\(30 + index) min", accessory: .disclosureIndicator,
                action: Action("play", ["episode": .int(index)])))
        }
        return .list(ListTemplate(title: "Episodes", sections: [ListSection(header: "Latest", items: items)]))
    }
}

/// A temporary package whose `BenchTests` folder holds `goldens` matching goldens of
/// ``AssertionBenchmarks/screen()``, `episodes-0.txt` on.
struct BenchPackage {
    let root = NSTemporaryDirectory() + "snapshot-bench-assertion-" + UUID().uuidString
    let template = AssertionBenchmarks.screen()

    init(goldens: Int) throws {
        try FileManager.default.createDirectory(atPath: root + "/Tests/Snapshots/BenchTests", withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
        let golden = Data(TextRenderer().renderUTF8(template))
        for index in 0..<goldens {
            try golden.write(to: URL(fileURLWithPath: root + "/Tests/Snapshots/BenchTests/episodes-\(index).txt"))
        }
    }

    /// What `expectSnapshot(of: template, as: .text, named: "episodes-INDEX")` at `line` of
    /// the test file at `filePath` does, but for recording issues: the number of failures.
    func expectSnapshot(filePath: String, index: Int, line: Int) -> Int {
        let assertion = SnapshotFormat.text.assertion(
            of: template, named: "episodes-\(index)", function: "episodes()", profile: .unconstrained, isPushed: false,
            validate: true, filePath: filePath, site: "BenchTests/BenchTests.swift:\(line):9")
        return assertion.evaluate().problems.count
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}
