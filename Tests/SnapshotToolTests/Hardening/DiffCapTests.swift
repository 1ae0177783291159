import Foundation
import Testing
@testable import GoldenCore
@testable import SnapshotTool
@testable import LiveCatalog

/// Issue 23, item 5: a first hunk longer than the cap is cut inside, never dropped: the
/// reviewer always sees lines, and what is shown still applies.
struct DiffCapTests {
    private func numbered(_ count: Int, _ prefix: String = "") -> String {
        (1...count).map { "\(prefix)\($0)\n" }.joined()
    }

    @Test func aNewGoldenShowsItsFirstLinesAsADiffFromNothingAndCountsTheRest() {
        let diff = UnifiedDiff(old: [], new: Array(numbered(500).utf8), oldLabel: "/dev/null", newLabel: "b/x", maxLines: 60)
        #expect(diff.lines.count == 62)
        #expect(diff.lines[2] == "@@ -0,0 +1,59 @@")
        #expect(diff.lines[3] == "+1")
        #expect(diff.lines.last == "+59")
        #expect(diff.omittedLines == 441)
        #expect(diff.truncationNote == "… diff truncated (441 more lines)")
    }

    @Test func aHunkLongerThanTheCapIsCutInsideWithAHeaderCountingTheShownLines() {
        let old = numbered(1000), new = numbered(1000, "x")
        let diff = UnifiedDiff(old: Array(old.utf8), new: Array(new.utf8), oldLabel: "a", newLabel: "b", maxLines: 400)
        #expect(diff.lines.count == 402)
        // Issue 29, item 9: both sides of the first change show (was 399 "-" lines and no "+").
        #expect(diff.lines[2] == "@@ -1,200 +1,199 @@")
        #expect(diff.lines[3] == "-1" && diff.lines[202] == "-200" && diff.lines[203] == "+x1" && diff.lines.last == "+x199")
        #expect(diff.omittedLines == 2001 - 400)
    }

    @Test(.enabled(if: GitApply.isAvailable, "needs git"))
    /// Git wants as much context after a change as before it unless told otherwise, and
    /// a cut hunk ends on a change: it applies with `--unidiff-zero`.
    func aHunkCutInsideStillAppliesWithGit() throws {
        let old = numbered(300), new = numbered(300).replacingOccurrences(of: "\n", with: " changed\n")
        let path = "Tests/Snapshots/gallery/home.txt"
        let diff = UnifiedDiff(old: Array(old.utf8), new: Array(new.utf8), oldLabel: "a/" + path, newLabel: "b/" + path, maxLines: 60)
        #expect(diff.omittedLines > 0)
        guard case .success(let bytes) = try GitApply.apply(diff.text, to: Array(old.utf8), at: path, options: ["--unidiff-zero"]) else {
            Issue.record("git apply refused:\n\(diff.text)")
            return
        }
        // The cut hunk shows the first 30 deletions and the first 29 additions that replace them.
        #expect(String(decoding: bytes, as: UTF8.self) == (1...29).map { "\($0) changed\n" }.joined() + (31...300).map { "\($0)\n" }.joined())
    }

    @Test func checkShowsTheFirstLinesOfAChangeLongerThanTheCap() throws {
        let name = "gallery/br-radio-stations.txt"
        let workspace = try TestWorkspace(catalog: TestCatalog.make([name: numbered(500, "new ")]))
        try workspace.writeGolden(numbered(500, "old "), name)
        let result = workspace.run(["check"])
        #expect(result.code == .failure)
        #expect(result.output.contains("\n-old 1\n"), "\(result.output.prefix(500))")
        expect(result.output, contains: "… diff truncated (")
    }

    @Test func reviewInteractiveShowsTheFirstLinesOfALongNewGolden() throws {
        let workspace = try TestWorkspace()
        try workspace.writeGolden(numbered(700), "EpisodeTests/long.txt.new")
        workspace.input = ["s"]
        let result = workspace.run(["review", "-i"])
        #expect(result.output.contains("@@ -0,0 +1,399 @@\n+1\n+2\n"), "\(result.output.prefix(300))")
        expect(result.output, contains: "… 301 more lines")
    }

    /// Issue 29, item 9: `review -i` of a 500-line golden replaced shows what replaces it.
    @Test func reviewInteractiveOfAReplacedGoldenShowsBothSides() throws {
        let workspace = try TestWorkspace()
        try workspace.writeGolden(numbered(500, "old "), "EpisodeTests/long.txt")
        try workspace.writeGolden(numbered(500, "new "), "EpisodeTests/long.txt.new")
        workspace.input = ["s"]
        let result = workspace.run(["review", "-i"])
        #expect(result.output.contains("\n-old 1\n") && result.output.contains("\n+new 1\n"), "\(result.output.prefix(300))")
    }
}
