import GoldenCore

/// `snapshot accept [<filter> ...] [--all]`: moves each pending render over its golden.
package enum AcceptCommand {
    package static let command = Command(spec: spec, perform: perform)

    package static let spec = CommandSpec(
        name: "accept",
        abstract: "Move pending renders (NAME.new) over their goldens.",
        discussion: "Works on every pending file under Tests/Snapshots, whoever wrote it (a catalog's check or an "
            + "expectSnapshot/assertSnapshot assertion). Each rename is atomic. A pending file whose golden is missing "
            + "is accepted as a new golden. Without a filter (or with --all) every pending file is accepted.",
        arguments: [CheckCommand.filterArgument],
        options: [.flag("all", help: "Accept every pending file (the same as no filter)."), Workspace.rootOption])

    package static func perform(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        try requireFiltersOrAll(arguments)
        let workspace = try Workspace.resolveForChanges("accept", arguments, context)
        let selection = try PendingSelection(store: workspace.store, filters: arguments.positionals)
        workspace.reportSkipped(context)
        var accepted = 0
        var failed = 0
        for name in selection.names {
            let isNew = FileSystem.kind(workspace.store.path(name)) == .missing
            do {
                try workspace.store.move(GoldenStore.pendingName(name), to: name)
            } catch {
                // The pending file stays; the others are still accepted.
                context.errors.writeLine("error: \(name): \(error.message)")
                failed += 1
                continue
            }
            context.output.writeLine("accepted: \(name)\(isNew ? " (new)" : "")")
            accepted += 1
        }
        for name in selection.refused {
            context.errors.writeLine(
                "warning: \(workspace.store.displayPath(Printable.path(GoldenStore.pendingName(name)))) is not a valid golden name; not accepted.")
        }
        var summary = selection.all.isEmpty ? "No pending snapshots." : "Accepted \(Plural.count(accepted, "pending snapshot"))"
        if !selection.all.isEmpty { summary += failed > 0 ? "; \(failed) could not be and \(failed == 1 ? "was" : "were") kept." : "." }
        context.output.writeLine(summary)
        return selection.refused.isEmpty && failed == 0 ? .success : .failure
    }

    /// `--all` and filters together are a usage error.
    static func requireFiltersOrAll(_ arguments: ParsedArguments) throws(CommandError) {
        if arguments.flag("all"), !arguments.positionals.isEmpty {
            throw .usage("--all selects every pending file; give either --all or filters, not both")
        }
    }
}
