import RelistenScreens
import TemplateKitLite

/// `snapshot lint`: every CarPlay rule over every screen and every reachable stack.
enum LintCommand {
    static let command = Command(spec: spec, perform: perform)

    static let spec = CommandSpec(
        name: "lint", abstract: "Check every screen and reachable navigation stack against CarPlay's rules.",
        discussion: "Prints each finding as 'severity rule-id path: message (source)'; exits 1 if any is an error.",
        options: [StateFile.option, ProfileOption.option])

    static func perform(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let state = try StateFile.load(arguments, context)
        let profiles = try ProfileOption.parse(arguments).map { [$0] } ?? CarProfile.builtIn
        var errors = 0, warnings = 0, screens = 0, stacks = 0
        for profile in profiles {
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
        context.output.writeLine("\(errors) errors, \(warnings) warnings in \(screens) screens and \(stacks) reachable stacks")
        return errors == 0 ? .success : .failure
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
