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
        let chosen = try ProfileOption.parse(arguments)
        let family = try parseFamily(arguments.value("rules"))
        var errors = 0, warnings = 0, stacks = 0
        for screen in family == "content" ? [] : catalog.screens {
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
        for check in family == "content" ? [] : catalog.stackChecks {
            for profile in chosen.map({ [$0] }) ?? CarProfile.builtIn {
                let report = check.run(profile)
                stacks += report.visited
                errors += report.problems.count
                for problem in report.problems { context.output.writeLine("error \(check.name) \(problem)  [\(profile.name)]") }
            }
        }
        if family != "carplay" {
            let content = CatalogContentLint(catalog.screens, profile: chosen)
            for located in content.findings {
                warnings += 1
                context.output.writeLine("\(located.finding)  [\(located.golden)]")
            }
            context.output.writeLine("content: \(content.findings.count) findings (\(content.expected) expected by their screen)")
        }
        context.output.writeLine(
            "\(errors) errors, \(warnings) warnings in \(catalog.screens.count) screens and \(stacks) reachable stacks")
        return errors == 0 && !(arguments.flag("strict") && warnings > 0) ? .success : .failure
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
