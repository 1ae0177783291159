import Foundation
import Testing
@testable import GoldenCore
@testable import SnapshotTool
@testable import LiveCatalog

/// Unreferenced goldens (only after a complete green run), `--prune`, and `--report`.
struct UnreferencedAndReportTests {
    @Test func unreferencedGoldensAreListedOnlyAfterACompleteGreenRun() throws {
        let workspace = try TestWorkspace()
        workspace.run(["record"])
        try workspace.writeGolden("old\n", "gallery/retired.txt")
        try workspace.writeGolden("", ".gitkeep")
        let green = workspace.run(["check"])
        #expect(green.code == .success)
        expect(green.output, contains: "Summary: 3 unchanged, 0 changed, 0 new, 1 unreferenced\nunreferenced: Tests/Snapshots/gallery/retired.txt\n")
        expect(green.output, contains: "Delete unreferenced goldens with: swift run snapshot check --prune\n")

        let filtered = workspace.run(["check", "gallery"])
        expect(filtered.output, contains: "unreferenced not checked (filtered run)")
        expect(filtered.output, lacks: "retired")
    }

    @Test func pruneNeedsAnUnfilteredGreenRun() throws {
        let workspace = try TestWorkspace()
        workspace.run(["record"])
        try workspace.writeGolden("old\n", "gallery/retired.txt")

        let filtered = workspace.run(["check", "gallery", "--prune"])
        #expect(filtered.code == .usage)
        #expect(filtered.errors.hasPrefix("Error: --prune needs a complete run; it cannot be combined with filters\n"))
        #expect(workspace.exists("Tests/Snapshots/gallery/retired.txt"))

        workspace.catalog = TestCatalog.changing("gallery/br-radio-stations.txt", to: "changed\n")
        #expect(workspace.run(["check", "--prune"]).code == .failure)
        #expect(workspace.exists("Tests/Snapshots/gallery/retired.txt"))

        workspace.catalog = TestCatalog.standard
        let pruned = workspace.run(["check", "--prune"])
        #expect(pruned.code == .success)
        expect(pruned.output, contains: "pruned: Tests/Snapshots/gallery/retired.txt\n")
        #expect(!workspace.exists("Tests/Snapshots/gallery/retired.txt"))
        #expect(workspace.golden("gallery/br-radio-stations.txt") != nil)
    }

    @Test func theReportIsCanonicalJSON() throws {
        let workspace = try TestWorkspace()
        workspace.run(["record"])
        workspace.catalog = TestCatalog.changing("gallery/br-radio-stations.txt", to: "changed\n")
        let result = workspace.run(["check", "--report", "out/report.json"])
        #expect(result.code == .failure)
        expect(result.errors, contains: "cannot write the report")
        try FileManager.default.createDirectory(atPath: workspace.root + "/out", withIntermediateDirectories: true)
        workspace.run(["check", "--report=out/report.json"])
        #expect(workspace.read("out/report.json") == """
            {
              "counts": {
                "changed": 1,
                "error": 0,
                "new": 0,
                "unchanged": 2,
                "unreferenced": null
              },
              "entries": [
                {
                  "golden": "Tests/Snapshots/gallery/br-radio-stations.txt",
                  "name": "gallery/br-radio-stations.txt",
                  "pending": "Tests/Snapshots/gallery/br-radio-stations.txt.new",
                  "status": "changed"
                },
                {
                  "golden": "Tests/Snapshots/gallery/radiospiral-now-playing.txt",
                  "name": "gallery/radiospiral-now-playing.txt",
                  "pending": null,
                  "status": "unchanged"
                },
                {
                  "golden": "Tests/Snapshots/relisten/my-library@loaded.json",
                  "name": "relisten/my-library@loaded.json",
                  "pending": null,
                  "status": "unchanged"
                }
              ],
              "mode": "local",
              "passed": false,
              "pruned": [],
              "unreferenced": null,
              "version": 1
            }

            """)
    }

    @Test func theReportIsWrittenInCIToo() throws {
        let workspace = try TestWorkspace()
        workspace.run(["record"])
        try FileManager.default.createDirectory(atPath: workspace.root + "/out", withIntermediateDirectories: true)
        workspace.environment["CI"] = "true"
        #expect(workspace.run(["check", "--report", "out/report.json"]).code == .success)
        let report = try #require(workspace.read("out/report.json"))
        expect(report, contains: "\"mode\": \"ci\"")
        expect(report, contains: "\"unreferenced\": []")
        expect(report, contains: "\"passed\": true")
    }
}
