// libFuzzer target for the golden diff (Sources/snapshot/Diff): the input is split at its
// first NUL byte (or in half) into an old and a new text. Checks that the edit script
// rebuilds the new text, that every hunk header counts its lines, that applying the
// unified diff to the old text gives the new one, and that the capped diff is a prefix
// of the whole one. Compiled together with the snapshot sources (minus @main) by
// scripts/fuzz.sh, so it sees their internal types.

import GoldenCore
#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { fuzzDiff(data, size) }
#endif

/// One input of this target: libFuzzer's (scripts/fuzz.sh builds with -D FUZZING) or a
/// corpus file replayed by `fuzz-replay` (Fuzz/main.swift) in `swift test`.
func fuzzDiff(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let cut = bytes.firstIndex(of: 0) ?? bytes.count / 2
    let old = Array(bytes[..<cut]), new = Array(bytes[min(cut + 1, bytes.count)...])
    DiffInvariants.checkScript(old, new)
    DiffInvariants.checkUnified(old, new)
    return 0
}

enum DiffInvariants {
    static func fail(_ message: String) -> Never {
        fatalError("DiffFuzz invariant broken: \(message)")
    }

    /// Kept and inserted lines, in script order, are exactly the new lines; kept and
    /// deleted lines walk the old lines in order.
    static func checkScript(_ old: [UInt8], _ new: [UInt8]) {
        let oldLines = TextLines(old), newLines = TextLines(new)
        let marks = LineDiff(old: oldLines, new: newLines)
        var oldNext = 0, newNext = 0
        for step in EditStep.script(deleted: marks.deleted, inserted: marks.inserted) {
            switch step.kind {
            case .keep:
                guard step.old == oldNext, step.new == newNext, oldLines.sameLine(step.old, as: newLines, step.new) else {
                    fail("keep step \(step) does not match")
                }
                oldNext += 1; newNext += 1
            case .delete:
                guard step.old == oldNext else { fail("delete step \(step) out of order") }
                oldNext += 1
            case .insert:
                guard step.new == newNext else { fail("insert step \(step) out of order") }
                newNext += 1
            }
        }
        guard oldNext == oldLines.count, newNext == newLines.count else { fail("script does not cover both texts") }
    }

    static func checkUnified(_ old: [UInt8], _ new: [UInt8]) {
        let whole = UnifiedDiff(old: old, new: new, oldLabel: "a/x", newLabel: "b/x", maxLines: Int.max)
        guard whole.isEmpty == (old == new), whole.omittedLines == 0 else { fail("empty/omitted mismatch") }
        guard !whole.isEmpty else { return }
        let oldText = TextLines(old), newText = TextLines(new)
        let oldLines = (0..<oldText.count).map(oldText.text), newLines = (0..<newText.count).map(newText.text)
        guard apply(whole.hunkLines, to: oldLines).map(\.utf8).elementsEqual(newLines.map(\.utf8), by: { $0.elementsEqual($1) }) else { fail("applying the diff does not give the new text") }
        for cap in [400, 7, 2] { checkCapped(old, new, whole: whole, cap: cap, oldLines: oldLines) }
    }

    /// A capped diff is the whole one's lines up to the cap, except that the header of a
    /// hunk cut short counts only the lines shown (so it still applies); it shows at least
    /// one line of the first hunk when that has a change within the cap.
    static func checkCapped(_ old: [UInt8], _ new: [UInt8], whole: UnifiedDiff, cap: Int, oldLines: [String]) {
        let capped = UnifiedDiff(old: old, new: new, oldLabel: "a/x", newLabel: "b/x", maxLines: cap)
        guard capped.lines.count <= max(2, cap) + 2, capped.lines.count - 2 + capped.omittedLines == whole.lines.count - 2 else {
            fail("capped diff (\(cap)) does not account for every line")
        }
        for (index, line) in capped.lines.enumerated() where line != whole.lines[index] {
            guard line.hasPrefix("@@"), whole.lines[index].hasPrefix("@@"), !capped.lines[(index + 1)...].contains(where: { $0.hasPrefix("@@") }) else {
                fail("capped diff (\(cap)) differs from the whole one at line \(index)")
            }
        }
        _ = apply(capped.hunkLines, to: oldLines)
        if cap >= 6, whole.lines.count > 2, capped.lines.count == 2 { fail("capped diff (\(cap)) shows no line") }
    }

    /// Applies hunks to `lines` (as `patch` would, with exact context), checking counts.
    static func apply(_ hunkLines: [String], to lines: [String]) -> [String] {
        var result: [String] = [], position = 0, index = 0
        while index < hunkLines.count {
            let (oldStart, oldCount, newCount) = header(hunkLines[index])
            index += 1
            guard oldStart >= position, oldStart <= lines.count else { fail("hunk starts out of order") }
            result += lines[position..<oldStart]
            position = oldStart
            var seenOld = 0, seenNew = 0
            while index < hunkLines.count, !hunkLines[index].hasPrefix("@@") {
                // Bytes, not Characters: a marker followed by a combining mark is one Character.
                let line = hunkLines[index], marker = line.utf8.first, body = String(decoding: line.utf8.dropFirst(), as: UTF8.self)
                index += 1
                switch marker {
                case UInt8(ascii: " "), UInt8(ascii: "-"):
                    guard position < lines.count, lines[position].utf8.elementsEqual(body.utf8) else { fail("context or deletion does not match") }
                    position += 1; seenOld += 1
                    if marker == UInt8(ascii: " ") { result.append(body); seenNew += 1 }
                case UInt8(ascii: "+"): result.append(body); seenNew += 1
                case UInt8(ascii: "\\"): guard line == UnifiedDiff.noNewlineMarker else { fail("bad marker") }
                default: fail("bad hunk line \(line)")
                }
            }
            guard seenOld == oldCount, seenNew == newCount else { fail("hunk header counts are wrong") }
        }
        return result + lines[position...]
    }

    /// `@@ -a,b +c,d @@` → (index of the first old line, b, d).
    static func header(_ line: String) -> (Int, Int, Int) {
        let parts = line.split(separator: " ")
        guard parts.count == 4, parts[0] == "@@", parts[3] == "@@" else { fail("bad header \(line)") }
        let old = range(parts[1].dropFirst()), new = range(parts[2].dropFirst())
        return (old.count == 0 ? old.start : old.start - 1, old.count, new.count)
    }

    static func range(_ text: Substring) -> (start: Int, count: Int) {
        let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        guard let start = numbers.first ?? nil else { fail("bad range \(text)") }
        if numbers.count == 1 { return (start, 1) }
        guard numbers.count == 2, let count = numbers[1] else { fail("bad range \(text)") }
        return (start, count)
    }
}
