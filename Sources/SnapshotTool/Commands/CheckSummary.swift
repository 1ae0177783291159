import GoldenCore
/// What `check` prints: each change with its diff, errors on standard error, then the
/// summary line and the command to run next.
package struct CheckSummary {
    package let result: CheckResult
    package let workspace: Workspace
    package let style: TerminalStyle

    package func print(to context: CommandContext) {
        for collision in result.collisions { context.errors.writeLine("warning: " + collision) }
        for outcome in result.outcomes { printOutcome(outcome, context) }
        printHousekeeping(context.output)
        context.output.writeLine()
        context.output.writeLine(summaryLine)
        printUnreferenced(context.output)
        for line in nextSteps { context.output.writeLine(line) }
    }

    private func printOutcome(_ outcome: CheckOutcome, _ context: CommandContext) {
        let out = context.output
        switch outcome.status {
        case .unchanged:
            break
        case .changed:
            out.writeLine(style.yellow("changed: ") + outcome.name)
            for note in outcome.notes { out.writeLine(note) }
            for line in outcome.diff?.lines ?? [] { out.writeLine(style.diffLine(Printable.escaped(line, keepTabs: true))) }
            if let note = outcome.diff?.truncationNote { out.writeLine(note + pendingHint(outcome)) }
        case .new:
            out.writeLine(style.green("new: ") + "\(outcome.name) (\(outcome.renderLineCount) lines, no golden yet)")
        case .error:
            break
        }
        if let message = outcome.message {
            context.errors.writeLine("error: \(outcome.name): \(message)")
        }
    }

    private func pendingHint(_ outcome: CheckOutcome) -> String {
        outcome.pendingWritten ? "; the whole render is in \(workspace.store.displayPath(outcome.name + GoldenStore.pendingSuffix))" : ""
    }

    private func printHousekeeping(_ out: any TextOutput) {
        for path in result.removedTemporary { out.writeLine("removed leftover temporary file \(workspace.store.displayPath(Printable.path(path)))") }
        for path in result.removedOrphans { out.writeLine("removed \(workspace.store.displayPath(Printable.path(path))) (no entry produces it any more)") }
        for name in result.outcomes.filter(\.pendingRemoved).map(\.name) {
            out.writeLine("removed stale \(workspace.store.displayPath(name + GoldenStore.pendingSuffix)) (the render matches again)")
        }
    }

    /// `Summary: 3 unchanged, 1 changed, 1 new, 0 unreferenced` (plus errors when any).
    package var summaryLine: String {
        var parts = ["\(result.count(.unchanged)) unchanged", "\(result.count(.changed)) changed", "\(result.count(.new)) new"]
        if let unreferenced = result.unreferenced {
            parts.append("\(unreferenced.count) unreferenced")
        } else {
            parts.append("unreferenced not checked (\(result.unreferencedSkipped ?? "skipped"))")
        }
        if result.count(.error) > 0 { parts.append(Plural.count(result.count(.error), "error")) }
        return "Summary: " + parts.joined(separator: ", ")
    }

    private func printUnreferenced(_ out: any TextOutput) {
        let unreferenced = result.unreferenced ?? []
        for name in unreferenced {
            let verb = result.pruned.contains(name) ? "pruned" : "unreferenced"
            out.writeLine("\(verb): \(workspace.store.displayPath(Printable.path(name)))")
        }
        if !unreferenced.isEmpty, result.pruned.isEmpty {
            out.writeLine("Delete unreferenced goldens with: " + workspace.suggestedCommand(["check", "--prune"]))
        }
    }

    /// The last lines: what to run to accept, or why nothing was written.
    package var nextSteps: [String] {
        let changes = result.count(.changed) + result.count(.new)
        if changes == 0 {
            return result.passed ? ["All \(Plural.count(result.outcomes.count, "snapshot")) match their goldens."] : []
        }
        if result.isCI {
            return [
                "CI mode: nothing was written. Run locally: " + workspace.suggestedCommand(["check"] + result.filters),
                "then review and accept with: " + workspace.suggestedCommand(["accept"] + result.filters),
            ]
        }
        return [
            "Pending: \(Plural.count(result.pendingCount, "render")) written beside the goldens as NAME.new.",
            "Reject with: " + workspace.suggestedCommand(["reject"] + result.filters),
            "Accept with: " + workspace.suggestedCommand(["accept"] + result.filters),
        ]
    }
}
