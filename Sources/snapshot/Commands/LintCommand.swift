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
        let report = try lint(state, profiles: profiles)
        for line in report.lines { context.output.writeLine(line) }
        context.output.writeLine(
            "\(report.errors) errors, \(report.warnings) warnings in \(report.screens) screens and \(report.stacks) reachable stacks")
        return report.errors == 0 ? .success : .failure
    }

    /// What `lint` prints before its summary line, and the summary's counts.
    struct Report {
        var lines: [String] = []
        var errors = 0, warnings = 0, screens = 0, stacks = 0
    }

    /// Every rule over every screen and reachable stack of `state` under each profile
    /// (also timed by `snapshot bench`).
    static func lint(_ state: AppState, profiles: [CarProfile]) throws(CommandError) -> Report {
        var report = Report()
        for profile in profiles {
            for (name, findings) in try targets(state, profile) {
                report.screens += 1
                for finding in findings {
                    if finding.severity == .error { report.errors += 1 } else { report.warnings += 1 }
                    report.lines.append("\(finding)  [\(name), \(profile.name)]")
                }
            }
            let explored = Explorer(profile: profile).explore(from: state)
            report.stacks += explored.visited
            report.errors += explored.problems.count
            report.lines += explored.problems.map { "error stack \($0)  [\(profile.name)]" }
        }
        return report
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
