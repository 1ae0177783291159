import TemplateKitSnapshots
import SnapshotTool
import RelistenScreens
import Foundation
import GoldenCore
import TemplateKitLite

/// The rows for teams at scale: 5,000 assertions in one test run (time per assertion and
/// the run's peak memory), `check` over 10,000 goldens, and the review page of 1,000
/// pending changes. Every fixture lives in a temporary package, removed afterwards.
package enum ScaleBenchmarks {
    package static let assertionCount = 5_000
    package static let checkCount = 10_000
    package static let reviewCount = 1_000

    package static let assertions = Benchmark(
        name: "assertions: 5,000 expectSnapshot in one run (each its own golden, matching)",
        items: .init(count: assertionCount, unit: "assertion"), goal: .time(.microseconds(20 * assertionCount)), maximumRuns: 5
    ) {
        let fixture = try AssertionFixture(count: assertionCount)
        return BenchmarkWorkload(run: { fixture.run() }, finish: fixture.remove)
    }

    package static let assertionsPeak = Benchmark(
        name: "assertions: 5,000 in one run, peak memory (child process, its own peak RSS)",
        measure: .peakMemory {
            PeakMemoryProbe(inputBytes: AssertionFixture.goldenBytes(count: assertionCount),
                            childArguments: ["bench", "--" + AssertionFixture.peakOption, String(assertionCount)], finish: {})
        })

    package static let check = Benchmark(
        name: "check: 10,000 goldens, all matching (CI mode: render, read, compare)",
        items: .init(count: checkCount, unit: "golden"), goal: .time(.seconds(1)), maximumRuns: 5
    ) {
        let root = NSTemporaryDirectory() + "snapshot-bench-check-" + UUID().uuidString
        let store = GoldenStore(root: root)
        try store.createFolderIfMissing()
        var entries: [CatalogEntry] = []
        for index in 0..<checkCount {
            let name = "screens-\(index / 500)/screen-\(index).txt"
            let text = String(decoding: BenchFixtures.numberedLines(30 + index % 30), as: UTF8.self)
            try store.write(Array(text.utf8), to: name)
            entries.append(CatalogEntry(name: name) { text })
        }
        let run = CheckRun(store: store, catalog: SnapshotCatalog(entries: entries), filters: [], isCI: true, prune: false)
        return BenchmarkWorkload(
            run: { (try? run.execute().count(.unchanged)) ?? -1 },
            finish: { try? FileManager.default.removeItem(atPath: root) })
    }

    package static let reviewPage = Benchmark(
        name: "review page: 1,000 pending changes (compare and write the HTML)",
        items: .init(count: reviewCount, unit: "change"), maximumRuns: 5
    ) {
        let root = NSTemporaryDirectory() + "snapshot-bench-review-" + UUID().uuidString
        let store = GoldenStore(root: root)
        try ReviewFixture.write(count: reviewCount, into: store)
        return BenchmarkWorkload(
            run: {
                var failures: [RenderFailure] = []
                let items = (try? ReviewCommand.reviewItems(SnapshotCatalog([]), store, failures: &failures)) ?? []
                return ReviewPage(items: items).html().utf8.count
            },
            finish: { try? FileManager.default.removeItem(atPath: root) })
    }
}

/// `count` assertions on 12-row lists, each with its own matching golden, in a package
/// made for them.
struct AssertionFixture {
    static let peakOption = "assertions-peak"

    let root: String
    let assertions: [GoldenAssertion]

    init(count: Int) throws {
        root = NSTemporaryDirectory() + "snapshot-bench-assertions-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root + "/Tests/Snapshots/ScaleTests", withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
        let render: @Sendable (Template, CarProfile, Bool) -> [UInt8] = { template, profile, isPushed in
            TextRenderer(profile: profile).renderUTF8(template, isPushed: isPushed)
        }
        var assertions: [GoldenAssertion] = []
        for index in 0..<count {
            let template = Self.screen(index)
            try Data(render(template, .unconstrained, false)).write(
                to: URL(fileURLWithPath: root + "/Tests/Snapshots/ScaleTests/screen-\(index).txt"))
            assertions.append(GoldenAssertion(
                template: template, fileExtension: "txt", render: render, name: "screen-\(index)", profile: .unconstrained,
                isPushed: false, validate: true, filePath: root + "/Tests/ScaleTests.swift", site: "ScaleTests.swift:\(index):1"))
        }
        self.assertions = assertions
    }

    /// The failures of all of them (0 when every golden matches).
    func run() -> Int {
        let environment: [String: String] = [:]
        return assertions.reduce(0) { $0 + $1.run(environment: environment).count }
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    /// The bytes of the goldens of `count` screens.
    static func goldenBytes(count: Int) -> Int {
        (0..<count).reduce(0) { $0 + TextRenderer().renderUTF8(screen($1)).count }
    }

    /// Episode list number `index`: 12 rows, like a typical screen.
    static func screen(_ index: Int) -> Template {
        let items = (1...12).map { row in
            ListElement.item(ListItem(
                "Episode \(row) of show \(index)", detail: "\(30 + row) min", accessory: .disclosureIndicator,
                action: Action("play", ["show": .int(index), "episode": .int(row)])))
        }
        return .list(ListTemplate(title: "Show \(index)", sections: [ListSection(header: "Latest", items: items)]))
    }

    /// The child side of the peak row: runs `count` assertions, then reports this process's peak.
    static func childRun(_ countText: String) throws(CommandError) -> String {
        guard let count = Int(countText), (1...100_000).contains(count) else {
            throw .usage("--\(peakOption) takes a count from 1 to 100000, not '\(countText)'")
        }
        let fixture: AssertionFixture
        do { fixture = try AssertionFixture(count: count) } catch { throw .failure("cannot prepare the assertions: \(error)") }
        defer { fixture.remove() }
        guard fixture.run() == 0 else { throw .failure("the \(count) assertions did not all match") }
        return PeakMemory.report()
    }
}

/// `count` assertion goldens with a pending change each (one line of 40 changed).
enum ReviewFixture {
    static func write(count: Int, into store: GoldenStore) throws {
        try store.createFolderIfMissing()
        for index in 0..<count {
            let name = "ScaleTests/screen-\(index).txt"
            try store.write(BenchFixtures.numberedLines(40), to: name)
            try store.write(BenchFixtures.numberedLines(40, changedEvery: 40), to: GoldenStore.pendingName(name))
        }
    }
}
