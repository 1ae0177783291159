import Foundation
import Testing
@testable import SnapshotEngine
@testable import SnapshotTool

/// Issue 29, item 8: every Approve on the review page stands for a command that, run from
/// the package root, leaves `check` green — a changed golden with its JSON twin, a new
/// one, a journey with its steps file, a removed golden — and Reject does something too.
@Suite struct ReviewPageCommandsTests {
    static let renders = [
        "podcast/changed.txt": "after\n", "podcast/changed.json": "{\"after\": 1}\n", "podcast/new.txt": "new\n",
        "journeys/walk.txt": "step 1 after\n", "journeys/walk.steps.json": "[\"after\"]\n",
    ]

    func workspace() throws -> TestWorkspace {
        let workspace = try TestWorkspace(catalog: TestCatalog.make(Self.renders))
        for (name, text) in ["podcast/changed.txt": "before\n", "podcast/changed.json": "{\"before\": 1}\n",
                             "journeys/walk.txt": "step 1 before\n", "journeys/walk.steps.json": "[\"before\"]\n",
                             "podcast/removed.txt": "gone\n"] {
            try workspace.writeGolden(text, name)
        }
        #expect(workspace.run(["check"]).code == .failure)
        return workspace
    }

    /// The `data-command` of each card's button `value` on the page `review` makes.
    func commands(_ workspace: TestWorkspace, _ value: String) throws -> [String: String] {
        var failures: [RenderFailure] = []
        let items = try ReviewCommand.reviewItems(workspace.catalog, GoldenStore(packageRoot: workspace.root), failures: &failures)
        let html = ReviewPage(items: items).html()
        var found: [String: String] = [:]
        for section in html.components(separatedBy: "<section class=\"item ").dropFirst() {
            guard let name = section.slice(after: "data-name=\"", before: "\""),
                  let command = section.slice(after: "value=\"\(value)\" data-command=\"", before: "\"") else { continue }
            found[name] = command.replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&quot;", with: "\"")
                .replacingOccurrences(of: "&amp;", with: "&")
        }
        return found
    }

    /// Runs a page command as a shell would, from the package root.
    func run(_ command: String, in workspace: TestWorkspace) {
        let words = command.split(separator: " ").map { String($0).replacingOccurrences(of: "'", with: "") }
        if words.starts(with: ["swift", "run", "snapshot"]) {
            #expect(workspace.run(Array(words.dropFirst(3))).code == .success, "\(command)")
        } else if words.first == "rm" {
            #expect((try? FileManager.default.removeItem(atPath: workspace.root + "/" + words[2])) != nil, "\(command)")
        }
    }

    @Test func approvingEveryCardLeavesCheckGreen() throws {
        let workspace = try workspace()
        let approve = try commands(workspace, "accept")
        #expect(approve["journeys/walk.txt"] == "swift run snapshot accept journeys/walk.txt journeys/walk.steps.json")
        #expect(approve["podcast/changed.txt"] == "swift run snapshot accept podcast/changed.txt podcast/changed.json")
        #expect(approve["podcast/removed.txt"] == "rm -- Tests/Snapshots/podcast/removed.txt")
        for name in ["journeys/walk.txt", "podcast/changed.txt", "podcast/new.txt", "podcast/removed.txt"] {
            run(try #require(approve[name], "\(name) has an Approve command"), in: workspace)
        }
        let check = workspace.run(["check"])
        #expect(check.code == .success, "\(check.output)\(check.errors)")
        #expect(check.output.contains("0 unreferenced") || !check.output.contains("removed.txt"), "\(check.output)")
    }

    @Test func rejectingACardSaysWhatHappens() throws {
        let workspace = try workspace()
        let reject = try commands(workspace, "reject")
        #expect(reject["journeys/walk.txt"] == "swift run snapshot reject journeys/walk.txt journeys/walk.steps.json")
        #expect(reject["podcast/removed.txt"]?.hasPrefix("# kept: Tests/Snapshots/podcast/removed.txt") == true)
    }
}

extension String {
    /// The text between the first `start` and the next `end` after it.
    fileprivate func slice(after start: String, before end: String) -> String? {
        guard let from = range(of: start)?.upperBound, let to = self[from...].range(of: end)?.lowerBound else { return nil }
        return String(self[from..<to])
    }
}
