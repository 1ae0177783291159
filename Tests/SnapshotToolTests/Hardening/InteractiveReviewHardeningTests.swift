import Foundation
import Testing
@testable import GoldenCore
@testable import SnapshotTool
@testable import LiveCatalog

/// Issue 23, items 3, 4, 11 and 12: `review --interactive` accepts what it showed, shows
/// the question before it waits, says what a diff hides, and goes on when a file goes.
struct InteractiveReviewHardeningTests {
    /// Output that remembers how much of it had been flushed.
    final class RecordingOutput: TextOutput {
        var text = ""
        var flushed = 0
        func write(_ text: String) { self.text += text }
        func flush() { flushed = text.count }
    }

    /// Input that runs `action` before each answer it gives.
    final class ActingInput: TextInput {
        var answers: [String]
        let action: () -> Void
        init(_ answers: [String], action: @escaping () -> Void) {
            self.answers = answers
            self.action = action
        }
        func readLine() -> String? {
            action()
            return answers.isEmpty ? nil : answers.removeFirst()
        }
    }

    private func review(_ workspace: TestWorkspace, output: any TextOutput, errors: any TextOutput = TextBuffer(), input: any TextInput) -> ExitCode {
        let context = CommandContext(
            output: output, errors: errors, environment: [:], workingDirectory: workspace.root,
            outputIsTerminal: false, catalog: workspace.catalog, input: input)
        return SnapshotTool.run(["review", "-i"], context: context)
    }

    @Test func acceptTakesThePendingFileAsItWasShownNotAsItIsNow() throws {
        let workspace = try TestWorkspace()
        try workspace.writeGolden("old\n", "A/x.txt")
        try workspace.writeGolden("shown\n", "A/x.txt.new")
        let input = ActingInput(["a"]) { try? workspace.writeGolden("rewritten by a test run\n", "A/x.txt.new") }
        let output = TextBuffer()
        #expect(review(workspace, output: output, input: input) == .success)
        #expect(workspace.golden("A/x.txt") == "shown\n")
        #expect(workspace.golden("A/x.txt.new") == "rewritten by a test run\n")
        expect(output.text, contains: "accepted: A/x.txt as shown; Tests/Snapshots/A/x.txt.new changed meanwhile and stays pending")
    }

    @Test func rejectLeavesAPendingFileThatChangedWhileItWasShown() throws {
        let workspace = try TestWorkspace()
        try workspace.writeGolden("shown\n", "A/x.txt.new")
        let input = ActingInput(["r"]) { try? workspace.writeGolden("newer\n", "A/x.txt.new") }
        #expect(review(workspace, output: TextBuffer(), input: input) == .success)
        #expect(workspace.golden("A/x.txt.new") == "newer\n")
    }

    @Test func theDiffAndQuestionAreFlushedBeforeEveryAnswerIsRead() throws {
        let workspace = try TestWorkspace()
        try workspace.writeGolden("old\n", "A/x.txt")
        try workspace.writeGolden("new\n", "A/x.txt.new")
        let output = RecordingOutput()
        var seenAtRead = ""
        let input = ActingInput(["s"]) { seenAtRead = String(output.text.prefix(output.flushed)) }
        _ = review(workspace, output: output, input: input)
        expect(seenAtRead, contains: "+new\n")
        #expect(seenAtRead.hasSuffix("accept (a), reject (r), skip (s), quit (q)? "))
    }

    @Test func aPendingFileDeletedWhileShownDoesNotAbortTheReview() throws {
        let workspace = try TestWorkspace()
        try workspace.writeGolden("one\n", "A/one.txt.new")
        try workspace.writeGolden("two\n", "A/two.txt.new")
        var first = true
        let input = ActingInput(["r", "a"]) {
            if first { try? FileManager.default.removeItem(atPath: workspace.goldens + "/A/one.txt.new") }
            first = false
        }
        let output = TextBuffer()
        #expect(review(workspace, output: output, input: input) == .success)
        expect(output.text, contains: "rejected: A/one.txt (its pending file was already removed)")
        expect(output.text, lacks: "was kept")
        #expect(workspace.golden("A/two.txt") == "two\n")
        #expect(output.text.hasSuffix("Reviewed 2 of 2: 1 accepted, 1 rejected, 0 skipped, 0 left pending.\n"))
    }

    @Test func aPendingFileThatIsNotUTF8IsAnErrorAndTheReviewGoesOn() throws {
        let workspace = try TestWorkspace()
        try workspace.writeBytes([0x61, 0xFF, 0x0A], to: "Tests/Snapshots/A/bad.txt.new")
        try workspace.writeGolden("fine\n", "A/good.txt.new")
        workspace.input = ["a"]
        let result = workspace.run(["review", "-i"])
        #expect(result.code == .failure)
        expect(result.errors, contains: "Tests/Snapshots/A/bad.txt.new is not valid UTF-8 (first bad byte at offset 1)")
        expect(result.output, lacks: "\u{FFFD}")
        #expect(workspace.golden("A/good.txt") == "fine\n")
        expect(result.output, contains: "1 could not be reviewed (see above), 0 left pending.")
    }

    @Test func aGoldenWithAByteOrderMarkIsNotedInReviewAndCheck() throws {
        let workspace = try TestWorkspace()
        try workspace.writeBytes([0xEF, 0xBB, 0xBF] + Array("Stations\n".utf8), to: "Tests/Snapshots/A/bom.txt")
        try workspace.writeGolden("Stations\n", "A/bom.txt.new")
        workspace.input = ["s"]
        let review = workspace.run(["review", "-i"])
        expect(review.output, contains: "note: golden starts with a UTF-8 byte order mark (EF BB BF), invisible in the diff; renders have none")
        let name = "gallery/br-radio-stations.txt"
        let text = TestCatalog.standardRenders[name] ?? ""
        try workspace.writeBytes([0xEF, 0xBB, 0xBF] + Array(text.utf8), to: "Tests/Snapshots/" + name)
        #expect(workspace.run(["check", name]).output.contains("note: golden starts with a UTF-8 byte order mark"))
    }
}
