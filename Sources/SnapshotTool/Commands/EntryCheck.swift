import GoldenCore
/// Compares one render with its golden and, on a local run, keeps `NAME.new` in step:
/// written when the render differs or is new, removed when it matches again. Never
/// writes a golden; in CI mode writes nothing.
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
        let golden: [UInt8]?
        do {
            golden = try store.readBytes(entry.name)
        } catch {
            return failed(entry.name, error)
        }
        guard let golden else {
            var outcome = CheckOutcome(name: entry.name, status: .new)
            outcome.renderLineCount = TextLines(render).count
            return keepPending(render, outcome)
        }
        if golden.hasSameBytes(as: render) {
            return removeStalePending(CheckOutcome(name: entry.name, status: .unchanged))
        }
        do { try store.requireUTF8(golden, of: entry.name) } catch { return failed(entry.name, error) }
        var outcome = CheckOutcome(name: entry.name, status: .changed)
        outcome.notes = LineEndingNote.notes(golden: golden, render: render)
        if RenderFailure.holdsError(golden) {
            outcome.notes.append("note: the golden holds a failed render (an 'error:' line), not a screen")
        }
        outcome.diff = UnifiedDiff(
            old: golden, new: render,
            oldLabel: "a/" + store.displayPath(entry.name), newLabel: "b/" + store.displayPath(entry.name),
            maxLines: maxDiffLines)
        return keepPending(render, outcome)
    }

    private func failed(_ name: String, _ error: CommandError) -> CheckOutcome {
        failed(name, message: error.message)
    }

    /// An entry in error: nothing is written for it, and its pending file stays as it is.
    private func failed(_ name: String, message: String) -> CheckOutcome {
        var outcome = CheckOutcome(name: name, status: .error)
        outcome.message = message
        return outcome
    }

    private func keepPending(_ render: [UInt8], _ outcome: CheckOutcome) -> CheckOutcome {
        guard !isCI else { return outcome }
        var outcome = outcome
        let pending = GoldenStore.pendingName(outcome.name)
        do {
            if (try? store.readBytes(pending)) != render {
                try store.write(render, to: pending)
            }
            outcome.pendingWritten = true
        } catch {
            outcome.message = error.message
        }
        return outcome
    }

    private func removeStalePending(_ outcome: CheckOutcome) -> CheckOutcome {
        guard !isCI else { return outcome }
        let pending = GoldenStore.pendingName(outcome.name)
        guard FileSystem.kind(store.path(pending)) != .missing else { return outcome }
        var outcome = outcome
        outcome.pendingRemoved = (try? store.remove(pending)) != nil
        return outcome
    }
}
