import GoldenCore
import TemplateKitLite

/// What a `lint` run tells CI besides its log: JUnit (`--junit FILE`, a test case per
/// rule), SARIF (`--format sarif`), and on GitHub Actions an annotation per error (and
/// warning with `--strict`) and a Markdown summary.
struct LintCIOutput {
    let report: LintCommand.Report
    let family: String
    let strict: Bool
    let context: CommandContext

    /// The golden `name` as a relative path, never this machine's absolute one: from the
    /// repository root on GitHub Actions (`App/Tests/Snapshots/NAME` when the package is a
    /// folder of it), else from the package root (`Tests/Snapshots/NAME`).
    func location(_ golden: String) -> String {
        let root = PackageRoot.find(from: context.workingDirectory) ?? context.workingDirectory
        let inPackage = GoldenStore.defaultDisplayRoot + "/" + golden
        let inRepository = GitHubAnnotations.repositoryPath(root + "/" + inPackage, environment: context.environment)
        return inRepository.hasPrefix("/") ? inPackage : inRepository
    }

    /// The SARIF log, its help links absolute under `docsBase` when given (``DocsURL``).
    func sarif(docsBase: String?) -> JSONValue {
        SARIFLog(tool: HelpText.toolName, items: report.items, location: location, docsBase: docsBase).json
    }

    /// The rules of the family, then any other id a finding used.
    var ruleIDs: [String] {
        var ids: [String] = []
        if family != "content" { ids += Rules.all.map(\.id) }
        if family != "carplay" { ids += ContentRules.all.map(\.id) }
        for item in report.items where !ids.contains(item.ruleID) { ids.append(item.ruleID) }
        return ids
    }

    var junit: JUnitReport {
        let byRule = Dictionary(grouping: report.items, by: \.ruleID)
        return JUnitReport(suite: HelpText.toolName + " lint", cases: ruleIDs.map { id in
            let items = byRule[id] ?? []
            let failing = items.filter { $0.isError || strict }
            let text = { (list: [LintItem]) in list.map { ($0.golden.map { "[\($0)] " } ?? "") + $0.message + "\n" }.joined() }
            let classname = "lint." + (id.split(separator: ".").first.map(String.init) ?? id)
            guard !failing.isEmpty else { return JUnitReport.Case(classname: classname, name: id, result: .passed, output: text(items)) }
            let message = "\(Plural.count(failing.count, "finding")) of \(id)"
            return JUnitReport.Case(classname: classname, name: id, result: .failure(type: id, message: message, details: text(failing)))
        })
    }

    var annotations: GitHubAnnotations {
        GitHubAnnotations(annotations: report.items.filter { $0.isError || strict }.map { item in
            .init(level: item.isError ? "error" : "warning", file: item.golden.map(location), line: item.golden == nil ? nil : 1,
                  title: item.ruleID, message: item.message)
        })
    }

    var stepSummary: StepSummary {
        var summary = StepSummary(title: HelpText.toolName + " lint: \(report.errors) errors, \(report.warnings) warnings")
        let shown = report.items.filter { $0.isError || strict }
        if shown.isEmpty { summary.add("No findings that fail the run.\n") }
        if !shown.isEmpty { summary.add("| rule | golden | finding |\n|---|---|---|\n") }
        for item in shown {
            summary.add("| \(StepSummary.code(item.ruleID)) | \(item.golden.map(StepSummary.code) ?? "") | \(OutputSafety.markdown(item.message)) |\n")
        }
        return summary
    }

    func emit(junitPath: String?, annotate: Bool) throws(CommandError) {
        if let junitPath { try junit.write(to: junitPath) }
        guard GitHubAnnotations.isOn(context.environment) else { return }
        if annotate { for line in annotations.lines { context.output.writeWorkflowCommand(line) } }
        try stepSummary.append(environment: context.environment)
    }
}
