/// `snapshot reject [<filter> ...]`: deletes pending renders, keeping the goldens.
enum RejectCommand {
    static let command = Command(spec: spec, perform: perform)

    static let spec = CommandSpec(
        name: "reject",
        abstract: "Delete pending renders (NAME.new); the goldens stay as they are.",
        arguments: [CheckCommand.filterArgument],
        options: [Workspace.rootOption])

    static func perform(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let workspace = try Workspace.resolveForChanges("reject", arguments, context)
        let selection = try PendingSelection(store: workspace.store, catalog: context.catalog, filters: arguments.positionals)
        for name in selection.all {
            try workspace.store.remove(GoldenStore.pendingName(name))
            context.output.writeLine("rejected: \(name)")
        }
        context.output.writeLine(selection.all.isEmpty ? "No pending snapshots." : "Rejected \(Plural.count(selection.all.count, "pending snapshot")).")
        return .success
    }
}
