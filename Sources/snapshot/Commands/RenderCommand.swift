import RelistenScreens
import TemplateKitLite

/// `snapshot render NAME`: one screen as text or JSON on standard output.
enum RenderCommand {
    static let command = Command(spec: spec, perform: perform)

    static let spec = CommandSpec(
        name: "render", abstract: "Render a screen (SCREEN[@scenario]) or a gallery entry.",
        discussion: "Screens: " + ScreenName.allCases.map(\.rawValue).joined(separator: ", ")
            + ". IDs accept a uuid, or a slug / year / display date where unambiguous.",
        arguments: [.init("name", help: "A screen, e.g. my-library or tracks@multi-set, or a gallery name.", isOptional: false)],
        options: [
            StateFile.option,
            .value("artist", valueName: "id", help: "Artist uuid or slug."),
            .value("year", valueName: "id", help: "Year uuid or year (1977)."),
            .value("show", valueName: "id", help: "Show uuid or display date (1977-05-08)."),
            .value("source", valueName: "id", help: "Source uuid."),
            .value("format", valueName: "format", help: "text (default) or json."),
            DetailsOption.option,
            ProfileOption.option,
        ])

    static func perform(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let format = try parseFormat(arguments.value("format"))
        let profile = try ProfileOption.parse(arguments)
        let target = try resolve(arguments.positionals.first ?? "", arguments, context, profile: profile)
        context.output.write(target.render(format, style: DetailsOption.style(arguments)))
        return .success
    }

    static func parseFormat(_ value: String?) throws(CommandError) -> RenderFormat {
        guard let value else { return .text }
        guard let format = RenderFormat(rawValue: value) else { throw .usage("Unknown format '\(value)'; expected text or json.") }
        return format
    }

    /// The gallery entry or screen `name` names.
    static func resolve(_ name: String, _ arguments: ParsedArguments, _ context: CommandContext, profile: CarProfile?) throws -> RenderTarget {
        if let entry = Gallery.entry(named: name) { return RenderTarget.gallery(entry, profile: profile ?? .standard) }
        let parts = name.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let screen = ScreenName(rawValue: parts[0]) else {
            let known = ScreenName.allCases.map(\.rawValue) + Gallery.entries.map(\.name)
            throw CommandError.usage("Unknown screen '\(name)'." + didYouMean(parts[0], known))
        }
        let scenarioName = parts.count == 2 ? parts[1] : "loaded"
        guard let entry = ScreenCatalog.entries.first(where: { $0.screen == screen && $0.scenario.name == scenarioName }) else {
            throw CommandError.usage("Screen '\(screen.rawValue)' has no scenario '\(scenarioName)'."
                + didYouMean(scenarioName, ScreenCatalog.scenarios(of: screen)))
        }
        let state = try StateFile.load(arguments, context)
        let request = Selection.Request(
            artist: arguments.value("artist") ?? entry.request.artist, year: arguments.value("year") ?? entry.request.year,
            show: arguments.value("show") ?? entry.request.show, source: arguments.value("source") ?? entry.request.source)
        let chosen = ScreenCatalog.Entry(screen: screen, scenario: entry.scenario, request: request)
        do { return try RenderTarget.screen(chosen, state: state, profile: profile) } catch {
            throw CommandError.usage(error.description)
        }
    }

    static func didYouMean(_ word: String, _ candidates: [String]) -> String {
        let close = Suggest.closest(to: word, in: candidates)
        return close.isEmpty ? " See 'snapshot list'." : " Did you mean " + close.map { "'\($0)'" }.joined(separator: " or ") + "?"
    }
}
