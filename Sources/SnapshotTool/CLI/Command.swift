import GoldenCore

/// One subcommand: its spec (help, parsing) and what it does.
///
/// A command is one file declaring `static let command = Command(spec: …, perform: …)`
/// plus one line in ``CommandRegistry/commands``.
package struct Command: Sendable {
    package typealias Perform = @Sendable (ParsedArguments, CommandContext) throws -> ExitCode

    package let spec: CommandSpec
    package let perform: Perform
    /// Whether the command renders from the catalog and so takes a state-built catalog's
    /// `--state` and own options.
    package let takesCatalogOptions: Bool

    package init(spec: CommandSpec, takesCatalogOptions: Bool = false, perform: @escaping Perform) {
        self.spec = spec
        self.takesCatalogOptions = takesCatalogOptions
        self.perform = perform
    }

    /// The command with `options` added to its spec when it takes catalog options.
    func adding(catalogOptions options: [OptionSpec]) -> Command {
        guard takesCatalogOptions, !options.isEmpty else { return self }
        let spec = CommandSpec(
            name: spec.name, abstract: spec.abstract, discussion: spec.discussion,
            arguments: spec.arguments, options: options + spec.options)
        return Command(spec: spec, takesCatalogOptions: true, perform: perform)
    }
}
