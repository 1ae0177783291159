#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import GoldenCore

/// The catalog commands (`render`, `list`, `check`, `record`, `lint`, `review`,
/// `pending`, `accept`, `reject`, `journey`, `export`, `bench`) for your own executable:
///
///     // Sources/podcast-snapshots/main.swift
///     import SnapshotTool
///     import PodcastScreens
///
///     SnapshotTool.main(catalog: SnapshotCatalog([
///         SnapshotEntry("podcast/episodes") { EpisodesScreen.template(.sample) },
///     ]))
///
/// `filePath` (leave the default) tells the tool which package the catalog belongs to:
/// `record`, `check` and `check --prune` write only there. `pending`, `accept`, `reject`
/// and `review` work on the `.new` files of any package, whoever wrote them.
public enum SnapshotTool {
    /// Runs the command line and exits with its status: 0 ok, 1 failure, 64 usage.
    public static func main(catalog: SnapshotCatalog, filePath: String = #filePath) -> Never {
        main(catalog: catalog, commands: CommandRegistry.commands, filePath: filePath)
    }

    /// ``main(catalog:filePath:)`` with other commands than the catalog commands: this
    /// repo's `snapshot` adds `bench` (the kit's own benchmarks, not shipped to adopters).
    package static func main(catalog: SnapshotCatalog, commands: [Command], filePath: String = #filePath) -> Never {
        // A write past the file-size limit (or a full quota) then fails with an error we
        // report, instead of killing the process half-way.
        signal(SIGXFSZ, SIG_IGN)
        // Output into a closed pipe (`snapshot list | head -1`) ends the process quietly,
        // as for any command-line tool, instead of failing on every later write.
        signal(SIGPIPE, SIG_DFL)
        if let problem = nonUTF8Argument() {
            fputs("Error: \(problem)\n", stderr)
            ExitCode.terminate(with: finished(.usage))
        }
        let owner: String
        do { owner = try ownerPackage(filePath: filePath, environment: ProcessInfo.processInfo.environment) } catch {
            fputs("Error: \(error.message)\n", stderr)
            ExitCode.terminate(with: finished(.usage))
        }
        let context = CommandContext.live(catalog: catalog, ownerPackage: owner)
        let code = runCommandLine(Array(CommandLine.arguments.dropFirst()), context: context, commands: commands)
        if code != .usage, context.environment[PeakMemory.reportKey] == "1" { context.output.writeLine(PeakMemory.report()) }
        ExitCode.terminate(with: finished(code))
    }

    /// The first argument that is not UTF-8, named byte for byte (`\xFF` escapes): Swift
    /// would replace its bad bytes, so the tool would name (and open) another path.
    static func nonUTF8Argument() -> String? {
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            let bytes = Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map { UInt8(bitPattern: $0) }
            if UTF8Text.firstInvalidOffset(bytes) != nil {
                return "argument \(index) ('\(Printable.bytes(bytes))') is not valid UTF-8; names and paths must be UTF-8"
            }
        }
        return nil
    }

    /// `code`, unless writing the output failed (a full disk, a closed stream): then the
    /// run did not succeed, whatever the command thought, and says so if it can.
    static func finished(_ code: ExitCode) -> ExitCode {
        guard let failure = StandardStream.flushAll() else { return code }
        fputs("Error: cannot write to \(failure)\n", stderr)
        fflush(stderr)
        return code == .success ? .failure : code
    }
}

extension SnapshotTool {
    /// The environment variable that names the package a catalog owns when its sources
    /// are not where they were built (a copied binary, the tool's own tests).
    package static let ownerEnvironmentKey = "SNAPSHOT_CATALOG_PACKAGE"

    /// The package holding `filePath` (the catalog's main.swift), resolved; `$SNAPSHOT_CATALOG_PACKAGE`
    /// overrides it. Empty when neither names one: then no package is written. A relative
    /// value is refused (usage error): it would resolve against each working directory,
    /// so set once in a shell or CI it would make every package the owner.
    static func ownerPackage(filePath: String, environment: [String: String]) throws(CommandError) -> String {
        if let named = environment[ownerEnvironmentKey], !named.isEmpty {
            guard named.hasPrefix("/") else {
                throw .usage("\(ownerEnvironmentKey)='\(Printable.escaped(named))' is a relative path; give the catalog's package "
                    + "as an absolute path (a relative one would follow the working directory into every package)")
            }
            return FileSystem.resolved(named) ?? named
        }
        return PackageRoot.find(from: PackageRoot.folder(of: filePath)).flatMap(FileSystem.resolved) ?? ""
    }

    /// Runs the command line in-process (tests): `arguments` without the program name.
    package static func run(_ arguments: [String], context: CommandContext, commands: [Command] = CommandRegistry.commands) -> ExitCode {
        runCommandLine(arguments, context: context, commands: commands)
    }
}
