import Foundation
import SnapshotEngine

/// `snapshot review --interactive`: each pending file's diff in the terminal, then
/// `a` accept, `r` reject, `s` skip or `q` quit, and a summary — like `cargo insta review`.
/// Works in any package, on every pending file whoever wrote it; refused in CI mode.
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
        for (index, name) in pending.enumerated() {
            try show(name, number: index + 1, of: pending.count, store: store, context: context)
            let answer = ask(context)
            if answer == .quit { break }
            switch answer {
            case .accept: try store.move(GoldenStore.pendingName(name), to: name)
            case .reject: try store.remove(GoldenStore.pendingName(name))
            case .skip, .quit: break
            }
            tally[answer, default: 0] += 1
            context.output.writeLine("\(answer == .accept ? "accepted" : answer == .reject ? "rejected" : "skipped"): \(name)")
        }
        let reviewed = tally.values.reduce(0, +)
        context.output.writeLine(
            "\nReviewed \(reviewed) of \(pending.count): \(tally[.accept] ?? 0) accepted, "
                + "\(tally[.reject] ?? 0) rejected, \(tally[.skip] ?? 0) skipped, \(pending.count - reviewed) left pending.")
        return .success
    }

    /// The header and diff of one pending file.
    private static func show(_ name: String, number: Int, of count: Int, store: GoldenStore, context: CommandContext) throws {
        let golden = try store.readBytes(name)
        let render = try store.readBytes(GoldenStore.pendingName(name)) ?? []
        let style = context.style
        context.output.writeLine(style.bold("[\(number)/\(count)] \(store.displayPath(name))") + (golden == nil ? " (new)" : " (changed)"))
        let diff = UnifiedDiff(
            old: golden ?? [], new: render,
            oldLabel: golden == nil ? "/dev/null" : "a/" + store.displayPath(name), newLabel: "b/" + store.displayPath(name))
        for line in diff.lines { context.output.writeLine(style.diffLine(Printable.escaped(line, keepTabs: true))) }
        if diff.omittedLines > 0 { context.output.writeLine("… \(diff.omittedLines) more lines") }
    }

    /// Asks until the answer is one of the keys; the end of input quits.
    private static func ask(_ context: CommandContext) -> Answer {
        while true {
            context.output.write("accept (a), reject (r), skip (s), quit (q)? ")
            guard let line = context.input.readLine() else {
                context.output.writeLine()
                return .quit
            }
            if let answer = Answer(rawValue: line.trimmingCharacters(in: .whitespaces).lowercased()) { return answer }
            context.output.writeLine("Please answer a, r, s or q.")
        }
    }
}
