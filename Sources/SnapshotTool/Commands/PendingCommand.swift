import TemplateKitLite
import GoldenCore

/// `snapshot pending [--json]`: lists pending renders, sorted by name.
package enum PendingCommand {
    package static let command = Command(spec: spec, perform: perform)

    package static let spec = CommandSpec(
        name: "pending",
        abstract: "List pending renders (NAME.new) waiting for accept or reject.",
        discussion: "Every NAME.new under Tests/Snapshots, whoever wrote it (a catalog's check or an assertion). "
            + "Each is 'new' (no golden yet) or 'changed' (a golden exists).",
        options: [
            .flag("json", help: "Print a JSON array of {golden, name, pending, status}."),
            .flag("unreferenced", help: "Instead, list assertion goldens no assertion of the last complete, green '\(AssertionRun.command)' used."),
            Workspace.rootOption,
        ])

    package static func perform(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let workspace = try Workspace.resolve(arguments, context)
        try workspace.store.requireFolder()
        let store = workspace.store
        workspace.reportSkipped(context)
        if arguments.flag("unreferenced") { return try listUnreferenced(workspace, json: arguments.flag("json"), context) }
        let rows = try store.pendingNames().map { name -> (name: String, status: String) in
            let status = FileSystem.kind(store.path(name)) == .missing ? "new" : "changed"
            return (name, status)
        }
        if arguments.flag("json") {
            let items = rows.map { row -> JSONValue in
                .object([
                    "golden": .string(store.displayPath(row.name)),
                    "name": .string(row.name),
                    "pending": .string(store.displayPath(GoldenStore.pendingName(row.name))),
                    "status": .string(row.status),
                ])
            }
            context.output.write(TerminalText.json(JSONValue.array(items).canonicalText()))
        } else {
            for row in rows { context.output.writeLine("\(row.status)\t\(Printable.path(row.name))") }
            context.output.writeLine("\(rows.count) pending")
        }
        return .success
    }

    /// `unreferenced\tEpisodesTests/old.txt` per golden, then the count (or a JSON array of {golden, name}).
    private static func listUnreferenced(_ workspace: Workspace, json: Bool, _ context: CommandContext) throws(CommandError) -> ExitCode {
        let (names, kept) = try UnreferencedAssertionGoldens.find(workspace, context)
        if let note = UnreferencedAssertionGoldens.keptNote(kept) { context.errors.writeLine(note) }
        if json {
            let items = names.map { JSONValue.object(["golden": .string(workspace.store.displayPath($0)), "name": .string($0)]) }
            context.output.write(JSONValue.array(items).canonicalText())
        } else {
            for name in names { context.output.writeLine("unreferenced\t\(Printable.path(name))") }
            context.output.writeLine("\(names.count) unreferenced"
                + (names.isEmpty ? "" : "; remove them with: " + workspace.suggestedCommand(["reject", "--unreferenced"])))
        }
        return .success
    }
}
