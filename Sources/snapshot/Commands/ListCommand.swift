import RelistenScreens

/// `snapshot list`: every screen and scenario, gallery entry and journey.
enum ListCommand {
    static let command = Command(spec: spec, perform: perform)

    static let spec = CommandSpec(
        name: "list", abstract: "List every Relisten screen and scenario, gallery entry and journey.")

    static func perform(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let out = context.output
        out.writeLine("SCREENS (snapshot render SCREEN[@scenario]):")
        for screen in ScreenName.allCases {
            out.writeLine("  \(screen.rawValue)  @" + ScreenCatalog.scenarios(of: screen).joined(separator: " @"))
        }
        out.writeLine("\nGALLERY (snapshot render NAME):")
        let width = Gallery.entries.map(\.name.count).max() ?? 0
        for entry in Gallery.entries {
            out.writeLine("  " + entry.name.padding(width) + "  " + entry.summary)
        }
        out.writeLine("\nJOURNEYS (snapshot journey NAME):")
        for journey in Journey.all { out.writeLine("  \(journey.name)  \(journey.summary)") }
        return .success
    }
}

extension String {
    /// Pads with spaces to `width` characters.
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
