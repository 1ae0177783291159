import GoldenCore

/// `snapshot journey NAME`: a catalog journey, step by step.
package enum JourneyCommand {
    package static let command = Command(spec: spec, takesCatalogOptions: true, perform: perform)

    package static let spec = CommandSpec(
        name: "journey", abstract: "Replay a catalog journey and print each step's stack and screen.",
        discussion: "NAME is a journey's full name or its last part. See 'list'.",
        arguments: [.init("name", help: "The journey.", isOptional: false)],
        options: [ProfileOption.option, DetailsOption.option])

    package static func perform(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let catalog = try context.loadCatalog(arguments)
        let journey = try ScreenLookup(catalog: catalog).journey(named: arguments.positionals.first ?? "")
        do {
            context.output.write(try journey.render(ProfileOption.parse(arguments) ?? .unconstrained, DetailsOption.style(arguments)))
        } catch let error as CommandError {
            throw error
        } catch {
            throw CommandError.failure("\(error)")
        }
        return .success
    }
}
