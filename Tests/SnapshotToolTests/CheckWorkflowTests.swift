import Foundation
import Testing
@testable import GoldenCore
@testable import SnapshotTool
@testable import LiveCatalog

/// The local golden workflow: check → pending → accept / reject, in a temporary package.
struct CheckWorkflowTests {
    private let stations = "gallery/br-radio-stations.txt"

    @Test func firstCheckLeavesEverythingPending() throws {
        let workspace = try TestWorkspace()
        let first = workspace.run(["check"])
        #expect(first.code == .failure)
        expect(first.output, contains: "new: \(stations) (4 lines, no golden yet)\n")
        expect(first.output, contains: "Summary: 0 unchanged, 0 changed, 3 new, unreferenced not checked (the run has changes)\n")
        #expect(first.output.hasSuffix("Accept with: swift run snapshot accept\n"))
        #expect(workspace.golden(stations) == nil)
        #expect(workspace.golden(stations + ".new") == TestCatalog.standardRenders[stations])
    }

    @Test func acceptMakesGoldensAndTheNextCheckIsGreen() throws {
        let workspace = try TestWorkspace()
        workspace.run(["check"])
        let accepted = workspace.run(["accept"])
        #expect(accepted.code == .success)
        expect(accepted.output, contains: "accepted: \(stations) (new)\n")
        #expect(accepted.output.hasSuffix("Accepted 3 pending snapshots.\n"))
        #expect(workspace.golden(stations) == TestCatalog.standardRenders[stations])
        #expect(!workspace.exists("Tests/Snapshots/\(stations).new"))

        let green = workspace.run(["check"])
        #expect(green.code == .success)
        #expect(green.output == "\nSummary: 3 unchanged, 0 changed, 0 new, 0 unreferenced\nAll 3 snapshots match their goldens.\n")
    }

    @Test func aChangeIsDiffedAndLeftPending() throws {
        let workspace = try TestWorkspace()
        workspace.run(["record"])
        workspace.catalog = TestCatalog.changing(stations, to: "Stations\n  Radio Eins\n  Fritz!\n  Radio Zwei\n")
        let changed = workspace.run(["check", "br-radio"])
        #expect(changed.code == .failure)
        #expect(changed.output.hasPrefix("""
            changed: \(stations)
            --- a/Tests/Snapshots/\(stations)
            +++ b/Tests/Snapshots/\(stations)
            @@ -1,4 +1,4 @@
             Stations
               Radio Eins
            -  Fritz
            +  Fritz!
               Radio Zwei

            Summary: 0 unchanged, 1 changed, 0 new, unreferenced not checked (filtered run)
            """))
        #expect(changed.output.hasSuffix("Accept with: swift run snapshot accept br-radio\n"))
        #expect(workspace.golden(stations) == TestCatalog.standardRenders[stations])
        #expect(workspace.golden(stations + ".new")?.contains("Fritz!") == true)
    }

    @Test func rejectDeletesThePendingFileAndKeepsTheGolden() throws {
        let workspace = try TestWorkspace()
        workspace.run(["record"])
        workspace.catalog = TestCatalog.changing(stations, to: "changed\n")
        workspace.run(["check", "br-radio"])
        let rejected = workspace.run(["reject", "br-radio"])
        #expect(rejected.code == .success)
        #expect(rejected.output == "rejected: \(stations)\nRejected 1 pending snapshot.\n")
        #expect(workspace.golden(stations) == TestCatalog.standardRenders[stations])
        #expect(!workspace.exists("Tests/Snapshots/\(stations).new"))
    }

    @Test func stalePendingFilesAreRemoved() throws {
        let workspace = try TestWorkspace()
        workspace.run(["record"])
        workspace.catalog = TestCatalog.changing(stations, to: "different\n")
        workspace.run(["check"])
        #expect(workspace.exists("Tests/Snapshots/\(stations).new"))
        try workspace.writeGolden("left over\n", "gallery/removed-screen.txt.new")
        try workspace.writeGolden("an assertion's\n", "EpisodeTests/episodes.txt.new")

        workspace.catalog = TestCatalog.standard
        let result = workspace.run(["check"])
        #expect(result.code == .success)
        #expect(!workspace.exists("Tests/Snapshots/\(stations).new"))
        #expect(!workspace.exists("Tests/Snapshots/gallery/removed-screen.txt.new"))
        #expect(workspace.exists("Tests/Snapshots/EpisodeTests/episodes.txt.new"), "not the catalog's folder: not its file")
        expect(result.output, contains: "removed stale Tests/Snapshots/\(stations).new (the render matches again)\n")
        expect(result.output, contains: "removed Tests/Snapshots/gallery/removed-screen.txt.new (no entry produces it any more)\n")
    }

    @Test func pendingListsSortedWithStatusAndAsJSON() throws {
        let workspace = try TestWorkspace()
        try workspace.writeGolden("old\n", "relisten/my-library@loaded.json")
        workspace.run(["check"])
        try workspace.writeGolden("orphan\n", "zz-orphan.txt.new")
        let text = workspace.run(["pending"])
        #expect(text.output == """
            new\tgallery/br-radio-stations.txt
            new\tgallery/radiospiral-now-playing.txt
            changed\trelisten/my-library@loaded.json
            new\tzz-orphan.txt
            4 pending

            """)
        let json = workspace.run(["pending", "--json", "library"])
        #expect(json.code == .usage)
        let all = workspace.run(["pending", "--json"])
        #expect(all.output.hasPrefix("""
            [
              {
                "golden": "Tests/Snapshots/gallery/br-radio-stations.txt",
                "name": "gallery/br-radio-stations.txt",
                "pending": "Tests/Snapshots/gallery/br-radio-stations.txt.new",
                "status": "new"
              },
            """))
        #expect(all.output.hasSuffix("    \"status\": \"new\"\n  }\n]\n"))
    }

    @Test func acceptAndRejectWorkOnPendingFilesWhoeverWroteThem() throws {
        let workspace = try TestWorkspace()
        try workspace.writeGolden("from an assertion\n", "EpisodeTests/episodes.txt.new")
        try workspace.writeGolden("another\n", "EpisodeTests/other.txt.new")
        let result = workspace.run(["accept", "episodes"])
        #expect(result.code == .success, "\(result.errors)")
        expect(result.output, contains: "accepted: EpisodeTests/episodes.txt (new)")
        #expect(workspace.golden("EpisodeTests/episodes.txt") == "from an assertion\n")
        #expect(!workspace.exists("Tests/Snapshots/EpisodeTests/episodes.txt.new"))
        #expect(workspace.run(["reject", "--all", "other"]).code == .usage)
        #expect(workspace.run(["reject", "--all"]).code == .success)
        #expect(!workspace.exists("Tests/Snapshots/EpisodeTests/other.txt.new"))
    }

    @Test func aFilterMatchingNothingIsAUsageErrorWithCloseNames() throws {
        let workspace = try TestWorkspace()
        let result = workspace.run(["check", "br-radio-statoins"])
        #expect(result.code == .usage)
        #expect(result.errors.hasPrefix("Error: No snapshot matches 'br-radio-statoins'. Close names: gallery/br-radio-stations.txt\n"))
        #expect(workspace.tree().keys.sorted() == ["Package.swift", "Tests/", "Tests/Snapshots/"])
    }

    @Test func globFiltersSelectAndAreQuotedInTheAcceptCommand() throws {
        let workspace = try TestWorkspace()
        let result = workspace.run(["check", "gallery/*"])
        expect(result.output, contains: "Summary: 0 unchanged, 0 changed, 2 new")
        #expect(result.output.hasSuffix("Accept with: swift run snapshot accept 'gallery/*'\n"))
        #expect(!workspace.exists("Tests/Snapshots/relisten/my-library@loaded.json.new"))
    }

    @Test func recordWritesMissingGoldensAndCreatesTheFolder() throws {
        let workspace = try TestWorkspace(createGoldensFolder: false)
        let first = workspace.run(["record"])
        #expect(first.code == .success)
        #expect(first.output.hasSuffix("Recorded 3 goldens (0 already up to date).\n"))
        #expect(workspace.golden(stations) == TestCatalog.standardRenders[stations])
        #expect(workspace.run(["record"]).output == "Recorded 0 goldens (3 already up to date).\n")
    }

    @Test func recordLeavesDifferingGoldensUnlessOverwrite() throws {
        let workspace = try TestWorkspace()
        workspace.run(["record"])
        workspace.catalog = TestCatalog.changing(stations, to: "changed\n")
        let differing = workspace.run(["record"])
        #expect(differing.code == .failure)
        expect(differing.output, contains: "differs: \(stations) (left alone)\n")
        #expect(workspace.golden(stations) == TestCatalog.standardRenders[stations])
        #expect(workspace.run(["record", "--overwrite", "br-radio"]).code == .success)
        #expect(workspace.golden(stations) == "changed\n")
    }

    @Test func leftoverTemporaryFilesOfDeadRunsAreCleanedUp() throws {
        let workspace = try TestWorkspace()
        workspace.run(["record"])
        let dead = "Tests/Snapshots/gallery/br-radio-stations.txt.2147483646-1a2b.tmp"
        let live = "Tests/Snapshots/gallery/br-radio-stations.txt.\(ProcessInfo.processInfo.processIdentifier)-ff.tmp"
        try workspace.write("partial", to: dead)
        try workspace.write("in progress", to: live)
        let result = workspace.run(["check"])
        #expect(result.code == .success)
        #expect(!workspace.exists(dead))
        #expect(workspace.exists(live))
        expect(result.output, contains: "removed leftover temporary file Tests/Snapshots/gallery/br-radio-stations.txt.2147483646-1a2b.tmp\n")
    }

    @Test func colourOnlyOnATerminalWithoutNoColor() throws {
        let workspace = try TestWorkspace()
        workspace.run(["record"])
        workspace.catalog = TestCatalog.changing(stations, to: "changed\n")
        #expect(workspace.run(["check"], terminal: true).output.contains("\u{1B}["))
        #expect(!workspace.run(["check"], terminal: false).output.contains("\u{1B}["))
        workspace.environment["NO_COLOR"] = "1"
        #expect(!workspace.run(["check"], terminal: true).output.contains("\u{1B}["))
    }

    @Test func rootCanBeGivenOrFoundAbove() throws {
        let workspace = try TestWorkspace()
        try workspace.write("nested\n", to: "Sources/deep/file.txt")
        let output = TextBuffer(), errors = TextBuffer()
        let nested = CommandContext(
            output: output, errors: errors, environment: [:], workingDirectory: workspace.root + "/Sources/deep",
            outputIsTerminal: false, catalog: TestCatalog.standard)
        #expect(SnapshotTool.run(["record"], context: nested) == .success)
        #expect(workspace.golden(stations) != nil)
        let elsewhere = CommandContext(
            output: output, errors: errors, environment: [:], workingDirectory: "/",
            outputIsTerminal: false, catalog: TestCatalog.standard)
        var viaEnvironment = elsewhere
        viaEnvironment.environment[PackageRoot.environmentKey] = workspace.root
        // Given, from the environment, and given but missing.
        let codes: [ExitCode] = [
            SnapshotTool.run(["check", "--root", workspace.root], context: elsewhere),
            SnapshotTool.run(["check"], context: viaEnvironment),
            SnapshotTool.run(["check", "--root", workspace.root + "/missing"], context: elsewhere),
        ]
        #expect(codes == [.success, .success, .failure])
    }
}
