import Foundation
import Testing
@testable import GoldenCore
@testable import SnapshotTool

/// Assertion goldens no assertion uses any more: the run file under `.build`, `pending
/// --unreferenced`, `reject --unreferenced`, and a filtered run marking nothing.
@Suite struct UnreferencedAssertionTests {
    func workspace(runFile: String?, started: Bool = false, results: String? = TestResultsXML.clean) throws -> TestWorkspace {
        let workspace = try TestWorkspace(catalog: TestCatalog.make(["podcast/screen.txt": "Screen\n"]))
        for name in ["EpisodesTests/used.txt", "EpisodesTests/gone.txt", "OldTests/gone.json", "podcast/screen.txt", "podcast/old.txt"] {
            try workspace.writeGolden("x\n", name)
        }
        try workspace.write("struct EpisodesTests {}\n", to: "Tests/AppTests/EpisodesTests.swift")
        if let runFile {
            try workspace.write(runFile.replacingOccurrences(of: "ROOT", with: workspace.root), to: ".build/snapshot-runs/100/200.txt")
        }
        if started { try workspace.write("", to: ".build/snapshot-runs/100/201.started") }
        if let results { try workspace.write(results, to: ".build/r-swift-testing.xml") }
        return workspace
    }

    static let complete = "snapshot-assertion-run 2\nfiltered: false\nresults: ROOT/.build/r-swift-testing.xml\nEpisodesTests/used.txt\n"

    @Test func pendingListsAssertionGoldensTheLastRunDidNotUse() throws {
        let result = try workspace(runFile: Self.complete).run(["pending", "--unreferenced"])
        #expect(result.code == .success, "\(result.errors)")
        #expect(result.output == "unreferenced\tEpisodesTests/gone.txt\nunreferenced\tOldTests/gone.json\n"
            + "2 unreferenced; remove them with: swift run snapshot reject --unreferenced\n", "the catalog's folder is not the assertions'")
    }

    @Test func rejectRemovesThemAndNothingElse() throws {
        let workspace = try workspace(runFile: Self.complete)
        let result = workspace.run(["reject", "--unreferenced"])
        #expect(result.code == .success, "\(result.errors)")
        expect(result.output, contains: "Removed 2 unreferenced goldens.")
        #expect(workspace.golden("EpisodesTests/gone.txt") == nil && workspace.golden("OldTests/gone.json") == nil)
        #expect(workspace.golden("EpisodesTests/used.txt") != nil)
        #expect(workspace.golden("podcast/old.txt") != nil, "a catalog folder's golden is check --prune's business")
        workspace.environment["CI"] = "true"
        #expect(workspace.run(["reject", "--unreferenced"]).code == .failure, "refused on CI")
    }

    @Test func aFilteredOrUnfinishedRunMarksNothing() throws {
        let filtered = try workspace(runFile: "snapshot-assertion-run 2\nfiltered: true\nresults: none\nEpisodesTests/used.txt\n")
        let result = filtered.run(["reject", "--unreferenced"])
        #expect(result.code == .failure)
        expect(result.errors, contains: "The last test run was filtered")
        #expect(filtered.golden("EpisodesTests/gone.txt") != nil)
        let unfinished = try workspace(runFile: Self.complete, started: true).run(["pending", "--unreferenced"])
        #expect(unfinished.code == .failure && unfinished.errors.contains("has not finished"))
        let none = try workspace(runFile: nil).run(["pending", "--unreferenced"])
        #expect(none.code == .failure && none.errors.contains("No test run recorded"))
    }

    /// A test process's arguments, and whether they make a filtered run.
    static let processArguments: [(arguments: [String], filtered: Bool)] = [
        (["/x/PackageTests.xctest", "--testing-library", "swift-testing"], false),
        (["/x/PackageTests.xctest", "--attachments-path", "/tmp/a", "--parallel"], false),
        // What Swift Testing's process is given for `swift test --skip-build --parallel
        // --num-workers 2`, and that command itself.
        (["/x/PackageTests.xctest", "--skip-build", "--parallel", "--num-workers", "2", "--testing-library", "swift-testing"], false),
        (["/opt/swift/usr/bin/swift-test", "--parallel", "--skip-build", "-c=debug", "--xunit-output", ".build/test-results.xml"], false),
        (["swift-test", "--parallel", "--filter=episodes"], true),
        (["/x/PackageTests.xctest", "--filter", "episodes", "--testing-library", "swift-testing"], true),
        (["/x/PackageTests.xctest", "--skip", "slow"], true),
        (["/x/PackageTests.xctest", "PodcastTests.LibraryXCTests/testLibrary"], true),
    ]

    @Test func aTestProcessWithAFilterIsFiltered() {
        for (arguments, filtered) in Self.processArguments {
            #expect(AssertionRunLog.isFiltered(arguments) == filtered, "\(arguments)")
        }
    }

    /// An XCTest worker of `--parallel` is given one test's name: the command that started
    /// it tells a worker from a filter.
    @Test func aParallelWorkerIsNotAFilter() {
        let test = ["/x/PackageTests.xctest", "AppTests.LibraryXCTests/testLibrary"]
        #expect(!AssertionRunLog(arguments: test, command: ["swift-test", "--parallel"]).filtered)
        #expect(AssertionRunLog(arguments: test, command: ["swift-test", "--filter", "Library"]).filtered)
    }

    @Test func theLogWritesTheGoldensUsedWhenTheProcessEnds() throws {
        let workspace = try TestWorkspace()
        let log = AssertionRunLog(arguments: ["tests.xctest", "--xunit-output", workspace.root + "/r-swift-testing.xml"], command: nil)
        log.record("EpisodesTests/b.txt", packageRoot: workspace.root)
        log.record("EpisodesTests/a.txt", packageRoot: workspace.root)
        let folder = AssertionRunLog.runFolder(workspace.root)
        #expect(FileManager.default.fileExists(atPath: folder + "/\(getpid()).started"))
        log.finish()
        let text = try String(contentsOfFile: folder + "/\(getpid()).txt", encoding: .utf8)
        #expect(text == "snapshot-assertion-run 2\nfiltered: false\nresults: \(workspace.root)/r-swift-testing.xml\n"
            + "EpisodesTests/a.txt\nEpisodesTests/b.txt\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/\(getpid()).started"))
        try workspace.write(TestResultsXML.clean, to: "r-swift-testing.xml")
        #expect(try AssertionRun.last(packageRoot: workspace.root).used == ["EpisodesTests/a.txt", "EpisodesTests/b.txt"])
    }

    // MARK: A run proves a golden unused, or marks nothing (issue 29)

    @Test func aSkippedDisabledOrFailingTestMarksNothing() throws {
        let skipped = try workspace(runFile: Self.complete, results: TestResultsXML.with("<skipped />"))
        let refused = skipped.run(["reject", "--unreferenced"])
        #expect(refused.code == .failure)
        expect(refused.errors, contains: "skipped or disabled 1 test (AppTests/episodes())")
        #expect(skipped.golden("EpisodesTests/gone.txt") != nil && skipped.golden("OldTests/gone.json") != nil)
        let failed = try workspace(runFile: Self.complete, results: TestResultsXML.with("<failure message=\"thrown\" />"))
        let failing = failed.run(["reject", "--unreferenced"])
        #expect(failing.code == .failure && failing.errors.contains("1 failing test (AppTests/episodes())"), "\(failing.errors)")
        expect(failing.errors, contains: "may have stopped before its assertion")
        #expect(failed.golden("EpisodesTests/gone.txt") != nil)
    }

    @Test func aRunWithoutResultsOrWithOldResultsMarksNothing() throws {
        let none = try workspace(runFile: Self.complete.replacingOccurrences(of: "results: ROOT/.build/r-swift-testing.xml", with: "results: none"))
        let result = none.run(["pending", "--unreferenced"])
        #expect(result.code == .failure && result.errors.contains("wrote no test results"), "\(result.errors)")
        #expect(result.errors.contains(AssertionRun.command))
        let stale = try workspace(runFile: Self.complete)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3_600)],
                                              ofItemAtPath: stale.root + "/.build/r-swift-testing.xml")
        #expect(stale.run(["pending", "--unreferenced"]).errors.contains("missing or older than the run"))
        let missing = try workspace(runFile: Self.complete, results: nil)
        #expect(missing.run(["reject", "--unreferenced"]).code == .failure)
        #expect(missing.golden("OldTests/gone.json") != nil)
    }

    @Test func theLastRunIsTheNewestRunFolderNotTheNewestFile() throws {
        let workspace = try workspace(runFile: Self.complete)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)],
                                              ofItemAtPath: workspace.root + "/.build/snapshot-runs/100/200.txt")
        try workspace.write("notes\n", to: ".build/snapshot-runs/notes.md")
        try workspace.write("", to: ".build/snapshot-runs/.DS_Store")
        try workspace.write("my own notes\n", to: ".build/snapshot-runs/300/notes.md")
        let result = workspace.run(["pending", "--unreferenced"])
        #expect(result.code == .success, "\(result.errors)")
        #expect(result.output.hasPrefix("unreferenced\tEpisodesTests/gone.txt\nunreferenced\tOldTests/gone.json\n"), "\(result.output)")
    }

    @Test func aLinkedRunFolderIsNeitherReadNorPruned() throws {
        let workspace = try workspace(runFile: Self.complete)
        let outside = NSTemporaryDirectory() + "outside-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        let victim = "snapshot-assertion-run 2\nfiltered: false\nresults: none\n"
        _ = FileManager.default.createFile(atPath: outside + "/7.txt", contents: Data(victim.utf8))
        for index in 0..<5 {
            try FileManager.default.createSymbolicLink(atPath: workspace.root + "/.build/snapshot-runs/90\(index)", withDestinationPath: outside)
        }
        AssertionRunLog.pruneOldRuns(in: workspace.root + "/.build/snapshot-runs", current: workspace.root + "/.build/snapshot-runs/1")
        #expect(FileManager.default.fileExists(atPath: outside + "/7.txt"), "a linked run folder is not pruned")
        #expect(workspace.run(["pending", "--unreferenced"]).code == .success, "a linked run folder is not read as the last run")
    }

    @Test func theKitsToolInAnAdoptersPackageWithACatalogRefusesNamingItsCommand() throws {
        let workspace = try workspace(runFile: Self.complete)
        workspace.ownerPackage = "/elsewhere/TemplateKitLite"
        try workspace.write("""
            let package = Package(name: "Radio", targets: [
                .target(name: "RadioScreens"),
                .executableTarget(name: "radio-snapshots", dependencies: ["RadioScreens", .product(name: "SnapshotTool", package: "TemplateKitLite")]),
            ])
            """, to: "Package.swift")
        let result = workspace.run(["reject", "--unreferenced"])
        #expect(result.code == .usage, "\(result.errors)")
        expect(result.errors, contains: "swift run radio-snapshots pending --unreferenced")
        #expect(workspace.golden("podcast/old.txt") != nil && workspace.golden("OldTests/gone.json") != nil)
    }

    @Test func theGoldensOfAnXCTestFileAreKept() throws {
        let workspace = try workspace(runFile: Self.complete)
        try workspace.write("final class EpisodesTests: XCTestCase {}\n", to: "Tests/AppTests/EpisodesTests.swift")
        let result = workspace.run(["pending", "--unreferenced"])
        #expect(result.output.hasPrefix("unreferenced\tOldTests/gone.json\n1 unreferenced"), "\(result.output)")
        expect(result.errors, contains: "of XCTest test files unused by the last run kept")
    }
}

/// Swift Testing's JUnit results as `swift test --xunit-output` writes them.
enum TestResultsXML {
    static let clean = with(nil)

    static func with(_ outcome: String?) -> String {
        let episodes = outcome.map { "<testcase classname=\"AppTests\" name=\"episodes()\" >\n      \($0)\n    </testcase>" }
            ?? "<testcase classname=\"AppTests\" name=\"episodes()\" time=\"0.1\" />"
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n  <testsuite name=\"TestResults\">\n    "
            + "<testcase classname=\"AppTests\" name=\"used()\" time=\"0.1\" />\n    " + episodes + "\n  </testsuite>\n</testsuites>\n"
    }
}
