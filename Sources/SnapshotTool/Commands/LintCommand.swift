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
        let chosen = try ProfileOption.parse(arguments)
        var errors = 0, warnings = 0, stacks = 0
        for screen in catalog.screens {
            let profile = chosen ?? screen.profile
            let findings: [Finding]
            do { findings = try screen.findings(profile) } catch {
                errors += 1
                context.output.writeLine("error \(screen.name): the screen could not be made: \(error)")
                continue
            }
            for finding in findings {
                if finding.severity == .error { errors += 1 } else { warnings += 1 }
                context.output.writeLine("\(finding)  [\(screen.name), \(profile.name)]")
            }
        }
        for check in catalog.stackChecks {
            for profile in chosen.map({ [$0] }) ?? CarProfile.builtIn {
                let report = check.run(profile)
                stacks += report.visited
                errors += report.problems.count
                for problem in report.problems { context.output.writeLine("error \(check.name) \(problem)  [\(profile.name)]") }
            }
        }
        context.output.writeLine(
            "\(errors) errors, \(warnings) warnings in \(catalog.screens.count) screens and \(stacks) reachable stacks")
        return errors == 0 ? .success : .failure
    }
}
