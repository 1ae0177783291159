import TemplateKitSnapshots
import SnapshotTool
import RelistenScreens
import Foundation
import GoldenCore
import TemplateKitLite

/// The assertion row of `snapshot bench`: what one `expectSnapshot(of:as: .text)` costs
/// when its golden matches — render, validate, locate the golden, read and compare
/// (`GoldenAssertion` is all of `expectSnapshot` on a match; the framework's issue
/// recording only runs on a failure). swift-snapshot-testing takes 0.099 ms for a
/// matching text assertion on this machine; the goal is 0.02 ms.
package enum AssertionBenchmarks {
    package static let calls = 1_000

    package static let matchingGolden = Benchmark(
        name: "assertion: expectSnapshot on a matching golden (text, 12-row list)",
        items: .init(count: calls, unit: "call"), goal: .time(.microseconds(20 * calls))
    ) {
        let root = NSTemporaryDirectory() + "snapshot-bench-assertion-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root + "/Tests/Snapshots/BenchTests", withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
        let template = screen()
        // What SnapshotFormat.text does (TemplateKitSnapshots is for test targets only).
        let render: @Sendable (Template, CarProfile, Bool) -> [UInt8] = { template, profile, isPushed in
            TextRenderer(profile: profile).renderUTF8(template, isPushed: isPushed)
        }
        try Data(render(template, .unconstrained, false)).write(
            to: URL(fileURLWithPath: root + "/Tests/Snapshots/BenchTests/episodes.txt"))
        let assertion = GoldenAssertion(
            template: template, fileExtension: "txt", render: render, name: "episodes", profile: .unconstrained,
            isPushed: false, validate: true, filePath: root + "/Tests/BenchTests.swift", site: "BenchTests.swift:1:1")
        let environment: [String: String] = [:]
        return BenchmarkWorkload(
            run: { (0..<calls).reduce(0) { sum, _ in sum + assertion.run(environment: environment).count } },
            finish: { try? FileManager.default.removeItem(atPath: root) })
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
