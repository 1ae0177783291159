import Foundation
import Testing
import TemplateKitLite
@testable import GoldenCore
@testable import SnapshotTool

/// Issue 29, the output-safety rule: text from a golden, a state document or a report
/// cannot start or contain a command a CI runner obeys, inject Markdown or HTML, or break
/// a line — in the terminal, the CI log, the step summary, JUnit, and a recorded journey.
@Suite struct OutputSafetyTests {
    static let forged = "x ##[add-mask]secret\n::error file=a::forged\n  ::stop-commands::t\n##[error]e"

    /// No line of `text` opens with `::` (after blanks) or holds `##[`.
    static func commandFree(_ text: String) -> Bool {
        text.split(separator: "\n", omittingEmptySubsequences: false).allSatisfy { line in
            !line.contains("##[") && !line.drop { $0 == " " || $0 == "\t" }.hasPrefix("::")
        }
    }

    @Test func theRuleNeutralisesWorkflowCommandsMarkdownAndLineBreaks() {
        #expect(OutputSafety.log(Self.forged) == "x #\\u0023[add-mask]secret\n\\u{3A}:error file=a::forged\n  \\u{3A}:stop-commands::t\n#\\u0023[error]e")
        #expect(!OutputSafety.line(Self.forged).contains("\n") && Self.commandFree(OutputSafety.line(Self.forged)))
        #expect(OutputSafety.line("::error::x") == "\\u{3A}:error::x")
        let markdown = OutputSafety.markdown("![x](http://e/) <img src=x onerror=alert(1)>\n| a")
        #expect(!markdown.contains("![") && !markdown.contains("](") && !markdown.contains("<img") && !markdown.contains("\n"))
        #expect(!markdown.contains("|"), "a table cell cannot be split")
    }

    @Test func theTerminalBoundaryLetsOnlyTheToolsOwnCommandsThrough() {
        let buffer = TextBuffer()
        let output = TerminalSafeOutput(buffer, allowsStyle: false)
        output.write("golden line: " + Self.forged + "\n")
        output.writeWorkflowCommand("::error file=Tests/Snapshots/a.txt,title=changed golden::a.txt does not match")
        let lines = buffer.text.split(separator: "\n").map(String.init)
        #expect(lines.last == "::error file=Tests/Snapshots/a.txt,title=changed golden::a.txt does not match")
        #expect(Self.commandFree(lines.dropLast().joined(separator: "\n")), "\(buffer.text)")
    }

    @Test func anAnnotationCarriesNoCommandOfItsMessage() {
        let line = GitHubAnnotations.command(.init(level: "error", file: "a.txt", line: 1, title: "t", message: Self.forged))
        #expect(!line.contains("\n") && !line.contains("##["), "\(line)")
    }

    @Test func aCheckOnGitHubPrintsNoForgedCommandAndItsSummaryNoMarkup() throws {
        let workspace = try TestWorkspace(catalog: TestCatalog.make(["podcast/screen.txt": "::error::forged\n##[stop-commands]t\nrow\n"]))
        try workspace.writeGolden("before\n", "podcast/screen.txt")
        try workspace.write("", to: "summary.md")
        workspace.environment = ["CI": "true", "GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": workspace.root + "/summary.md"]
        let result = workspace.run(["check", "--junit", "junit.xml"])
        #expect(result.code == .failure)
        let own = result.output.split(separator: "\n").filter { $0.hasPrefix("::error ") }
        #expect(own.count == 1, "the tool's one annotation: \(result.output)")
        let rest = result.output.split(separator: "\n").filter { !$0.hasPrefix("::error ") }.joined(separator: "\n")
        #expect(Self.commandFree(rest), "\(result.output)")
        #expect(!own[0].contains("##["))
        #expect(Self.commandFree(workspace.read("junit.xml") ?? ""))
    }

    @Test func lintsStepSummaryEscapesMarkdownAsWellAsHTML() throws {
        let catalog = SnapshotCatalog([SnapshotEntry("podcast/empty") { AlertTemplate("![x](http://evil/) <b>t</b> | ##[error]") {} }])
        let workspace = try TestWorkspace(catalog: catalog)
        try workspace.write("", to: "summary.md")
        workspace.environment = ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": workspace.root + "/summary.md"]
        _ = workspace.run(["lint", "--rules", "carplay"])
        let summary = workspace.read("summary.md") ?? ""
        expect(summary, contains: "lint:")
        #expect(!summary.contains("![x]") && !summary.contains("<b>") && !summary.contains("##["), "\(summary)")
    }

    @Test func aRecordedJourneyKeepsTitlesWholeAndBidiControlsEscaped() {
        // Titles reach recorded journey code as Swift literals: whole, quotes and bidi escaped.
        #expect(JourneyTap.literal("Say \"hi\"\u{202E}") == #""Say \"hi\"\u{202E}""#)
        #expect(JourneyTap.text("Say \"hi\"").code == #".text("Say \"hi\"")"#)
        #expect(JourneyTap.tab("a\u{2066}b").code == #".tab("a\u{2066}b")"#)
    }
}
