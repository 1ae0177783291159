import Testing
@testable import GoldenCore
@testable import SnapshotTool

/// `review --interactive`: a diff per pending file, answered a / r / s / q, then a summary.
@Suite struct InteractiveReviewTests {
    func workspace() throws -> TestWorkspace {
        let workspace = try TestWorkspace()
        try workspace.writeGolden("old\n", "A/changed.txt")
        try workspace.writeGolden("new\n", "A/changed.txt.new")
        try workspace.writeGolden("fresh\n", "B/new.txt.new")
        try workspace.writeGolden("skip me\n", "C/skipped.txt.new")
        return workspace
    }

    @Test func acceptRejectSkipThenSummary() throws {
        let workspace = try workspace()
        workspace.input = ["a", "r", "s"]
        let result = workspace.run(["review", "--interactive"])
        #expect(result.code == .success)
        expect(result.output, contains: "[1/3] Tests/Snapshots/A/changed.txt (changed)\n--- a/Tests/Snapshots/A/changed.txt\n")
        expect(result.output, contains: "-old\n+new\n")
        expect(result.output, contains: "[2/3] Tests/Snapshots/B/new.txt (new)\n--- /dev/null\n")
        #expect(result.output.hasSuffix("Reviewed 3 of 3: 1 accepted, 1 rejected, 1 skipped, 0 left pending.\n"))
        #expect(workspace.golden("A/changed.txt") == "new\n")
        #expect(!workspace.exists("Tests/Snapshots/B/new.txt.new") && !workspace.exists("Tests/Snapshots/B/new.txt"))
        #expect(workspace.exists("Tests/Snapshots/C/skipped.txt.new"))
    }

    @Test func unknownKeysAskAgainAndQuitOrEndOfInputStops() throws {
        let workspace = try workspace()
        workspace.input = ["x", "q"]
        let result = workspace.run(["review", "--interactive"])
        expect(result.output, contains: "Please answer a, r, s or q.\n")
        #expect(result.output.hasSuffix("Reviewed 0 of 3: 0 accepted, 0 rejected, 0 skipped, 3 left pending.\n"))
        #expect(workspace.golden("A/changed.txt") == "old\n")
        workspace.input = []
        #expect(workspace.run(["review", "-i"]).output.hasSuffix("3 left pending.\n"))
    }

    @Test func refusedOnCIAndWithOut() throws {
        let workspace = try workspace()
        workspace.environment = ["CI": "true"]
        #expect(workspace.run(["review", "--interactive"]).code == .failure)
        workspace.environment = [:]
        #expect(workspace.run(["review", "--interactive", "--out", "x"]).code == .usage)
    }
}
