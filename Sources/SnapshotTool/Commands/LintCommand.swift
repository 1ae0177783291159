import SnapshotEngine
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
            + " is a warning too). Content findings name their golden.",
        options: [
            ProfileOption.option,
            .flag("strict", help: "Fail on warnings as well as errors."),
            .value("rules", valueName: "family", help: "carplay, content or all (default)."),
        ])

    package static func perform(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let catalog = try context.loadCatalog(arguments)
        let family = try parseFamily(arguments.value("rules"))
        let report = lint(catalog, profile: try ProfileOption.parse(arguments), family: family)
        for line in report.lines { context.output.writeLine(line) }
        context.output.writeLine(
            "\(report.errors) errors, \(report.warnings) warnings in \(catalog.screens.count) screens and \(report.stacks) reachable stacks")
        return report.errors == 0 && !(arguments.flag("strict") && report.warnings > 0) ? .success : .failure
    }

    /// What `lint` prints before its summary line, and the summary's counts.
    package struct Report: Sendable {
        package var lines: [String] = []
        package var errors = 0, warnings = 0, stacks = 0
    }

    /// The rules of `family` (`carplay`, `content` or `all`) over every screen of `catalog`
    /// (on `profile`, else each screen's own car), its stack checks (on `profile`, else
    /// every built-in car) and the catalog's content rules. Also timed by `snapshot bench`.
    package static func lint(_ catalog: SnapshotCatalog, profile chosen: CarProfile?, family: String = "all") -> Report {
        var report = Report()
        if family != "content" { carPlayRules(catalog, profile: chosen, into: &report) }
        if family != "carplay" {
            let content = CatalogContentLint(catalog.screens, profile: chosen, entryPoints: catalog.entryPoints)
            report.warnings += content.findings.count
            report.lines += content.findings.map { "\($0.finding)  [\($0.golden)]" }
            report.lines.append("content: \(content.findings.count) findings (\(content.expected) expected by their screen)")
        }
        return report
    }

    /// CarPlay's rules over every screen, then the stack checks.
    static func carPlayRules(_ catalog: SnapshotCatalog, profile chosen: CarProfile?, into report: inout Report) {
        for screen in catalog.screens {
            let profile = chosen ?? screen.profile
            let findings: [Finding]
            do { findings = try screen.findings(profile) } catch {
                report.errors += 1
                report.lines.append("error \(screen.name): the screen could not be made: \(error)")
                continue
            }
            for finding in findings {
                if finding.severity == .error { report.errors += 1 } else { report.warnings += 1 }
                report.lines.append("\(finding)  [\(screen.name), \(profile.name)]")
            }
        }
        for check in catalog.stackChecks {
            let profiles = chosen.map { [$0] } ?? CarProfile.builtIn
            for (profile, explored) in zip(profiles, check.run(profiles)) {
                report.stacks += explored.visited
                report.errors += explored.problems.count
                report.lines += explored.problems.map { "error \(check.name) \($0)  [\(profile.name)]" }
            }
        }
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
