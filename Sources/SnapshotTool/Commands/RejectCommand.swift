import GoldenCore

/// `snapshot reject [<filter> ...] [--all]`: deletes pending renders, keeping the goldens.
package enum RejectCommand {
    package static let command = Command(spec: spec, perform: perform)

    package static let spec = CommandSpec(
        name: "reject",
        abstract: "Delete pending renders (NAME.new); the goldens stay as they are.",
        discussion: "Works on every pending file under Tests/Snapshots, whoever wrote it. Without a filter "
            + "(or with --all) every pending file is rejected.",
        arguments: [CheckCommand.filterArgument],
        options: [
            .flag("all", help: "Reject every pending file (the same as no filter)."),
            .flag("unreferenced", help: "Instead, delete the assertion goldens 'pending --unreferenced' lists (files alone)."),
            Workspace.rootOption,
        ])

    package static func perform(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        if arguments.flag("unreferenced") { return try rejectUnreferenced(arguments, context) }
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

    /// Deletes unreferenced assertion goldens (those matching the filters, if any), as
    /// `reject` deletes pending files: through the store, refused on CI.
    private static func rejectUnreferenced(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        if arguments.flag("all") { throw CommandError.usage("--unreferenced takes filters or nothing; drop --all") }
        let workspace = try Workspace.resolveForChanges("reject --unreferenced", arguments, context)
        let filters = arguments.positionals
        let (found, kept) = try UnreferencedAssertionGoldens.find(workspace, context)
        if let note = UnreferencedAssertionGoldens.keptNote(kept) { context.errors.writeLine(note) }
        let names = found.filter { name in filters.isEmpty || filters.contains { NameFilter.matches($0, name) } }
        for name in names {
            try workspace.store.remove(name)
            context.output.writeLine("removed: \(Printable.path(name)) (no assertion uses it)")
        }
        context.output.writeLine(names.isEmpty ? "No unreferenced goldens." : "Removed \(Plural.count(names.count, "unreferenced golden")).")
        return .success
    }
}
