import Testing
@testable import GoldenCore
@testable import SnapshotTool
@testable import LiveCatalog

/// With `CI` set (not 0/false) nothing is written, and a missing golden fails.
struct CIModeTests {
    private let stations = "gallery/br-radio-stations.txt"

    @Test(arguments: ["true", "1", "yes", "TRUE"])
    func ciWritesNothingAndFailsOnChangesAndMissingGoldens(_ value: String) throws {
        let workspace = try TestWorkspace()
        try workspace.writeGolden("stale\n", stations)
        try workspace.writeGolden("partial", "gallery/x.txt.2147483646-1.tmp")
        workspace.environment["CI"] = value
        let before = workspace.tree()
        let result = workspace.run(["check"])
        #expect(result.code == .failure)
        #expect(workspace.tree() == before)
        expect(result.output, contains: "Summary: 0 unchanged, 1 changed, 2 new")
        expect(result.output, contains: "CI mode: nothing was written. Run locally: swift run snapshot check\n")
        for command in [["accept"], ["reject"], ["record"], ["check", "--prune"]] {
            let refused = workspace.run(command)
            #expect(refused.code == .failure, "\(command)")
            expect(refused.errors, contains: "refused: CI mode (CI is set) writes nothing")
        }
        #expect(workspace.tree() == before)
    }

    @Test func ciPassesWhenEverythingMatches() throws {
        let workspace = try TestWorkspace()
        workspace.run(["record"])
        workspace.environment["CI"] = "true"
        let before = workspace.tree()
        #expect(workspace.run(["check"]).code == .success)
        #expect(workspace.tree() == before)
    }

    @Test(arguments: ["0", "false", "FALSE"])
    func ciZeroOrFalseIsALocalRun(_ value: String) throws {
        let workspace = try TestWorkspace()
        workspace.environment["CI"] = value
        workspace.run(["check"])
        #expect(workspace.exists("Tests/Snapshots/\(stations).new"))
    }
}
