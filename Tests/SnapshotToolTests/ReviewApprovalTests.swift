import Foundation
import Testing
import TemplateKitLite
@testable import GoldenCore
@testable import SnapshotTool

/// What Approve and Reject on the review page make, and the page's counts: each pinned by
/// running the page's names through the real commands in a throwaway package.
@Suite struct ReviewApprovalTests {
    static let years = ListTemplate(title: "Years", sections: [ListSection(items: [.item(ListItem("1977"))])])

    /// A catalog with a screen (text and JSON twin) and a journey with a storyboard (text and steps golden).
    static func workspace() throws -> TestWorkspace {
        var journey = SnapshotJourney("app/journeys/open", summary: "open") { _ in
            "Journey open\n\nStart on Home\n┌─ Home ─┐\n│ Grateful Dead │\n└────────┘\n\nStep 1: tap \"Grateful Dead\"\n┌─ Years ─┐\n└─────────┘\n"
        }
        journey.storyboard = { _ in
            [StoryboardFrame(caption: "Start on Home", template: .list(ReviewPageLayoutTests.list), isPushed: false, tapped: "Grateful Dead"),
             StoryboardFrame(caption: "Step 1: tap \"Grateful Dead\"", template: .list(years), isPushed: true, tapped: nil)]
        }
        let catalog = SnapshotCatalog([SnapshotEntry("app/artists@loaded") { ReviewPageLayoutTests.list }], journeys: [journey])
        let workspace = try TestWorkspace(catalog: catalog)
        #expect(workspace.run(["record"]).code == .success)
        return workspace
    }

    /// The `data-names` of the card for `name`, split.
    static func verdictNames(_ html: String, card name: String) -> [String] {
        guard let card = html.range(of: "data-name=\"\(name)\" data-status="),
              let start = html.range(of: "data-names=\"", range: card.upperBound..<html.endIndex),
              let end = html[start.upperBound...].firstIndex(of: "\"") else { return [] }
        return html[start.upperBound..<end].split(separator: " ").map(String.init)
    }

    @Test func approvingAChangedJourneyAcceptsItsStepsGoldenSoCheckIsGreen() throws {
        let workspace = try Self.workspace()
        let steps = try String(contentsOfFile: workspace.goldens + "/app/journeys/open.steps.json", encoding: .utf8)
        try workspace.writeGolden("old\n", "app/journeys/open.txt")
        try workspace.writeGolden(steps.replacingOccurrences(of: "1977", with: "1978"), "app/journeys/open.steps.json")
        let (_, html) = try ReviewPageLayoutTests.page(workspace)
        let names = Self.verdictNames(html, card: "app/journeys/open.txt")
        #expect(names == ["app/journeys/open.txt", "app/journeys/open.steps.json"])
        #expect(workspace.run(["check"]).code == .failure)
        #expect(workspace.run(["accept"] + names).code == .success)
        let after = workspace.run(["check"])
        #expect(after.code == .success, "\(after.output)")
    }

    @Test func approvingAChangedScreenAcceptsItsPendingJSONTwinOnly() throws {
        let workspace = try Self.workspace()
        try workspace.writeGolden("old\n", "app/artists@loaded.txt")
        let (_, html) = try ReviewPageLayoutTests.page(workspace)
        #expect(Self.verdictNames(html, card: "app/artists@loaded.txt") == ["app/artists@loaded.txt"])
        try workspace.writeGolden("{}\n", "app/artists@loaded.json")
        let (_, both) = try ReviewPageLayoutTests.page(workspace)
        #expect(Self.verdictNames(both, card: "app/artists@loaded.txt") == ["app/artists@loaded.txt", "app/artists@loaded.json"])
    }

    /// A removed golden has no pending file for `accept` to move: approving its card must
    /// delete the golden and its removed twin (`git rm` in the goldens folder), rejecting it
    /// says the golden stays.
    @Test func aRemovedCardsVerdictNamesTheGoldenAndItsTwinInTheGoldensFolder() throws {
        let workspace = try Self.workspace()
        try workspace.writeGolden("gone\n", "app/artists@gone.txt")
        try workspace.writeGolden("{}\n", "app/artists@gone.json")
        let (_, html) = try ReviewPageLayoutTests.page(workspace)
        #expect(Self.verdictNames(html, card: "app/artists@gone.txt") == ["app/artists@gone.txt", "app/artists@gone.json"])
        expect(html, contains: "<pre id=\"commands\" data-goldens=\"Tests/Snapshots\">")
        #expect(html.contains("'git rm -q -- '") && html.contains("'# kept: '"))
    }

    @Test func thePageCountsEveryGoldenCheckCounts() throws {
        let workspace = try Self.workspace()
        workspace.environment["CI"] = "true"
        let summary = workspace.run(["check"]).output
        workspace.environment["CI"] = nil
        expect(summary, contains: "Summary: 4 unchanged, 0 changed, 0 new")
        let (output, html) = try ReviewPageLayoutTests.page(workspace)
        expect(html, contains: "data-count-unchanged=\"4\"")
        expect(html, contains: "data-total=\"4\"")
        expect(output, contains: "index.html: 4 goldens")
    }

    @Test func aCaseChangePlusAMoveNamesTheSectionThatMoved() {
        func list(_ headers: [String]) -> Template {
            .list(ListTemplate(title: "T", sections: headers.map { ListSection(header: $0, items: [.item(ListItem("row " + $0.lowercased()))]) }))
        }
        let change = ScreenChange(before: list(["Alpha", "Beta", "Gamma"]), after: list(["Gamma", "alpha", "Beta"]), profile: .unconstrained)
        #expect(change.phrases.contains("section “Gamma” moved from 3 to 1"), "\(change.summary)")
        #expect(change.phrases.contains("header “Alpha” → “alpha” (case)"), "\(change.summary)")
        expect(change.summary, lacks: "“Beta” moved")
    }
}
