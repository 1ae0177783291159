import Foundation
import Testing
@testable import GoldenCore
@testable import SnapshotTool
@testable import LiveCatalog

/// `snapshot export`: every render to a folder, the same bytes with any number of threads,
/// and the goldens folder untouched (it is allowed in CI mode).
struct ExportCommandTests {
    @Test(arguments: ["1", "4"])
    func writesEveryRenderToTheFolder(jobs: String) throws {
        let workspace = try TestWorkspace()
        workspace.environment["CI"] = "true"
        let before = workspace.tree()
        let result = workspace.run(["export", "--out", "out", "--jobs", jobs])
        #expect(result.code == .success, "\(result.errors)")
        #expect(result.output == "Exported 3 renders to out.\n")
        for (name, text) in TestCatalog.standardRenders {
            #expect(workspace.read("out/" + name) == text)
        }
        #expect(workspace.tree().filter { !$0.key.hasPrefix("out") } == before)
    }

    @Test func filtersSelectRenders() throws {
        let workspace = try TestWorkspace()
        #expect(workspace.run(["export", "--out", "out", "gallery/*"]).code == .success)
        #expect(workspace.exists("out/gallery/br-radio-stations.txt"))
        #expect(!workspace.exists("out/relisten"))
    }

    @Test(arguments: [["export"], ["export", "--out", "o", "--jobs", "0"], ["export", "--out", "o", "--jobs", "x"]])
    func usageErrors(arguments: [String]) throws {
        let workspace = try TestWorkspace()
        let result = workspace.run(arguments)
        #expect(result.code == .usage)
        #expect(result.errors.hasPrefix("Error: "))
        #expect(!workspace.exists("o"))
    }
}
