import GoldenCore
/// `snapshot record [<filter> ...] [--overwrite]`: writes goldens directly, for first-time
/// setup. Existing goldens that differ are left for review unless `--overwrite`.
package enum RecordCommand {
    package static let command = Command(spec: spec, perform: perform)

    package static let spec = CommandSpec(
        name: "record",
        abstract: "Write missing goldens directly (first-time setup).",
        discussion: "Goldens that exist and differ are left alone for 'check' and review, unless "
            + "--overwrite is given. A render that fails is reported and never written. Refused in CI mode. "
            + "Exit status 1 when a golden was left differing or a render failed.",
        arguments: [CheckCommand.filterArgument],
        options: [
            .flag("overwrite", help: "Also overwrite goldens that differ (skips the review step)."),
            Shard.option,
            Workspace.rootOption,
        ])

    package static func perform(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let workspace = try Workspace.resolve(arguments, context)
        try workspace.requireOwnership("record", context)
        try workspace.refuseWritesOnCI("record")
        try context.catalog.validate()
        try NameFilter.requireMatches(arguments.positionals, among: context.catalog.names)
        let shard = try Shard.parse(arguments.value("shard"))
        try workspace.store.createFolderIfMissing()
        try workspace.store.requireFolder()
        _ = try workspace.store.removeLeftoverTemporaryFiles()
        var tally = Tally()
        for entry in context.catalog.entries(matching: arguments.positionals) where shard?.contains(entry.name) ?? true {
            try record(entry, store: workspace.store, overwrite: arguments.flag("overwrite"), tally: &tally, context: context)
        }
        context.output.writeLine(tally.summary)
        if !tally.differing.isEmpty {
            context.output.writeLine("Review them with: " + workspace.suggestedCommand(["check"] + arguments.positionals))
        }
        return tally.differing.isEmpty && tally.failed.isEmpty ? .success : .failure
    }

    private struct Tally {
        var written = 0
        var upToDate = 0
        var differing: [String] = []
        var failed: [String] = []

        var summary: String {
            var text = "Recorded \(Plural.count(written, "golden")) (\(upToDate) already up to date"
            if !differing.isEmpty { text += ", \(differing.count) differ and were left alone" }
            if !failed.isEmpty { text += ", \(failed.count) failed to render and were not written" }
            return text + ")."
        }
    }

    private static func record(
        _ entry: CatalogEntry, store: GoldenStore, overwrite: Bool, tally: inout Tally, context: CommandContext
    ) throws(CommandError) {
        let render: [UInt8]
        switch entry.renderResult() {
        case .success(let text): render = Array(text.utf8)
        case .failure(let failure):
            tally.failed.append(entry.name)
            context.errors.writeLine("error: \(failure) (nothing written)")
            return
        }
        var comparison = try GoldenComparison(render, name: entry.name, in: store)
        try comparison.update(.golden(overwrite: overwrite))
        switch comparison.written {
        case .golden: break
        case .leftAlone:
            tally.differing.append(entry.name)
            context.output.writeLine("differs: \(entry.name) (left alone)")
            return
        case .nothing, .pending, .pendingRemoved:
            tally.upToDate += 1
            return
        }
        tally.written += 1
        context.output.writeLine("recorded: \(entry.name)")
    }
}
