import Foundation
import GoldenCore

/// `snapshot export --out <dir> [--jobs <n>] [--state FILE] [<filter> ...]`: writes every
/// render to a folder (`DIR/NAME`), never touching the goldens. `scripts/determinism.sh`
/// compares such folders across time zones, locales, and serial versus parallel runs;
/// `scripts/large-state-check.sh` exports every render of a second state document in one process.
package enum ExportCommand {
    package static let command = Command(spec: spec, takesCatalogOptions: true, perform: perform)

    package static let spec = CommandSpec(
        name: "export",
        abstract: "Write every render to a folder (for determinism checks; goldens untouched).",
        discussion: "Each render goes to DIR/NAME, written atomically. Allowed in CI mode: it never "
            + "writes under Tests/Snapshots unless DIR is there.",
        arguments: [CheckCommand.filterArgument],
        options: [
            .value("out", valueName: "dir", help: "The folder to write the renders to (created if missing)."),
            .value("jobs", valueName: "n", help: "Render with this many threads, 1 to 64 (default: 1)."),
        ])

    package static func perform(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        guard let out = arguments.value("out"), !out.isEmpty else { throw CommandError.usage("Missing expected option '--out <dir>'") }
        let jobs = try jobCount(arguments.value("jobs"))
        let catalog = try context.loadCatalog(arguments)
        try catalog.validate()
        try NameFilter.requireMatches(arguments.positionals, among: catalog.names)
        let packageRoot = context.environment[PackageRoot.environmentKey].flatMap { $0.isEmpty ? nil : context.absolutePath($0) }
            ?? PackageRoot.find(from: context.workingDirectory)
        try OutputGuard.requireAllowed(out, option: "--out", packageRoot: packageRoot, context: context)
        let folder = context.absolutePath(out)
        do { try FileSystem.makeDirectories(folder) } catch { throw CommandError.failure(error.description) }
        let directory: Directory
        do { directory = try Directory.following(folder) } catch { throw CommandError.failure(error.description) }
        let entries = catalog.entries(matching: arguments.positionals)
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: jobs) { worker in
            for index in stride(from: worker, to: entries.count, by: jobs) {
                failures.record(write(entries[index], into: directory))
            }
        }
        // Every failed render is named (sorted), the others are written: one run tells
        // everything that failed, as `check` does.
        let failed = failures.sorted
        if !failed.isEmpty {
            for message in failed.dropLast() { context.errors.writeLine("Error: " + message) }
            throw CommandError.failure(failed[failed.count - 1] + (failed.count > 1 ? " (\(failed.count) renders failed)" : ""))
        }
        context.output.writeLine("Exported \(Plural.count(entries.count, "render")) to \(out).")
        return .success
    }

    package static func jobCount(_ text: String?) throws(CommandError) -> Int {
        guard let text else { return 1 }
        guard let jobs = Int(text), (1...64).contains(jobs) else {
            throw .usage("--jobs must be a whole number from 1 to 64, not '\(text)'")
        }
        return jobs
    }

    /// Writes one render; returns the error message, if any. Sub-folders are entered
    /// without following links (see ``Directory``), so a linked sub-folder is refused.
    private static func write(_ entry: CatalogEntry, into folder: Directory) -> String? {
        let slash = entry.name.lastIndex(of: "/")
        let subfolder = slash.map { String(entry.name[..<$0]) } ?? ""
        let name = slash.map { String(entry.name[entry.name.index(after: $0)...]) } ?? entry.name
        let text: String
        switch entry.renderResult() {
        case .success(let rendered): text = rendered
        case .failure(let failure): return failure.description
        }
        do {
            try folder.descend(subfolder, creating: true).writeAtomically(Array(text.utf8), to: name)
            return nil
        } catch {
            return error.description
        }
    }

    /// The failures of the workers.
    private final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var messages: [String] = []

        func record(_ message: String?) {
            guard let message else { return }
            lock.withLock { messages.append(message) }
        }

        /// The messages in the order names sort (so the output is deterministic).
        var sorted: [String] { lock.withLock { messages.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) } } }
    }
}
