import Foundation
import GoldenCore

/// Everything a command may touch besides its arguments, injected so that tests run
/// commands in-process: the output streams, the environment, the working directory,
/// whether standard output is a terminal, and the catalog of renders.
package struct CommandContext {
    package var output: any TextOutput
    package var errors: any TextOutput
    package var environment: [String: String]
    /// An absolute path; relative paths on the command line resolve against it.
    package var workingDirectory: String
    package var outputIsTerminal: Bool
    package var catalog: SnapshotCatalog
    /// The package whose catalog this is (the folder holding the executable's
    /// `Package.swift`): only there may `record`, `check` and `--prune` write. Nil lets
    /// every package be written (in-process tests); an empty string lets none.
    package var ownerPackage: String?
    /// Where `review --interactive` reads the reviewer's answers.
    package var input: any TextInput
    /// Where long work draws its progress (``progress(_:unit:total:)``).
    package var progressTerminal: ProgressLine.Terminal

    package init(
        output: any TextOutput, errors: any TextOutput, environment: [String: String], workingDirectory: String,
        outputIsTerminal: Bool, catalog: SnapshotCatalog, ownerPackage: String? = nil, input: any TextInput = StandardInput(),
        progressTerminal: ProgressLine.Terminal = .none
    ) {
        self.output = output
        self.errors = errors
        self.environment = environment
        self.workingDirectory = workingDirectory
        self.outputIsTerminal = outputIsTerminal
        self.catalog = catalog
        self.ownerPackage = ownerPackage
        self.input = input
        self.progressTerminal = progressTerminal
    }

    /// The context of the real process.
    package static func live(catalog: SnapshotCatalog, ownerPackage: String?) -> CommandContext {
        CommandContext(
            output: StandardStream(.output),
            errors: StandardStream(.error),
            environment: ProcessInfo.processInfo.environment,
            workingDirectory: FileManager.default.currentDirectoryPath,
            outputIsTerminal: StandardStream.outputIsTerminal,
            catalog: catalog,
            ownerPackage: ownerPackage,
            progressTerminal: .standardError
        )
    }

    /// ANSI styling for standard output: on only for a terminal and when `NO_COLOR` is
    /// unset or empty (https://no-color.org).
    package var style: TerminalStyle {
        let noColor = environment["NO_COLOR"] ?? ""
        return TerminalStyle(isEnabled: outputIsTerminal && noColor.isEmpty)
    }

    /// Whether this run is on CI: `CI` is set to anything but empty, `0` or `false` (any case).
    package var isCI: Bool { Self.isCI(environment) }

    /// Whether `environment` says CI (see ``isCI``).
    package static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"] else { return false }
        return !["", "0", "false"].contains(value.lowercased())
    }

    /// A progress line for `task` on standard error, shown only on a terminal, off CI, once
    /// the work has run about two seconds (``ProgressLine``).
    package func progress(_ task: String, unit: String, total: Int? = nil) -> ProgressLine {
        ProgressLine(task, unit: unit, total: total, terminal: progressTerminal, environment: environment)
    }

    /// `path` made absolute against the working directory.
    package func absolutePath(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return (workingDirectory as NSString).appendingPathComponent(path)
    }
}
