import RelistenScreens
import TemplateKitLite

/// `snapshot lint`: every CarPlay rule over every screen and every reachable stack, and the
/// content rules over every golden (``CatalogContentLint``).
enum LintCommand {
    static let command = Command(spec: spec, perform: perform)

    static let spec = CommandSpec(
        name: "lint", abstract: "Check every screen and reachable navigation stack against CarPlay's rules.",
        discussion: "Prints each finding as 'severity rule-id path: message (source)'; exits 1 if any is an error"
            + " (with --strict, if any is a warning too). Content findings name their golden.",
        options: [
            StateFile.option, ProfileOption.option,
            .flag("strict", help: "Fail on warnings as well as errors."),
            .value("rules", valueName: "family", help: "carplay, content or all (default)."),
        ])

    static func perform(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let state = try StateFile.load(arguments, context)
        let profiles = try ProfileOption.parse(arguments).map { [$0] } ?? CarProfile.builtIn
        let family = try parseFamily(arguments.value("rules"))
        var errors = 0, warnings = 0, screens = 0, stacks = 0
        for profile in family == "content" ? [] : profiles {
            for (name, findings) in try targets(state, profile) {
                screens += 1
                for finding in findings {
                    if finding.severity == .error { errors += 1 } else { warnings += 1 }
                    context.output.writeLine("\(finding)  [\(name), \(profile.name)]")
                }
            }
            let report = Explorer(profile: profile).explore(from: state)
            stacks += report.visited
            errors += report.problems.count
            for problem in report.problems { context.output.writeLine("error stack \(problem)  [\(profile.name)]") }
        }
        if family != "carplay" {
            let content = try CatalogContentLint(state: state)
            for located in content.findings {
                warnings += 1
                context.output.writeLine("\(located.finding)  [\(located.golden)]")
            }
            context.output.writeLine("content: \(content.findings.count) findings (\(content.expected) expected by their scenario)")
        }
        context.output.writeLine("\(errors) errors, \(warnings) warnings in \(screens) screens and \(stacks) reachable stacks")
        let strict = arguments.flag("strict")
        return errors == 0 && !(strict && warnings > 0) ? .success : .failure
    }

    /// `carplay`, `content` or `all` (the default).
    static func parseFamily(_ value: String?) throws(CommandError) -> String {
        guard let value else { return "all" }
        guard ["carplay", "content", "all"].contains(value) else {
            throw .usage("Unknown rule family '\(value)'; expected carplay, content or all.")
        }
        return value
    }

    /// The gallery and every Relisten screen (each with the state's default selection).
    static func targets(_ state: AppState, _ profile: CarProfile) throws(CommandError) -> [(String, [Finding])] {
        var targets = Gallery.entries.map { ("gallery/" + $0.name, $0.findings(profile)) }
        for screen in ScreenName.allCases {
            let entry = ScreenCatalog.Entry(screen: screen, scenario: .loaded)
            do {
                let target = try RenderTarget.screen(entry, state: state, profile: profile)
                targets.append((target.name, Validator(profile: profile).validate(target.template)))
            } catch {
                throw .failure("\(screen.rawValue): \(error.description)")
            }
        }
        return targets
    }
}
