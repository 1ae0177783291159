import Foundation
import GoldenCore

/// `snapshot review --interactive`: each pending file's diff in the terminal, then
/// `a` accept, `r` reject, `s` skip or `q` quit, and a summary — like `cargo insta review`.
/// Works in any package, on every pending file whoever wrote it; refused in CI mode.
///
/// What is accepted is what was shown: the golden gets the bytes the diff was made from,
/// even if a test run rewrote the `.new` meanwhile (that newer render then stays
/// pending). A pending file that cannot be shown or was removed meanwhile is reported
/// and the review goes on; the run then exits 1.
enum InteractiveReview {
    enum Answer: String { case accept = "a", reject = "r", skip = "s", quit = "q" }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let workspace = try Workspace.resolveForChanges("review --interactive", arguments, context)
        let store = workspace.store
        workspace.reportSkipped(context)
        let pending = try store.pendingNames().filter { SnapshotName.problem(with: $0) == nil }
        guard !pending.isEmpty else {
            context.output.writeLine("No pending snapshots.")
            return .success
        }
        var tally: [Answer: Int] = [:]
        var problems = 0
        for (index, name) in pending.enumerated() {
            let shown: [UInt8]
            do {
                guard let bytes = try show(name, number: index + 1, of: pending.count, store: store, context: context) else {
                    context.errors.writeLine("warning: \(store.displayPath(GoldenStore.pendingName(name))) was removed before it was shown; skipped")
                    continue
                }
                shown = bytes
            } catch {
                context.errors.writeLine("error: \(error.message); left pending")
                problems += 1
                continue
            }
            let answer = ask(context)
            if answer == .quit { break }
            do {
                let (done, counted) = try apply(answer, name, shown: shown, store: store)
                tally[counted, default: 0] += 1
                context.output.writeLine(done)
            } catch {
                context.errors.writeLine("error: \(error.message)")
                problems += 1
            }
        }
        let reviewed = tally.values.reduce(0, +)
        let failed = problems > 0 ? ", \(problems) could not be reviewed (see above)" : ""
        context.output.writeLine(
            "\nReviewed \(reviewed) of \(pending.count): \(tally[.accept] ?? 0) accepted, "
                + "\(tally[.reject] ?? 0) rejected, \(tally[.skip] ?? 0) skipped\(failed), \(pending.count - reviewed - problems) left pending.")
        return problems == 0 ? .success : .failure
    }

    /// Shows the header, notes and diff of one pending file; returns the pending bytes
    /// shown, or nil when the `.new` is gone.
    private static func show(_ name: String, number: Int, of count: Int, store: GoldenStore, context: CommandContext) throws(CommandError) -> [UInt8]? {
        let golden = try store.readBytes(name)
        guard let render = try store.readBytes(GoldenStore.pendingName(name)) else { return nil }
        if let golden { try store.requireUTF8(golden, of: name) }
        try store.requireUTF8(render, of: GoldenStore.pendingName(name))
        let style = context.style
        context.output.writeLine(style.bold("[\(number)/\(count)] \(store.displayPath(name))") + (golden == nil ? " (new)" : " (changed)"))
        for note in LineEndingNote.notes(golden: golden ?? [], render: render) { context.output.writeLine(note) }
        let diff = UnifiedDiff(
            old: golden ?? [], new: render,
            oldLabel: golden == nil ? "/dev/null" : "a/" + store.displayPath(name), newLabel: "b/" + store.displayPath(name))
        for line in diff.lines { context.output.writeLine(style.diffLine(Printable.escaped(line, keepTabs: true))) }
        if diff.omittedLines > 0 { context.output.writeLine("… \(diff.omittedLines) more lines") }
        return render
    }

    /// Does what `answer` says with the render that was `shown`: the line to print and
    /// what it counts as.
    private static func apply(_ answer: Answer, _ name: String, shown: [UInt8], store: GoldenStore) throws(CommandError) -> (String, Answer) {
        let pending = GoldenStore.pendingName(name)
        let current = try store.readBytes(pending)
        let changed = current.map { !$0.hasSameBytes(as: shown) } ?? false
        switch answer {
        case .accept:
            // The golden is what the reviewer saw, whatever the .new holds now.
            try store.write(shown, to: name)
            if current == nil { return ("accepted: \(name) as shown (its pending file was removed meanwhile)", .accept) }
            if changed { return ("accepted: \(name) as shown; \(store.displayPath(pending)) changed meanwhile and stays pending", .accept) }
            try store.remove(pending)
            return ("accepted: \(name)", .accept)
        case .reject:
            if current == nil { return ("rejected: \(name) (its pending file was already removed)", .reject) }
            if changed { return ("skipped: \(store.displayPath(pending)) changed while it was shown; it stays pending", .skip) }
            try store.remove(pending)
            return ("rejected: \(name)", .reject)
        case .skip, .quit:
            return ("skipped: \(name)", .skip)
        }
    }

    /// Asks until the answer is one of the keys; the end of input quits. The question and
    /// the diff above it are flushed first: with output to a pipe (`review -i | tee log`,
    /// an IDE console) they would otherwise wait in a buffer while the reviewer answers.
    private static func ask(_ context: CommandContext) -> Answer {
        while true {
            context.output.write("accept (a), reject (r), skip (s), quit (q)? ")
            context.output.flush()
            guard let line = context.input.readLine() else {
                context.output.writeLine()
                return .quit
            }
            if let answer = Answer(rawValue: line.trimmingCharacters(in: .whitespaces).lowercased()) { return answer }
            context.output.writeLine("Please answer a, r, s or q.")
        }
    }
}
