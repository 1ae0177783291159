import GoldenCore
/// Compares one render with its golden (``GoldenComparison``) and, on a local run, keeps
/// `NAME.new` in step: written when the render differs or is new, removed when it matches
/// again. Never writes a golden; in CI mode writes nothing.
package struct EntryCheck {
    package let store: GoldenStore
    package let isCI: Bool
    package let maxDiffLines: Int

    package func check(_ entry: CatalogEntry) -> CheckOutcome {
        let render: [UInt8]
        switch entry.renderResult() {
        case .success(let text): render = Array(text.utf8)
        case .failure(let failure): return failed(entry.name, message: failure.description)
        }
        var comparison: GoldenComparison
        do {
            comparison = try GoldenComparison(render, name: entry.name, in: store)
        } catch {
            // An entry in error: nothing is written for it, and its pending file stays as it is.
            return failed(entry.name, message: error.message)
        }
        var outcome = CheckOutcome(name: entry.name, status: Self.status(comparison.status))
        outcome.notes = comparison.notes
        switch comparison.status {
        case .unchanged: break
        case .new: outcome.renderLineCount = TextLines(render).count
        case .changed: outcome.diff = comparison.diff(maxLines: maxDiffLines)
        }
        do {
            try comparison.update(isCI ? .nothing : .pending)
        } catch {
            outcome.message = error.message
        }
        outcome.pendingWritten = comparison.written == .pending
        outcome.pendingRemoved = comparison.written == .pendingRemoved
        return outcome
    }

    private static func status(_ status: GoldenComparison.Status) -> CheckOutcome.Status {
        switch status {
        case .unchanged: .unchanged
        case .new: .new
        case .changed: .changed
        }
    }

    private func failed(_ name: String, message: String) -> CheckOutcome {
        var outcome = CheckOutcome(name: name, status: .error)
        outcome.message = message
        return outcome
    }
}
