import SnapshotEngine
import TemplateKitLite

/// `snapshot lint`: every CarPlay rule over every catalog screen, plus the catalog's
/// stack checks (e.g. every reachable navigation stack) on every car.
package enum LintCommand {
    package static let command = Command(spec: spec, takesCatalogOptions: true, perform: perform)

    package static let spec = CommandSpec(
        name: "lint", abstract: "Check every screen (and the catalog's stack checks) against CarPlay's rules.",
        discussion: "Each screen is checked on its own car (or on --profile). Prints each finding as "
            + "'severity rule-id path: message (source)'; exits 1 if any is an error.",
        options: [ProfileOption.option])

    package static func perform(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let catalog = try context.loadCatalog(arguments)
        let report = lint(catalog, profile: try ProfileOption.parse(arguments))
        for line in report.lines { context.output.writeLine(line) }
        context.output.writeLine(
            "\(report.errors) errors, \(report.warnings) warnings in \(catalog.screens.count) screens and \(report.stacks) reachable stacks")
        return report.errors == 0 ? .success : .failure
    }

    /// What `lint` prints before its summary line, and the summary's counts.
    package struct Report: Sendable {
        package var lines: [String] = []
        package var errors = 0, warnings = 0, stacks = 0
    }

    /// Every rule over every screen of `catalog` (on `profile`, else each screen's own
    /// car) and its stack checks (on `profile`, else every built-in car). Also timed by
    /// `snapshot bench`.
    package static func lint(_ catalog: SnapshotCatalog, profile chosen: CarProfile?) -> Report {
        var report = Report()
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
            for profile in chosen.map({ [$0] }) ?? CarProfile.builtIn {
                let explored = check.run(profile)
                report.stacks += explored.visited
                report.errors += explored.problems.count
                report.lines += explored.problems.map { "error \(check.name) \($0)  [\(profile.name)]" }
            }
        }
        return report
    }
}
