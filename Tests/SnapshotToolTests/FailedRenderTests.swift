import Foundation
import Testing
import TemplateKitLite
@testable import GoldenCore
@testable import SnapshotTool

/// A failed render never becomes a golden: `record`, `check`, `lint`, `review` and
/// `export` fail naming the entry (and a journey's step) and write nothing for it; an
/// existing golden that holds an error is reported as such.
@Suite struct FailedRenderTests {
    struct Broken: Error, CustomStringConvertible { var description: String { "no such podcast 'x'" } }

    static let episodes = ListTemplate("Episodes") {
        ListSection { ListItem("Episode 12").action(Action("play", ["episode": 12])) }
    }

    static let catalog = SnapshotCatalog([
        SnapshotEntry("podcast/episodes") { episodes },
        SnapshotEntry("podcast/broken") { () throws -> ListTemplate in throw Broken() },
    ], journeys: [
        SnapshotJourney(
            "podcast/journeys/lost", start: 0, taps: [.row(1), .text("Nowhere")],
            stack: { (_: Int) in [episodes.template] }, reduce: { state, _ in state }),
    ], files: [SnapshotFile("podcast/log.txt") { throw Broken() }])

    static let journeyError = "render failed: podcast/journeys/lost.txt: journey podcast/journeys/lost, step 2: "
        + "tap \"Nowhere\" found no row with an action"

    func workspace() throws -> TestWorkspace { try TestWorkspace(catalog: Self.catalog) }

    @Test func recordWritesNothingForAFailedRenderAndFails() throws {
        let workspace = try workspace()
        let result = workspace.run(["record"])
        #expect(result.code == .failure)
        #expect(result.errors.contains("error: " + Self.journeyError + "\nThe journey up to it:\nJourney podcast/journeys/lost\n"), "\(result.errors)")
        #expect(result.errors.contains("Step 1: tap row 1 \"Episode 12\"\n") && result.errors.contains("(nothing written)"), "the journey's text up to the failed step")
        expect(result.errors, contains: "render failed: podcast/broken.txt: no such podcast 'x'")
        expect(result.errors, contains: "render failed: podcast/log.txt: no such podcast 'x'")
        expect(result.output, contains: "4 failed to render and were not written")
        #expect(workspace.golden("podcast/episodes.txt") != nil)
        for name in ["podcast/broken.txt", "podcast/broken.json", "podcast/journeys/lost.txt", "podcast/log.txt"] {
            #expect(workspace.golden(name) == nil, "\(name) was written")
        }
    }

    @Test func checkFailsOnAFailedRenderAndWritesNoPendingFile() throws {
        let workspace = try workspace()
        _ = workspace.run(["record"])
        let result = workspace.run(["check"])
        #expect(result.code == .failure)
        #expect(result.errors.contains("error: podcast/journeys/lost.txt: " + Self.journeyError), "\(result.errors)")
        expect(result.output, contains: "4 errors")
        #expect(!FileManager.default.fileExists(atPath: workspace.goldens + "/podcast/journeys/lost.txt.new"))
    }

    @Test func aFailedRenderFailsEvenWhenItsGoldenHoldsTheSameError() throws {
        let workspace = try workspace()
        try workspace.write("error: journey podcast/journeys/lost, step 2: tap \"Nowhere\" found no row with an action\n",
                            to: "Tests/Snapshots/podcast/journeys/lost.txt")
        let result = workspace.run(["check", "lost"])
        #expect(result.code == .failure)
        expect(result.output, lacks: "1 unchanged")
    }

    @Test func aGoldenHoldingAnErrorIsReportedWhenTheRenderWorksAgain() throws {
        let workspace = try TestWorkspace(catalog: SnapshotCatalog([SnapshotEntry("podcast/episodes") { Self.episodes }]))
        try workspace.write("error: no such podcast 'x'\n", to: "Tests/Snapshots/podcast/episodes.txt")
        let result = workspace.run(["check", "podcast/episodes.txt"])
        #expect(result.code == .failure)
        expect(result.output, contains: "note: the golden holds a failed render (an 'error:' line), not a screen")
    }

    @Test func lintNamesEveryFailedRender() throws {
        let result = try workspace().run(["lint", "--rules", "carplay"])
        #expect(result.code == .failure)
        #expect(result.output.contains("error " + Self.journeyError), "\(result.output)")
        expect(result.output, contains: "error render failed: podcast/log.txt")
        expect(result.output, contains: "error podcast/broken: the screen could not be made")
    }

    @Test func reviewFailsNamingTheEntryAndLeavesItOffThePage() throws {
        let workspace = try workspace()
        let result = workspace.run(["review", "--out", "page"])
        #expect(result.code == .failure)
        #expect(result.errors.contains("error: " + Self.journeyError + "\nThe journey up to it:\n"), "\(result.errors)")
        expect(result.errors, contains: "(not on the page)")
        let page = try String(contentsOfFile: workspace.root + "/page/index.html", encoding: .utf8)
        expect(page, lacks: "found no row")
    }
}
