/// `snapshot accept [<filter> ...]`: moves each pending render over its golden.
enum AcceptCommand {
    static let command = Command(spec: spec, perform: perform)

    static let spec = CommandSpec(
        name: "accept",
        abstract: "Move pending renders (NAME.new) over their goldens.",
        discussion: "Each rename is atomic. A pending file whose golden is missing is accepted as a new "
            + "golden; one that no catalog entry produces is left alone and reported.",
        arguments: [CheckCommand.filterArgument],
        options: [Workspace.rootOption])

    static func perform(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let workspace = try Workspace.resolveForChanges("accept", arguments, context)
        let selection = try PendingSelection(store: workspace.store, catalog: context.catalog, filters: arguments.positionals)
        for name in selection.known {
            let isNew = FileSystem.kind(workspace.store.path(name)) == .missing
            try workspace.store.move(GoldenStore.pendingName(name), to: name)
            context.output.writeLine("accepted: \(name)\(isNew ? " (new)" : "")")
        }
        for name in selection.orphans {
            context.errors.writeLine(
                "warning: \(workspace.store.displayPath(GoldenStore.pendingName(name))) has no catalog entry; not accepted. "
                    + "Remove it with: " + workspace.suggestedCommand(["reject", name]))
        }
        context.output.writeLine(selection.known.isEmpty && selection.orphans.isEmpty
            ? "No pending snapshots." : "Accepted \(Plural.count(selection.known.count, "pending snapshot")).")
        return selection.orphans.isEmpty ? .success : .failure
    }
}
