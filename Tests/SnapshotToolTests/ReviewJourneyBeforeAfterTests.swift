import Foundation
import Testing
import TemplateKitLite
@testable import GoldenCore
@testable import SnapshotTool

/// A changed journey is a storyboard whose changed steps are drawn twice: the car of the
/// committed steps golden (`NAME.steps.json`) and the render's.
@Suite struct ReviewJourneyBeforeAfterTests {
    static let home = ListTemplate(title: "Home", sections: [ListSection(items: [.item(ListItem("Grateful Dead"))])])
    static let years = ListTemplate(title: "Years", sections: [ListSection(items: [.item(ListItem("1977", detail: "60 shows"))])])
    static let frames = [
        StoryboardFrame(caption: "Start on Home", template: .list(home), isPushed: false, tapped: "Grateful Dead"),
        StoryboardFrame(caption: "Step 1: tap \"Grateful Dead\"", template: .list(years), isPushed: true, tapped: nil),
    ]

    /// A package whose journey has a storyboard; its goldens recorded.
    static func workspace() throws -> TestWorkspace {
        var journey = SnapshotJourney("app/journeys/open", summary: "open") { _ in
            "Journey open\n\nStart on Home\n│ Grateful Dead │\n\nStep 1: tap \"Grateful Dead\"\n│ 1977 │\n│ 60 shows │\n"
        }
        journey.storyboard = { _ in frames }
        let workspace = try TestWorkspace(catalog: SnapshotCatalog([], journeys: [journey]))
        #expect(workspace.run(["record"]).code == .success)
        return workspace
    }

    @Test func theStepsGoldenReadsBackAsEachStepsModel() throws {
        let json = StoryboardJSON.encode(Self.frames, profile: .unconstrained)
        let decoded: [StoryboardFrame] = try #require(StoryboardJSON.decode(json))
        let captions: [String] = decoded.map(\.caption), tapped: [String?] = decoded.map(\.tapped)
        #expect(captions == Self.frames.map(\.caption) && tapped == Self.frames.map(\.tapped))
        let pushed: [Bool] = decoded.map(\.isPushed), templates: [Template] = decoded.map(\.template)
        #expect(pushed == [false, true] && templates == Self.frames.map(\.template))
        #expect(StoryboardJSON.decode("{\"template\": {}}") == nil)
    }

    @Test func aJourneyWithAStoryboardHasAStepsGolden() throws {
        let workspace = try Self.workspace()
        let steps = try String(contentsOfFile: workspace.goldens + "/app/journeys/open.steps.json", encoding: .utf8)
        #expect(steps.contains("\"caption\": \"Step 1: tap \\\"Grateful Dead\\\"\"") && steps.contains("\"text\": \"1977\""))
    }

    @Test func aChangedStepIsDrawnBeforeAndAfter() throws {
        let workspace = try Self.workspace()
        for name in ["app/journeys/open.txt", "app/journeys/open.steps.json"] {
            let golden = try String(contentsOfFile: workspace.goldens + "/" + name, encoding: .utf8)
            try workspace.writeGolden(golden.replacingOccurrences(of: "60 shows", with: "59 shows"), name)
        }
        let result = workspace.run(["review", "--out", "review"])
        let html = try String(contentsOfFile: workspace.root + "/review/index.html", encoding: .utf8)
        expect(result.output, contains: "2 pending changes (2 changed")
        expect(html, contains: "<p class=\"change\">step 1 · row “1977” changed</p>")
        expect(html, contains: "<figure class=\"frame changedstep\"><figcaption>Step 1: tap &quot;Grateful Dead&quot; · changed</figcaption>")
        expect(html, contains: "<figure class=\"before\"><figcaption>Before (golden)</figcaption><div class=\"car\"")
        #expect(html.contains(">59 shows<") && html.contains(">60 shows<") && !html.contains("changedstep textbefore"))
    }

    @Test func withoutAStepsGoldenTheStepFallsBackToItsText() throws {
        let workspace = try Self.workspace()
        try FileManager.default.removeItem(atPath: workspace.goldens + "/app/journeys/open.steps.json")
        let golden = try String(contentsOfFile: workspace.goldens + "/app/journeys/open.txt", encoding: .utf8)
        try workspace.writeGolden(golden.replacingOccurrences(of: "60 shows", with: "59 shows"), "app/journeys/open.txt")
        _ = workspace.run(["review", "--out", "review"])
        let html = try String(contentsOfFile: workspace.root + "/review/index.html", encoding: .utf8)
        #expect(html.contains("class=\"frame changedstep textbefore\"") && html.contains("<summary>the golden's step</summary>"))
    }
}
