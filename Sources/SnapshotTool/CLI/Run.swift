import KitSupport
import GoldenCore
/// Runs `snapshot` with `arguments` (without the program name) and returns its exit
/// status. Help and `--version` go to standard output (exit 0); usage errors go to
/// standard error in swift-argument-parser's style (exit 64); failures exit 1.
///
///     run(["check", "--report", "report.json"], context: .live(catalog: .live))
///
/// Everything written goes through ``TerminalSafeOutput``: arguments echoed in usage
/// errors and suggestions, file names, state document strings and golden lines all
/// follow the one terminal-safety rule (``TerminalText``).
package func runCommandLine(_ arguments: [String], context: CommandContext, commands: [Command] = CommandRegistry.commands) -> ExitCode {
    var context = context
    context.output = TerminalSafeOutput(context.output, allowsStyle: context.style.isEnabled)
    context.errors = TerminalSafeOutput(context.errors, allowsStyle: context.style.isEnabled)
    let commands = commands.map { $0.adding(catalogOptions: context.catalog.optionSpecs) }
    let specs = commands.map(\.spec)
    guard let first = arguments.first else {
        context.errors.write("Error: Missing expected subcommand\n\n" + HelpText.toolHelp(specs))
        if let note = ForeignCatalogNote.text(context) { context.errors.writeLine(note) }
        return .usage
    }
    if ArgumentScanner.isHelpRequest(first) {
        context.output.write(HelpText.toolHelp(specs))
        if let note = ForeignCatalogNote.text(context) { context.errors.writeLine(note) }
        return .success
    }
    if arguments.prefix(while: { $0 != "--" }).contains("--version") {
        context.output.writeLine(SnapshotVersion.current)
        return .success
    }
    if first == "help" {
        return showHelp(for: Array(arguments.dropFirst()), commands: commands, context: context)
    }
    guard let command = commands.first(where: { $0.spec.name == first }) else {
        return unknownSubcommand(first, specs: specs, context: context)
    }
    if ForeignCatalogNote.catalogCommands.contains(first), let note = ForeignCatalogNote.text(context) {
        context.errors.writeLine(note)
    }
    return perform(command, Array(arguments.dropFirst()), context: context)
}

private func perform(_ command: Command, _ arguments: [String], context: CommandContext) -> ExitCode {
    do {
        switch try ArgumentScanner.parse(arguments, spec: command.spec) {
        case .help:
            context.output.write(HelpText.help(command.spec))
            return .success
        case .arguments(let parsed):
            return try command.perform(parsed, context)
        }
    } catch let error as CommandError {
        return report(error, spec: command.spec, context: context)
    } catch {
        context.errors.writeLine("Error: \(error)")
        return .failure
    }
}

private func report(_ error: CommandError, spec: CommandSpec, context: CommandContext) -> ExitCode {
    switch error {
    case .usage(let message):
        context.errors.write("Error: \(message)\n" + HelpText.usageErrorFooter(spec))
        return .usage
    case .failure(let message):
        context.errors.writeLine("Error: \(message)")
        return .failure
    }
}

private func showHelp(for arguments: [String], commands: [Command], context: CommandContext) -> ExitCode {
    guard let name = arguments.first else {
        context.output.write(HelpText.toolHelp(commands.map(\.spec)))
        return .success
    }
    guard let command = commands.first(where: { $0.spec.name == name }) else {
        return unknownSubcommand(name, specs: commands.map(\.spec), context: context)
    }
    context.output.write(HelpText.help(command.spec))
    return .success
}

private func unknownSubcommand(_ name: String, specs: [CommandSpec], context: CommandContext) -> ExitCode {
    var message = name.hasPrefix("-")
        ? "Error: Unknown option '\(name)'"
        : "Error: Unknown subcommand '\(name)'"
    let candidates = name.hasPrefix("-") ? ["--help", "--version"] : specs.map(\.name)
    if let suggestion = EditDistance.suggestions(for: name, among: candidates, limit: 1).first {
        message += ". Did you mean '\(suggestion)'?"
    }
    context.errors.write(
        message + "\nUsage: \(HelpText.toolName) <subcommand>\n"
            + "  See '\(HelpText.toolName) --help' for more information.\n")
    return .usage
}
