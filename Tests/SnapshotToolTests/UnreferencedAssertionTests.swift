import Foundation
import Testing
@testable import GoldenCore
@testable import SnapshotTool

/// Assertion goldens no assertion uses any more: the run file under `.build`, `pending
/// --unreferenced`, `reject --unreferenced`, and a filtered run marking nothing.
@Suite struct UnreferencedAssertionTests {
    func workspace(runFile: String?, started: Bool = false) throws -> TestWorkspace {
        let workspace = try TestWorkspace(catalog: TestCatalog.make(["podcast/screen.txt": "Screen\n"]))
        for name in ["EpisodesTests/used.txt", "EpisodesTests/gone.txt", "OldTests/gone.json", "podcast/screen.txt", "podcast/old.txt"] {
            try workspace.writeGolden("x\n", name)
        }
        if let runFile { try workspace.write(runFile, to: ".build/snapshot-runs/100/200.txt") }
        if started { try workspace.write("", to: ".build/snapshot-runs/100/201.started") }
        return workspace
    }

    static let complete = "snapshot-assertion-run 1\nfiltered: false\nEpisodesTests/used.txt\n"

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
        #expect(result.output.contains("Removed 2 unreferenced goldens."))
        #expect(workspace.golden("EpisodesTests/gone.txt") == nil && workspace.golden("OldTests/gone.json") == nil)
        #expect(workspace.golden("EpisodesTests/used.txt") != nil)
        #expect(workspace.golden("podcast/old.txt") != nil, "a catalog folder's golden is check --prune's business")
        workspace.environment["CI"] = "true"
        #expect(workspace.run(["reject", "--unreferenced"]).code == .failure, "refused on CI")
    }

    @Test func aFilteredOrUnfinishedRunMarksNothing() throws {
        let filtered = try workspace(runFile: "snapshot-assertion-run 1\nfiltered: true\nEpisodesTests/used.txt\n")
        let result = filtered.run(["reject", "--unreferenced"])
        #expect(result.code == .failure)
        #expect(result.errors.contains("The last test run was filtered"), "\(result.errors)")
        #expect(filtered.golden("EpisodesTests/gone.txt") != nil)
        let unfinished = try workspace(runFile: Self.complete, started: true).run(["pending", "--unreferenced"])
        #expect(unfinished.code == .failure && unfinished.errors.contains("has not finished"))
        let none = try workspace(runFile: nil).run(["pending", "--unreferenced"])
        #expect(none.code == .failure && none.errors.contains("No test run recorded"))
    }

    @Test func aTestProcessWithAFilterIsFiltered() {
        #expect(!AssertionRunLog.isFiltered(["/x/PackageTests.xctest", "--testing-library", "swift-testing"]))
        #expect(!AssertionRunLog.isFiltered(["/x/PackageTests.xctest", "--attachments-path", "/tmp/a", "--parallel"]))
        #expect(AssertionRunLog.isFiltered(["/x/PackageTests.xctest", "--filter", "episodes", "--testing-library", "swift-testing"]))
        #expect(AssertionRunLog.isFiltered(["/x/PackageTests.xctest", "--skip", "slow"]))
        #expect(AssertionRunLog.isFiltered(["/x/PackageTests.xctest", "PodcastTests.LibraryXCTests/testLibrary"]))
    }

    @Test func theLogWritesTheGoldensUsedWhenTheProcessEnds() throws {
        let workspace = try TestWorkspace()
        let log = AssertionRunLog(arguments: ["tests.xctest"])
        log.record("EpisodesTests/b.txt", packageRoot: workspace.root)
        log.record("EpisodesTests/a.txt", packageRoot: workspace.root)
        let folder = AssertionRunLog.runFolder(workspace.root)
        #expect(FileManager.default.fileExists(atPath: folder + "/\(getpid()).started"))
        log.finish()
        let text = try String(contentsOfFile: folder + "/\(getpid()).txt", encoding: .utf8)
        #expect(text == "snapshot-assertion-run 1\nfiltered: false\nEpisodesTests/a.txt\nEpisodesTests/b.txt\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/\(getpid()).started"))
        #expect(try AssertionRun.last(packageRoot: workspace.root).used == ["EpisodesTests/a.txt", "EpisodesTests/b.txt"])
    }
}
