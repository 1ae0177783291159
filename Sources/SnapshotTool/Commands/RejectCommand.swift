import SnapshotEngine

/// `snapshot reject [<filter> ...] [--all]`: deletes pending renders, keeping the goldens.
package enum RejectCommand {
    package static let command = Command(spec: spec, perform: perform)

    package static let spec = CommandSpec(
        name: "reject",
        abstract: "Delete pending renders (NAME.new); the goldens stay as they are.",
        discussion: "Works on every pending file under Tests/Snapshots, whoever wrote it. Without a filter "
            + "(or with --all) every pending file is rejected.",
        arguments: [CheckCommand.filterArgument],
        options: [.flag("all", help: "Reject every pending file (the same as no filter)."), Workspace.rootOption])

    package static func perform(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        try AcceptCommand.requireFiltersOrAll(arguments)
        let workspace = try Workspace.resolveForChanges("reject", arguments, context)
        let selection = try PendingSelection(store: workspace.store, filters: arguments.positionals)
        workspace.reportSkipped(context)
        for name in selection.all {
            try workspace.store.remove(GoldenStore.pendingName(name))
            context.output.writeLine("rejected: \(Printable.path(name))")
        }
        context.output.writeLine(selection.all.isEmpty ? "No pending snapshots." : "Rejected \(Plural.count(selection.all.count, "pending snapshot")).")
        return .success
    }
}
