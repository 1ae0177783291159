import GoldenCore
/// Where the golden commands work: the package root and its goldens folder, resolved from
/// `--root`, then `$SNAPSHOT_PACKAGE_ROOT`, then the nearest `Package.swift` above the
/// working directory; plus whether this is a CI run.
package struct Workspace {
    package let packageRoot: String
    package let store: GoldenStore
    package let isCI: Bool
    /// `--root DIR` exactly as given, to repeat it in suggested commands.
    package let rootArgument: String?

    /// The `--root <dir>` option every golden command accepts.
    package static let rootOption = OptionSpec.value(
        "root", valueName: "dir",
        help: "The package root holding Tests/Snapshots (default: $SNAPSHOT_PACKAGE_ROOT, "
            + "else the nearest folder above the current one with a Package.swift).")

    package static func resolve(_ arguments: ParsedArguments, _ context: CommandContext) throws(CommandError) -> Workspace {
        if arguments.value("root") == "" {
            throw .usage("--root needs a folder; the value is empty")
        }
        let given = arguments.value("root") ?? context.environment[PackageRoot.environmentKey].flatMap { $0.isEmpty ? nil : $0 }
        let root: String
        if let given {
            root = trimmedSlashes(context.absolutePath(given))
            guard FileSystem.kind(root) == .directory || FileSystem.resolved(root).map(FileSystem.kind) == .directory else {
                throw .failure("The package root \(Printable.path(given)) is not a folder")
            }
        } else if let found = PackageRoot.find(from: context.workingDirectory) {
            root = found
        } else {
            throw .failure("No Package.swift in \(context.workingDirectory) or above; pass --root <dir>")
        }
        return Workspace(
            packageRoot: root,
            store: GoldenStore(packageRoot: root),
            isCI: context.isCI,
            rootArgument: arguments.value("root"))
    }

    /// The workspace of a command that changes the goldens folder: refused on CI, the
    /// folder must exist, and temporary files of killed runs are cleaned up first.
    package static func resolveForChanges(
        _ command: String, _ arguments: ParsedArguments, _ context: CommandContext
    ) throws(CommandError) -> Workspace {
        let workspace = try resolve(arguments, context)
        try workspace.refuseWritesOnCI(command)
        try workspace.store.requireFolder()
        _ = try workspace.store.removeLeftoverTemporaryFiles()
        return workspace
    }

    /// Prints a warning for each entry of the goldens folder that was skipped (a name
    /// that is not UTF-8; a FIFO, socket or device), so nothing is silently ignored.
    package func reportSkipped(_ context: CommandContext) {
        for message in (try? store.scan().skipped) ?? [] { context.errors.writeLine("warning: " + message) }
    }

    /// `swift run <tool> accept` plus `--root` (when given) and `words`, shell-quoted.
    package func suggestedCommand(_ words: [String]) -> String {
        let root = rootArgument.map { ["--root", $0] } ?? []
        return (["swift", "run", HelpText.toolName] + words + root).map(ShellQuote.quote).joined(separator: " ")
    }

    /// Fails with a usage error (exit 64) unless this is the package the catalog belongs
    /// to: a catalog writes and prunes goldens only in its own package. Another package
    /// gets its own catalog executable (see Docs/adopting.md).
    func requireOwnership(_ command: String, _ context: CommandContext) throws(CommandError) {
        guard !isOwned(by: context), let owner = context.ownerPackage else { return }
        let ownerText = owner.isEmpty ? "an unknown package (its sources are not where it was built)" : owner
        throw .usage(
            "'\(command)' refused: this tool's catalog belongs to \(ownerText), not to \(packageRoot). "
                + "It would write or delete goldens it does not own. Write a catalog executable for this package: "
                + "a target whose main.swift calls SnapshotTool.main(catalog: SnapshotCatalog([...])) "
                + "(see Docs/adopting.md in TemplateKitLite). 'pending', 'accept', 'reject' and 'review' work here as they are.")
    }

    /// Whether this package is the one the catalog belongs to (always, in-process tests).
    func isOwned(by context: CommandContext) -> Bool {
        guard let owner = context.ownerPackage else { return true }
        return !owner.isEmpty && owner == (FileSystem.resolved(packageRoot) ?? packageRoot)
    }

    /// Fails (exit 1) in CI mode, naming what was refused.
    package func refuseWritesOnCI(_ what: String) throws(CommandError) {
        if isCI {
            throw .failure("\(what) refused: CI mode (CI is set) writes nothing. Run it locally and commit the goldens.")
        }
    }

    private static func trimmedSlashes(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
