/// A standard unified diff between two texts, as `git apply` and `patch` read it:
///
///     --- a/Tests/Snapshots/gallery/home.txt
///     +++ b/Tests/Snapshots/gallery/home.txt
///     @@ -3,7 +3,7 @@
///      context
///     -old line
///     +new line
///
/// Markers are ASCII (` `, `-`, `+`); `\ No newline at end of file` follows a last line
/// without LF. A long diff is cut after `maxLines` lines, inside a hunk if need be (a new
/// golden of 500 lines shows its first lines as a diff from nothing); the cut hunk's
/// header counts only the lines shown, so what is shown still applies (with `git apply
/// --unidiff-zero`, as it ends on a change with no context after it). ``omittedLines``
/// says how much was left out.
package struct UnifiedDiff: Sendable, Equatable {
    /// The lines shown, without line feeds: the two headers, then the hunks.
    package let lines: [String]
    /// Lines of hunks left out by the cap.
    package let omittedLines: Int

    package static let noNewlineMarker = "\\ No newline at end of file"

    /// The diff from `old` to `new`; empty (no lines) when the bytes are equal.
    package init(old: [UInt8], new: [UInt8], oldLabel: String, newLabel: String, context: Int = 3, maxLines: Int = 400) {
        guard old != new else {
            lines = []
            omittedLines = 0
            return
        }
        let oldLines = TextLines(old), newLines = TextLines(new)
        let marks = LineDiff(old: oldLines, new: newLines)
        let script = EditStep.script(deleted: marks.deleted, inserted: marks.inserted)
        let hunks = Hunk.hunks(in: script, context: max(0, context))
        var shown = ["--- \(oldLabel)", "+++ \(newLabel)"]
        var room = max(2, maxLines), omitted = 0
        for hunk in hunks {
            let body = Self.body(of: hunk, old: oldLines, new: newLines)
            if omitted == 0, body.count <= room {
                shown += body
                room -= body.count
            } else if omitted == 0, let cut = Self.prefix(of: hunk, fitting: room, old: oldLines, new: newLines) {
                // The first hunk that does not fit is cut, not dropped: its first lines
                // under a header that counts only them, so what is shown still applies.
                let part = Self.body(of: cut, old: oldLines, new: newLines)
                shown += part
                omitted += body.count - part.count
                room = 0
            } else {
                omitted += body.count
            }
        }
        lines = shown
        omittedLines = omitted
    }

    package var isEmpty: Bool { lines.isEmpty }

    /// The diff as text, one LF after each line, then the truncation note if any.
    package var text: String {
        guard !lines.isEmpty else { return "" }
        return lines.joined(separator: "\n") + "\n" + (truncationNote.map { $0 + "\n" } ?? "")
    }

    /// `… diff truncated (120 more lines)` when hunks were left out.
    package var truncationNote: String? {
        omittedLines > 0 ? "… diff truncated (\(omittedLines) more lines)" : nil
    }

    /// The hunk lines only (no file headers), e.g. for the review page.
    package var hunkLines: [String] { Array(lines.dropFirst(2)) }

    /// The longest start of `hunk` whose lines (header included) fit in `room`; nil when
    /// it would show no change at all.
    private static func prefix(of hunk: Hunk, fitting room: Int, old: TextLines, new: TextLines) -> Hunk? {
        var used = 1, end = hunk.steps.startIndex
        while end < hunk.steps.endIndex {
            let step = hunk.steps[end]
            let unterminated = step.kind == .insert ? new.isUnterminated(step.new) : old.isUnterminated(step.old)
            let cost = unterminated ? 2 : 1
            guard used + cost <= room else { break }
            used += cost
            end += 1
        }
        let steps = hunk.steps[hunk.steps.startIndex..<end]
        guard steps.contains(where: { $0.kind != .keep }) else { return nil }
        return bothSides(of: hunk, shown: steps, fitting: room, old: old, new: new) ?? Hunk(steps: steps)
    }

    /// When the lines that fit show only one side of the hunk's first change (a 500-line
    /// file replaced: only `-` lines), the change cut so that both sides show: the context
    /// before it, its first removed lines and its first added lines, half the room each.
    /// Nil when the shown lines already hold both sides, or the change has only one.
    private static func bothSides(of hunk: Hunk, shown: ArraySlice<EditStep>, fitting room: Int, old: TextLines, new: TextLines) -> Hunk? {
        guard let first = hunk.steps.firstIndex(where: { $0.kind != .keep }) else { return nil }
        let block = hunk.steps[first...].prefix { $0.kind != .keep }
        let deletes = block.filter { $0.kind == .delete }, inserts = block.filter { $0.kind == .insert }
        guard !deletes.isEmpty, !inserts.isEmpty else { return nil }
        guard !(shown.contains { $0.kind == .delete } && shown.contains { $0.kind == .insert }) else { return nil }
        let leading = hunk.steps[hunk.steps.startIndex..<first]
        let cost = { (step: EditStep) in (step.kind == .insert ? new.isUnterminated(step.new) : old.isUnterminated(step.old)) ? 2 : 1 }
        var left = room - 1 - leading.reduce(0) { $0 + cost($1) }
        guard left >= 2 else { return nil }
        var (takenDeletes, takenInserts): ([EditStep], [EditStep]) = ([], [])
        var turn = 0
        while left > 0 {
            let fromDeletes = turn % 2 == 0 ? takenDeletes.count < deletes.count : takenInserts.count >= inserts.count
            let next = fromDeletes ? deletes[safe: takenDeletes.count] : inserts[safe: takenInserts.count]
            guard let next, cost(next) <= left else { break }
            left -= cost(next)
            if fromDeletes { takenDeletes.append(next) } else { takenInserts.append(next) }
            turn += 1
        }
        guard !takenDeletes.isEmpty, !takenInserts.isEmpty else { return nil }
        return Hunk(steps: ArraySlice(Array(leading) + takenDeletes + takenInserts))
    }

    private static func body(of hunk: Hunk, old: TextLines, new: TextLines) -> [String] {
        var body = [hunk.header]
        for step in hunk.steps {
            switch step.kind {
            case .keep:
                body.append(" " + old.text(step.old))
                if old.isUnterminated(step.old) { body.append(noNewlineMarker) }
            case .delete:
                body.append("-" + old.text(step.old))
                if old.isUnterminated(step.old) { body.append(noNewlineMarker) }
            case .insert:
                body.append("+" + new.text(step.new))
                if new.isUnterminated(step.new) { body.append(noNewlineMarker) }
            }
        }
        return body
    }
}


private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
