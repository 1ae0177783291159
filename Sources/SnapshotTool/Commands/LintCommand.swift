import GoldenCore
import TemplateKitLite

/// `snapshot lint`: every CarPlay rule over every catalog screen, plus the catalog's
/// stack checks (e.g. every reachable navigation stack) on every car, and the content
/// rules over every screen (``CatalogContentLint``).
package enum LintCommand {
    package static let command = Command(spec: spec, takesCatalogOptions: true, perform: perform)

    package static let spec = CommandSpec(
        name: "lint", abstract: "Check every screen (and the catalog's stack checks) against CarPlay's rules.",
        discussion: "Each screen is checked on its own car (or on --profile). Prints each finding as "
            + "'severity rule-id path: message (source)'; exits 1 if any is an error (with --strict, if any"
            + " is a warning too). Content findings name their golden. A screen, journey or file whose render fails is an error.",
        options: [
            ProfileOption.option,
            .flag("strict", help: "Fail on warnings as well as errors."),
            .value("rules", valueName: "family", help: "carplay, content or all (default)."),
            .value("format", valueName: "format", help: "text (default) or sarif: SARIF 2.1.0 on standard output, instead of the text."),
            DocsURL.option,
            Shard.option,
            .value("junit", valueName: "file", help: "Also write JUnit XML: a test case per rule, its findings in the failure."),
        ])

    package static func perform(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let catalog = try shardOf(try context.loadCatalog(arguments), Shard.parse(arguments.value("shard")))
        let family = try parseFamily(arguments.value("rules"))
        let format = try parseFormat(arguments.value("format"))
        let docsBase = try DocsURL.parse(arguments.value("docs-url"))
        if docsBase != nil, format != "sarif" { throw CommandError.usage("--docs-url is for --format sarif (its help links)") }
        if let junit = arguments.value("junit") {
            try OutputGuard.requireAllowed(junit, option: "--junit", packageRoot: nil, context: context)
        }
        let progress = context.progress("lint", unit: "screens")
        var report = lint(catalog, profile: try ProfileOption.parse(arguments), family: family, progress: progress)
        addRenderFailures(catalog, to: &report, progress: progress)
        progress.finish()
        let strict = arguments.flag("strict")
        let output = LintCIOutput(report: report, family: family, strict: strict, context: context)
        if format == "sarif" {
            context.output.writeLine(output.sarif(docsBase: docsBase).canonicalText())
        } else {
            for line in report.lines { context.output.writeLine(line) }
            context.output.writeLine(
                "\(report.errors) errors, \(report.warnings) warnings in \(catalog.screens.count) screens and \(report.stacks) reachable stacks")
        }
        try output.emit(junitPath: arguments.value("junit").map(context.absolutePath), annotate: format != "sarif")
        return report.errors == 0 && !(strict && report.warnings > 0) ? .success : .failure
    }

    /// What `lint` prints before its summary line, the summary's counts, and each
    /// finding as data (for JUnit, SARIF and GitHub annotations).
    package struct Report: Sendable {
        package var lines: [String] = []
        package var errors = 0, warnings = 0, stacks = 0
        package var items: [LintItem] = []

        /// Counts, prints and records one finding.
        mutating func add(_ item: LintItem, line: String) {
            if item.isError { errors += 1 } else { warnings += 1 }
            lines.append(line)
            items.append(item)
        }
    }

    /// The rules of `family` (`carplay`, `content` or `all`) over every screen of `catalog`
    /// (on `profile`, else each screen's own car), its stack checks (on `profile`, else
    /// every built-in car) and the catalog's content rules, counting the screens and stacks
    /// checked on `progress`. Also timed by `snapshot bench`.
    package static func lint(_ catalog: SnapshotCatalog, profile chosen: CarProfile?, family: String = "all",
                             progress: ProgressLine? = nil) -> Report {
        var report = Report()
        if family != "content" { carPlayRules(catalog, profile: chosen, into: &report, progress: progress) }
        if family != "carplay" {
            progress?.begin("lint: content rules", unit: "", total: nil)
            let content = CatalogContentLint(catalog.screens, profile: chosen, entryPoints: catalog.entryPoints)
            for located in content.findings {
                report.add(LintItem(located.finding, golden: located.golden), line: "\(located.finding)  [\(located.golden)]")
            }
            report.lines.append("content: \(content.findings.count) findings (\(content.expected) expected by their screen)")
        }
        return report
    }

    /// Journeys and other files whose render fails, each an error naming it (and the
    /// journey's step); a screen that cannot be made is already one (``carPlayRules``).
    static func addRenderFailures(_ catalog: SnapshotCatalog, to report: inout Report, progress: ProgressLine? = nil) {
        let entries = catalog.journeys.map(\.file) + catalog.files.map(\.entry)
        progress?.begin("lint: journeys and files", unit: "rendered", total: entries.count)
        for entry in entries {
            defer { progress?.step() }
            guard case .failure(let failure) = entry.renderResult() else { continue }
            report.add(LintItem(ruleID: LintItem.renderRule, isError: true, message: failure.description, golden: entry.name),
                       line: "error \(failure)")
        }
    }

    /// CarPlay's rules over every screen, then the stack checks.
    static func carPlayRules(_ catalog: SnapshotCatalog, profile chosen: CarProfile?, into report: inout Report,
                             progress: ProgressLine? = nil) {
        progress?.begin("lint: screens", unit: "screens", total: catalog.screens.count)
        // Many screens list the same rows (every artist): they are validated once per car.
        var memo = Validator.RowsMemo()
        for screen in catalog.screens {
            defer { progress?.step() }
            let profile = chosen ?? screen.profile
            let findings: [Finding]
            do { findings = try screen.findings(profile, remembering: &memo) } catch {
                let message = "\(screen.name): the screen could not be made: \(error)"
                report.add(LintItem(ruleID: LintItem.renderRule, isError: true, message: message, golden: screen.name + ".txt"),
                           line: "error " + message)
                continue
            }
            for finding in findings {
                report.add(LintItem(finding, golden: screen.name + ".txt", car: profile.name),
                           line: "\(finding.readable)  [\(screen.name), \(profile.name)]")
            }
        }
        for check in catalog.stackChecks {
            let profiles = chosen.map { [$0] } ?? CarProfile.builtIn
            progress?.begin("lint: \(check.name) check", unit: "visited", total: nil)
            let counting = StackCheckProgress { progress?.step() }
            for (profile, explored) in zip(profiles, check.run(profiles, counting)) {
                report.stacks += explored.visited
                for problem in explored.problems {
                    report.add(LintItem(ruleID: check.name, isError: true, message: "\(problem) [\(profile.name)]", golden: nil),
                               line: "error \(check.name) \(problem)  [\(profile.name)]")
                }
                if let limit = explored.stoppedAtLimit {
                    let message = "stopped at its limit of \(limit) stacks; the stacks past them were not checked"
                    report.add(LintItem(ruleID: check.name, isError: false, message: "\(message) [\(profile.name)]", golden: nil),
                               line: "warning \(check.name) \(message)  [\(profile.name)]")
                }
            }
        }
    }

    /// The screens, journeys, files and stack checks of `shard` (by name), or all of them.
    static func shardOf(_ catalog: SnapshotCatalog, _ shard: Shard?) -> SnapshotCatalog {
        guard let shard else { return catalog }
        return SnapshotCatalog(
            catalog.screens.filter { shard.contains($0.name) }, journeys: catalog.journeys.filter { shard.contains($0.name) },
            files: catalog.files.filter { shard.contains($0.name) }, stackChecks: catalog.stackChecks.filter { shard.contains($0.name) })
    }

    /// `text` (the default) or `sarif`.
    static func parseFormat(_ value: String?) throws(CommandError) -> String {
        guard let value else { return "text" }
        guard ["text", "sarif"].contains(value) else { throw .usage("Unknown format '\(value)'; expected text or sarif.") }
        return value
    }

    /// `carplay`, `content` or `all` (the default).
    static func parseFamily(_ value: String?) throws(CommandError) -> String {
        guard let value else { return "all" }
        guard ["carplay", "content", "all"].contains(value) else {
            throw .usage("Unknown rule family '\(value)'; expected carplay, content or all.")
        }
        return value
    }
}
