import Foundation

/// The work behind `expectSnapshot` and `assertSnapshot` (TemplateKitSnapshots), free of
/// any test framework, so `snapshot bench` measures it too:
/// render, validate, compare with the golden, and — depending on the
/// ``SnapshotUpdateMode`` — write `NAME.new`, the golden, or nothing. Returns the
/// failure messages (none when the snapshot matches and the template is valid).
package struct GoldenAssertion {
    /// The golden's extension (`txt`, `json`).
    package let fileExtension: String
    /// The golden's bytes: a template's, a stack's or any text's render.
    package let render: () -> [UInt8]
    /// CarPlay rule errors to report beside the comparison (none for plain text).
    package let ruleErrors: () -> [String]
    package let name: String
    package let filePath: String
    /// `file:line:column` of the call, to tell two call sites apart.
    package let site: String

    /// An assertion of any render: `render` makes the golden's bytes, `ruleErrors` the
    /// rule messages (each ending in the `validate: false` hint).
    package init(
        fileExtension: String, name: String, filePath: String, site: String,
        render: @escaping () -> [UInt8], ruleErrors: @escaping () -> [String] = { [] }
    ) {
        self.fileExtension = fileExtension
        self.render = render
        self.ruleErrors = ruleErrors
        self.name = name
        self.filePath = filePath
        self.site = site
    }

    /// The longest diff a failure prints, in lines.
    package static let maxDiffLines = 60

    /// The failure messages; `environment` defaults to the process's `CI` and `SNAPSHOT_UPDATE`.
    package func run(environment: [String: String]? = nil) -> [String] {
        evaluate(environment: environment).problems
    }

    /// What one assertion found: its failure messages and, when the render did not match
    /// its golden, the render and the message with its diff (for test attachments).
    package struct Evaluation {
        package var problems: [String] = []
        package var mismatch: (fileName: String, render: [UInt8], message: String)?
    }

    /// The failure messages, and the render and diff of a mismatch. Messages reach a
    /// terminal or an IDE console: the one terminal-safety rule applies to them.
    package func evaluate(environment: [String: String]? = nil) -> Evaluation {
        var evaluation = unsafeEvaluation(environment: environment)
        evaluation.problems = evaluation.problems.map(TerminalText.safe)
        if let mismatch = evaluation.mismatch {
            evaluation.mismatch = (mismatch.fileName, mismatch.render, TerminalText.safe(mismatch.message))
        }
        return evaluation
    }

    private func unsafeEvaluation(environment: [String: String]?) -> Evaluation {
        let mode: SnapshotUpdateMode
        switch environment.map(SnapshotUpdateMode.from) ?? SnapshotUpdateMode.fromProcess() {
        case .success(let value): mode = value
        case .failure(let problem): return Evaluation(problems: [problem.message])
        }
        var evaluation = Evaluation(problems: ruleErrors())
        do {
            let (location, isNew) = try GoldenLocations.shared.location(filePath: filePath, name: name, fileExtension: fileExtension)
            // The run log keeps a set of names: a location already resolved is in it.
            if isNew { AssertionRunLog.shared.record(location.name, packageRoot: location.packageRoot) }
            let render = self.render()
            if let clash = GoldenClaims.shared.claim(location.fullPath, folded: location.foldedPath, site: site, render: render) {
                evaluation.problems.append(clash)
                return evaluation
            }
            if let mismatch = try compare(render, at: location, mode: mode) {
                evaluation.problems.append(mismatch)
                evaluation.mismatch = (name + "." + fileExtension, render, mismatch)
            }
        } catch {
            evaluation.problems.append(error.message)
        }
        return evaluation
    }

    /// Nil when the golden matches (a stale `NAME.new` is then removed); otherwise the
    /// failure message, after writing what the mode allows (``GoldenComparison``).
    private func compare(_ render: [UInt8], at location: GoldenLocation, mode: SnapshotUpdateMode) throws(AssertionProblem) -> String? {
        var comparison: GoldenComparison
        do {
            let golden = location.read.holdsExactly(render) ? render : try location.read.read()
            comparison = try GoldenComparison(
                render, name: location.name, in: location.store, golden: .some(golden), pendingPath: location.pendingPath)
            try comparison.update(mode.update)
        } catch {
            throw AssertionProblem(error.message)
        }
        guard comparison.status != .unchanged else { return nil }
        let what = comparison.status == .new ? "has no golden yet" : "does not match its golden"
        let done = mode.sentence(pendingPath: location.store.displayPath(location.pendingName))
        let diff = comparison.diff(maxLines: Self.maxDiffLines)
        var text = "Snapshot \(location.displayPath) \(what). \(done)\n" + comparison.notes.map { $0 + "\n" }.joined()
            + diff.lines.map { Printable.escaped($0, keepTabs: true) }.joined(separator: "\n")
        if diff.omittedLines > 0 { text += "\n… \(diff.omittedLines) more lines" }
        return text
    }
}
