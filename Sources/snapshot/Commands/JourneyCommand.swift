import RelistenScreens
import TemplateKitLite

/// `snapshot journey NAME`: a named sequence of taps, step by step.
enum JourneyCommand {
    static let command = Command(spec: spec, perform: perform)

    static let spec = CommandSpec(
        name: "journey", abstract: "Replay a named sequence of taps and print each step's stack and screen.",
        discussion: "Journeys: " + Journey.all.map(\.name).joined(separator: ", ") + ".",
        arguments: [.init("name", help: "The journey.", isOptional: false)],
        options: [StateFile.option, ProfileOption.option, DetailsOption.option])

    static func perform(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let name = arguments.positionals.first ?? ""
        guard let journey = Journey.named(name) else {
            throw CommandError.usage("Unknown journey '\(name)'." + RenderCommand.didYouMean(name, Journey.all.map(\.name)))
        }
        let state = try StateFile.load(arguments, context)
        do {
            let profile = try ProfileOption.parse(arguments) ?? .standard
            context.output.write(try JourneyText.render(journey, from: state, profile: profile, style: DetailsOption.style(arguments)))
        } catch let error as JourneyError {
            throw CommandError.failure(error.description)
        }
        return .success
    }
}
