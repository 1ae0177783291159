import Foundation

/// Everything a command may touch besides its arguments, injected so that tests run
/// commands in-process: the output streams, the environment, the working directory,
/// whether standard output is a terminal, and the catalog of renders.
struct CommandContext {
    var output: any TextOutput
    var errors: any TextOutput
    var environment: [String: String]
    /// An absolute path; relative paths on the command line resolve against it.
    var workingDirectory: String
    var outputIsTerminal: Bool
    var catalog: SnapshotCatalog

    /// The context of the real process.
    static func live(catalog: SnapshotCatalog) -> CommandContext {
        CommandContext(
            output: StandardStream(.output),
            errors: StandardStream(.error),
            environment: ProcessInfo.processInfo.environment,
            workingDirectory: FileManager.default.currentDirectoryPath,
            outputIsTerminal: StandardStream.outputIsTerminal,
            catalog: catalog
        )
    }

    /// ANSI styling for standard output: on only for a terminal and when `NO_COLOR` is
    /// unset or empty (https://no-color.org).
    var style: TerminalStyle {
        let noColor = environment["NO_COLOR"] ?? ""
        return TerminalStyle(isEnabled: outputIsTerminal && noColor.isEmpty)
    }

    /// Whether this run is on CI: `CI` is set and is not `0` or `false` (any case).
    var isCI: Bool {
        guard let value = environment["CI"] else { return false }
        let lowered = value.lowercased()
        return lowered != "0" && lowered != "false"
    }

    /// `path` made absolute against the working directory.
    func absolutePath(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return (workingDirectory as NSString).appendingPathComponent(path)
    }
}
