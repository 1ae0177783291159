/// Where the golden commands work: the package root and its goldens folder, resolved from
/// `--root`, then `$SNAPSHOT_PACKAGE_ROOT`, then the nearest `Package.swift` above the
/// working directory; plus whether this is a CI run.
struct Workspace {
    let packageRoot: String
    let store: GoldenStore
    let isCI: Bool
    /// `--root DIR` exactly as given, to repeat it in suggested commands.
    let rootArgument: String?

    /// The `--root <dir>` option every golden command accepts.
    static let rootOption = OptionSpec.value(
        "root", valueName: "dir",
        help: "The package root holding Tests/Snapshots (default: $SNAPSHOT_PACKAGE_ROOT, "
            + "else the nearest folder above the current one with a Package.swift).")

    static func resolve(_ arguments: ParsedArguments, _ context: CommandContext) throws(CommandError) -> Workspace {
        let given = arguments.value("root") ?? context.environment[PackageRoot.environmentKey].flatMap { $0.isEmpty ? nil : $0 }
        let root: String
        if let given {
            root = trimmedSlashes(context.absolutePath(given))
            guard FileSystem.kind(root) == .directory || FileSystem.resolved(root).map(FileSystem.kind) == .directory else {
                throw .failure("The package root \(given) is not a folder")
            }
        } else if let found = PackageRoot.find(from: context.workingDirectory) {
            root = found
        } else {
            throw .failure("No Package.swift in \(context.workingDirectory) or above; pass --root <dir>")
        }
        return Workspace(
            packageRoot: root,
            store: GoldenStore(root: root + "/" + GoldenStore.defaultDisplayRoot),
            isCI: context.isCI,
            rootArgument: arguments.value("root"))
    }

    /// The workspace of a command that changes the goldens folder: refused on CI, the
    /// folder must exist, and temporary files of killed runs are cleaned up first.
    static func resolveForChanges(
        _ command: String, _ arguments: ParsedArguments, _ context: CommandContext
    ) throws(CommandError) -> Workspace {
        let workspace = try resolve(arguments, context)
        try workspace.refuseWritesOnCI(command)
        try workspace.store.requireFolder()
        _ = try workspace.store.removeLeftoverTemporaryFiles()
        return workspace
    }

    /// `swift run snapshot accept` plus `--root` (when given) and `words`, shell-quoted.
    func suggestedCommand(_ words: [String]) -> String {
        let root = rootArgument.map { ["--root", $0] } ?? []
        return (["swift", "run", "snapshot"] + words + root).map(ShellQuote.quote).joined(separator: " ")
    }

    /// Fails (exit 1) in CI mode, naming what was refused.
    func refuseWritesOnCI(_ what: String) throws(CommandError) {
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
