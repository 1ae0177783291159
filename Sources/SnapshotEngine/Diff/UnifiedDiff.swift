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
/// without LF. Long diffs are cut between whole hunks, so what is shown still applies;
/// ``omittedLines`` says how much was left out.
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
        let bodies = Hunk.hunks(in: script, context: max(0, context)).map {
            Self.body(of: $0, old: oldLines, new: newLines)
        }
        var shown = ["--- \(oldLabel)", "+++ \(newLabel)"]
        var room = max(1, maxLines), omitted = 0
        for body in bodies {
            if omitted == 0, body.count <= room {
                shown += body
                room -= body.count
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
