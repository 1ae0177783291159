/// One subcommand: its spec (help, parsing) and what it does.
///
/// A command is one file declaring `static let command = Command(spec: …, perform: …)`
/// plus one line in ``CommandRegistry/commands``.
struct Command: Sendable {
    typealias Perform = @Sendable (ParsedArguments, CommandContext) throws -> ExitCode

    let spec: CommandSpec
    let perform: Perform

    init(spec: CommandSpec, perform: @escaping Perform) {
        self.spec = spec
        self.perform = perform
    }
}
