import Testing
@testable import LiveCatalog
import RelistenScreens
@testable import SnapshotTool

/// A scenario that shows particular data says so when a state document has none of it,
/// rather than drawing another state (the defaults' screen, a loading spinner) under its name.
@Suite struct ScenarioDataTests {
    static let oneArtist = #"{"catalog": {"artists": [{"uuid": "a-1", "name": "Phish", "sort_name": "Phish", "featured": 1}]}}"#

    @Test(arguments: ["tracks@no-playable-file", "shows@xx-dates", "tracks@multi-set", "sources@recently-played"])
    func aScenarioWhoseDataTheDocumentLacksSaysSo(name: String) throws {
        let workspace = try TestWorkspace(catalog: .live)
        try workspace.write(Self.oneArtist, to: "state.json")
        let result = workspace.run(["render", name, "--state", "state.json"])
        #expect(result.code == .failure, "\(result.output)")
        #expect(result.output.isEmpty, "nothing is drawn: \(result.output)")
        #expect(result.errors.contains("relisten/\(name): the scenario '\(name.split(separator: "@")[1])' shows "), "\(result.errors)")
        expect(result.errors, contains: "and this state document has none")
    }

    @Test func withTheBuiltInStateEveryScenarioRenders() throws {
        let workspace = try TestWorkspace(catalog: .live)
        for name in ["tracks@no-playable-file", "shows@xx-dates"] {
            #expect(workspace.run(["render", name]).code == .success, "\(name)")
        }
    }

    /// Options name the data: then nothing is missing (an unknown id is a usage error, as before).
    @Test func anExplicitSelectionIsNotAMissingScenario() throws {
        let entry = try #require(ScreenCatalog.entry(named: "shows@xx-dates"))
        #expect(RelistenCatalog.missingData(for: entry, SnapshotOptionValues(["year": "1972"]), in: .default) == nil)
        #expect(RelistenCatalog.missingData(for: entry, SnapshotOptionValues(), in: .default) == nil)
    }
}
