import KitSupport
import Testing
@testable import GoldenCore

/// The line diff against a naive LCS, and the exact unified-diff text in edge cases.
struct DiffTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    private func script(_ old: String, _ new: String) -> [EditStep] {
        let marks = LineDiff(old: TextLines(bytes(old)), new: TextLines(bytes(new)))
        return EditStep.script(deleted: marks.deleted, inserted: marks.inserted)
    }

    /// Length of the longest common subsequence of lines, by dynamic programming.
    private func naiveLCS(_ a: [String], _ b: [String]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }

    private func randomLines(_ count: Int, _ random: inout SplitMix64) -> [String] {
        (0..<count).map { _ in ["a", "b", "c", "d", "{", "}", ""][Int(random.next() % 7)] }
    }

    private func edited(_ lines: [String], _ random: inout SplitMix64) -> [String] {
        var lines = lines
        for _ in 0..<Int(random.next() % 6) {
            let position = lines.isEmpty ? 0 : Int(random.next() % UInt64(lines.count + 1))
            switch random.next() % 3 {
            case 0: lines.insert(["x", "a", "}"][Int(random.next() % 3)], at: position)
            case 1 where position < lines.count: lines.remove(at: position)
            default: if position < lines.count { lines[position] = "y" }
            }
        }
        return lines
    }

    @Test func randomEditsGiveAShortestScriptThatRebuildsTheNewText() {
        var random = SplitMix64(seed: 2026)
        for _ in 0..<400 {
            let old = randomLines(Int(random.next() % 30), &random)
            let new = edited(old, &random)
            let steps = script(old.map { $0 + "\n" }.joined(), new.map { $0 + "\n" }.joined())
            var rebuilt: [String] = []
            for step in steps {
                switch step.kind {
                case .keep:
                    #expect(old[step.old] == new[step.new])
                    rebuilt.append(old[step.old])
                case .insert: rebuilt.append(new[step.new])
                case .delete: break
                }
            }
            #expect(rebuilt == new)
            #expect(steps.filter { $0.kind == .keep }.count == naiveLCS(old, new), "old \(old) new \(new)")
        }
    }

    @Test func equalBytesGiveNoDiff() {
        let diff = UnifiedDiff(old: bytes("a\nb\n"), new: bytes("a\nb\n"), oldLabel: "a/x", newLabel: "b/x")
        #expect(diff.isEmpty)
        #expect(diff.text == "")
    }

    @Test func oneChangedLineHasThreeLinesOfContext() {
        let old = (1...10).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        let diff = UnifiedDiff(old: bytes(old), new: bytes(new), oldLabel: "a/T/x.txt", newLabel: "b/T/x.txt")
        #expect(diff.text == """
            --- a/T/x.txt
            +++ b/T/x.txt
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    @Test func emptyRangesNameTheLineBefore() {
        let added = UnifiedDiff(old: [], new: bytes("a\nb\n"), oldLabel: "a/x", newLabel: "b/x")
        #expect(added.lines == ["--- a/x", "+++ b/x", "@@ -0,0 +1,2 @@", "+a", "+b"])
        let removed = UnifiedDiff(old: bytes("a\nb\n"), new: [], oldLabel: "a/x", newLabel: "b/x")
        #expect(removed.lines == ["--- a/x", "+++ b/x", "@@ -1,2 +0,0 @@", "-a", "-b"])
        let insertedAfterSecond = UnifiedDiff(old: bytes("a\nb\n"), new: bytes("a\nb\nc\n"), oldLabel: "a/x", newLabel: "b/x", context: 0)
        #expect(insertedAfterSecond.lines == ["--- a/x", "+++ b/x", "@@ -2,0 +3 @@", "+c"])
    }

    @Test func missingFinalNewlineIsMarkedAfterTheRightLine() {
        let diff = UnifiedDiff(old: bytes("a\nb"), new: bytes("a\nb\n"), oldLabel: "a/x", newLabel: "b/x")
        #expect(diff.lines == ["--- a/x", "+++ b/x", "@@ -1,2 +1,2 @@", " a", "-b", "\\ No newline at end of file", "+b"])
        let both = UnifiedDiff(old: bytes("a\nb"), new: bytes("z\nb"), oldLabel: "a/x", newLabel: "b/x")
        #expect(both.lines == ["--- a/x", "+++ b/x", "@@ -1,2 +1,2 @@", "-a", "+z", " b", "\\ No newline at end of file"])
    }

    @Test func farApartChangesMakeSeparateHunksAndCloseOnesMerge() {
        let old = (1...40).map { "\($0)\n" }.joined()
        var new = old.replacingOccurrences(of: "\n3\n", with: "\nthree\n")
        new = new.replacingOccurrences(of: "\n30\n", with: "\nthirty\n")
        #expect(UnifiedDiff(old: bytes(old), new: bytes(new), oldLabel: "a", newLabel: "b").lines.filter { $0.hasPrefix("@@") }.count == 2)
        let close = old.replacingOccurrences(of: "\n3\n", with: "\nthree\n").replacingOccurrences(of: "\n10\n", with: "\nten\n")
        #expect(UnifiedDiff(old: bytes(old), new: bytes(close), oldLabel: "a", newLabel: "b").lines.filter { $0.hasPrefix("@@") } == ["@@ -1,13 +1,13 @@"])
    }

    @Test func theCapKeepsWholeHunksWhenTheNextShowsNoChangeAndCountsTheRest() {
        let old: String = (1...200).map { (line: Int) -> String in "\(line)\n" }.joined()
        let new: String = (1...200).map { (line: Int) -> String in line % 20 == 0 ? "changed \(line)\n" : "\(line)\n" }.joined()
        let diff = UnifiedDiff(old: bytes(old), new: bytes(new), oldLabel: "a", newLabel: "b", maxLines: 20)
        let full = UnifiedDiff(old: bytes(old), new: bytes(new), oldLabel: "a", newLabel: "b", maxLines: .max)
        let lines: [String] = diff.lines
        let hunkCount: Int = lines.filter { (line: String) -> Bool in line.hasPrefix("@@") }.count
        let fullStart: [String] = Array(full.lines.prefix(lines.count))
        let footer: String = "… diff truncated (\(diff.omittedLines) more lines)\n"
        #expect(lines.count - 2 <= 20)
        #expect(hunkCount == 2)
        #expect(diff.omittedLines == full.lines.count - lines.count)
        #expect(fullStart == lines)
        #expect(diff.text.hasSuffix(footer))
    }

    @Test func crlfGoldenIsReportedNotNormalised() {
        let golden = bytes("a\r\nb\r\n"), render = bytes("a\nb\n")
        #expect(LineEndingNote.notes(golden: golden, render: render) == ["note: golden uses CRLF line endings; renders use LF"])
        #expect(LineEndingNote.notes(golden: bytes("a\r\nb\n"), render: render) == ["note: golden uses CRLF line endings on 1 of 2 lines; renders use LF"])
        #expect(LineEndingNote.notes(golden: render, render: render).isEmpty)
        let diff = UnifiedDiff(old: golden, new: render, oldLabel: "a", newLabel: "b")
        #expect(diff.lines == ["--- a", "+++ b", "@@ -1,2 +1,2 @@", "-a\r", "-b\r", "+a", "+b"])
    }

    @Test func unicodeLinesAreComparedByBytesNotByCanonicalEquivalence() {
        let precomposed = "caf\u{E9}\n", decomposed = "cafe\u{301}\n"
        let diff = UnifiedDiff(old: bytes(precomposed), new: bytes(decomposed), oldLabel: "a", newLabel: "b")
        #expect(diff.lines.count == 5)
    }

    @Test func aLargeRewriteStaysCorrect() {
        let old = Array((0..<3_000).map { "line \($0): the quick brown fox\n" }.joined().utf8)
        let new = Array((0..<3_000).map { "other \($0 * 7 % 3_000)\n" }.joined().utf8)
        let marks = LineDiff(old: TextLines(old), new: TextLines(new))
        #expect(marks.deleted.allSatisfy { $0 })
        #expect(marks.inserted.allSatisfy { $0 })
    }

    @Test func shuffledRepeatsPastTheCostLimitStillRebuildTheNewText() {
        var random = SplitMix64(seed: 7)
        let old = (0..<6_000).map { _ in "v\(random.next() % 50)" }
        let new = (0..<6_000).map { _ in "v\(random.next() % 50)" }
        let steps = script(old.map { $0 + "\n" }.joined(), new.map { $0 + "\n" }.joined())
        var rebuilt: [String] = []
        for step in steps where step.kind != .delete {
            if step.kind == .keep { #expect(old[step.old] == new[step.new]) }
            rebuilt.append(new[step.new])
        }
        #expect(rebuilt == new)
    }
}
