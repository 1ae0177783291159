import GoldenCore

/// What a `check` run tells CI besides its log: a JUnit case per golden (`--junit FILE`),
/// and on GitHub Actions an annotation per changed, new or broken golden and a Markdown
/// summary of them on the job's page.
struct CheckCIOutput {
    let result: CheckResult
    let store: GoldenStore
    let environment: [String: String]

    /// Diff lines an annotation quotes (the log and the summary have the whole capped diff).
    static let annotationDiffLines = 20

    var junit: JUnitReport {
        JUnitReport(suite: HelpText.toolName + " check", cases: result.outcomes.map { outcome in
            let folder = outcome.name.lastIndex(of: "/").map { String(outcome.name[..<$0]) } ?? "goldens"
            return JUnitReport.Case(classname: folder, name: outcome.name, result: junitResult(outcome))
        })
    }

    private func junitResult(_ outcome: CheckOutcome) -> JUnitReport.Case.Result {
        switch outcome.status {
        case .unchanged: return outcome.message.map { .error(type: "write", message: $0, details: "") } ?? .passed
        case .changed:
            return .failure(type: "changed", message: "\(store.displayPath(outcome.name)) does not match its golden", details: diffText(outcome))
        case .new:
            return .failure(type: "new", message: "\(store.displayPath(outcome.name)) has no golden yet (\(outcome.renderLineCount) lines)",
                            details: diffText(outcome))
        case .error: return .error(type: "error", message: outcome.message ?? "error", details: outcome.message ?? "")
        }
    }

    private func diffText(_ outcome: CheckOutcome) -> String {
        guard let diff = outcome.diff else { return "" }
        return (diff.lines + (diff.truncationNote.map { [$0] } ?? [])).joined(separator: "\n") + "\n"
    }

    var annotations: GitHubAnnotations {
        GitHubAnnotations(annotations: result.outcomes.compactMap(annotation))
    }

    private func annotation(_ outcome: CheckOutcome) -> GitHubAnnotations.Annotation? {
        let file = GitHubAnnotations.repositoryPath(store.root + "/" + outcome.name, environment: environment)
        switch outcome.status {
        case .unchanged: return nil
        case .changed:
            let diff = outcome.diff?.hunkLines ?? []
            let quoted = diff.prefix(Self.annotationDiffLines).joined(separator: "\n")
                + (diff.count > Self.annotationDiffLines ? "\n… \(diff.count - Self.annotationDiffLines) more diff lines in the log" : "")
            return .init(level: "error", file: file, line: Self.firstChangedLine(diff), title: "changed golden",
                         message: "\(outcome.name) does not match its golden; review and accept it locally.\n" + quoted)
        case .new:
            return .init(level: "error", file: nil, line: nil, title: "new golden",
                         message: "\(file) has no golden yet (\(outcome.renderLineCount) lines); record it locally and commit it.")
        case .error:
            return .init(level: "error", file: file, line: nil, title: "golden error", message: outcome.message ?? "error")
        }
    }

    /// The golden's line where the first hunk starts (`@@ -12,7 …` → 12), at least 1.
    static func firstChangedLine(_ hunkLines: [String]) -> Int? {
        guard let header = hunkLines.first(where: { $0.hasPrefix("@@ -") }) else { return nil }
        let digits = header.dropFirst(4).prefix { $0.isNumber }
        return Int(digits).map { max($0, 1) }
    }

    var stepSummary: StepSummary {
        let counts = CheckOutcome.Status.allCases.map { "\(result.count($0)) \($0.rawValue)" }.joined(separator: ", ")
        var summary = StepSummary(title: HelpText.toolName + " check: " + counts)
        let failed = result.outcomes.filter(\.isFailure)
        if failed.isEmpty {
            summary.add("All \(result.outcomes.count) goldens match.\n")
            return summary
        }
        summary.add("| golden | status |\n|---|---|\n" + failed.map { "| \(StepSummary.code($0.name)) | \($0.status.rawValue) |\n" }.joined() + "\n")
        for outcome in failed {
            let body = outcome.diff.map { _ in StepSummary.fenced(diffText(outcome), language: "diff") }
                ?? (OutputSafety.markdown(outcome.message ?? "") + "\n")
            summary.add("<details><summary>\(OutputSafety.markdown(outcome.name)) (\(outcome.status.rawValue))</summary>\n\n" + body + "\n</details>\n")
        }
        return summary
    }

    /// Writes the JUnit file if asked, and on GitHub Actions prints the annotations and
    /// appends the summary.
    func emit(junitPath: String?, to context: CommandContext) throws(CommandError) {
        if let junitPath { try junit.write(to: junitPath) }
        guard GitHubAnnotations.isOn(environment) else { return }
        for line in annotations.lines { context.output.writeWorkflowCommand(line) }
        try stepSummary.append(environment: environment)
    }
}
