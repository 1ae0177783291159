import TemplateKitSnapshots
import SnapshotTool
import RelistenScreens
import Foundation
import GoldenCore
import TemplateKitLite

/// The assertion rows of `snapshot bench`: what one `expectSnapshot(of:as: .text)` costs
/// when its golden matches — render, validate, locate the golden, read and compare
/// (`GoldenAssertion` is all of `expectSnapshot` on a match; the framework's issue
/// recording only runs on a failure) — once its golden's location is known, and the
/// first time this process resolves it (name checked, read plan made, recorded in the
/// run log). swift-snapshot-testing takes 0.099 ms for a matching text assertion on this
/// machine; the goals are 8 µs and 12 µs.
package enum AssertionBenchmarks {
    package static let calls = 1_000

    package static let matchingGolden = Benchmark(
        name: "assertion: expectSnapshot on a matching golden (text, 12-row list)",
        items: .init(count: calls, unit: "call"), goal: .time(.microseconds(8 * calls))
    ) {
        let package = try BenchPackage(goldens: 1)
        let assertion = package.assertion(filePath: package.root + "/Tests/BenchTests.swift", index: 0)
        let environment: [String: String] = [:]
        return BenchmarkWorkload(
            run: { (0..<calls).reduce(0) { sum, _ in sum + assertion.run(environment: environment).count } },
            finish: package.remove)
    }

    /// Each run asserts `calls` goldens from a test file this process has not seen (its
    /// path is new, its folder of goldens the same), so each call resolves its golden.
    package static let firstResolution = Benchmark(
        name: "assertion: the same, the first time its golden is resolved",
        items: .init(count: calls, unit: "call"), goal: .time(.microseconds(12 * calls))
    ) {
        let package = try BenchPackage(goldens: calls)
        let environment: [String: String] = [:]
        var run = 0
        return BenchmarkWorkload(
            run: {
                run += 1
                let filePath = package.root + "/Tests/Run\(run)/BenchTests.swift"
                return (0..<calls).reduce(0) { sum, index in
                    sum + package.assertion(filePath: filePath, index: index).run(environment: environment).count
                }
            },
            finish: package.remove)
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
    // What SnapshotFormat.text does (TemplateKitSnapshots is for test targets only).
    let render: @Sendable (Template, CarProfile, Bool) -> [UInt8] = { template, profile, isPushed in
        TextRenderer(profile: profile).renderUTF8(template, isPushed: isPushed)
    }

    init(goldens: Int) throws {
        try FileManager.default.createDirectory(atPath: root + "/Tests/Snapshots/BenchTests", withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
        let golden = Data(render(template, .unconstrained, false))
        for index in 0..<goldens {
            try golden.write(to: URL(fileURLWithPath: root + "/Tests/Snapshots/BenchTests/episodes-\(index).txt"))
        }
    }

    /// The assertion of golden `index` from the test file at `filePath`.
    func assertion(filePath: String, index: Int) -> GoldenAssertion {
        GoldenAssertion(
            template: template, fileExtension: "txt", render: render, name: "episodes-\(index)", profile: .unconstrained,
            isPushed: false, validate: true, filePath: filePath, site: "BenchTests.swift:\(index):1")
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}
