import GoldenCore
/// Every subcommand, in the order `snapshot --help` lists them. Adding a command is one
/// file declaring `static let command` and one line here.
package enum CommandRegistry {
    package static let commands: [Command] = [
        ListCommand.command,
        RenderCommand.command,
        JourneyCommand.command,
        LintCommand.command,
        ReviewCommand.command,
        CheckCommand.command,
        AcceptCommand.command,
        RejectCommand.command,
        PendingCommand.command,
        RecordCommand.command,
        ExportCommand.command,
        MergeReportsCommand.command,
        ServeCommand.command,
    ]
}
