import Foundation

/// The goldens this test process's assertions used, written when the process exits to
/// `<package>/.build/snapshot-runs/<parent pid>/<pid>.txt` — never under `Tests/`. One
/// `swift test` runs XCTest and Swift Testing in two processes with the same parent, so
/// a run is the folder of its parent; `snapshot pending --unreferenced` reads the newest.
///
///     snapshot-assertion-run 2
///     filtered: false
///     results: /app/.build/results-swift-testing.xml
///     EpisodesTests/episodes.txt
///
/// A run whose `swift test` command (read from the parent `swift-test` process, whose
/// options Swift Testing is also given; else this process's own arguments) has a filter
/// (`--filter`, `--skip`, a test name) or any option not known to leave the run complete
/// writes `filtered: true`, and then nothing is ever marked unreferenced. `results:` is
/// the Swift Testing results file (`--xunit-output`) the run writes, or `none`: only those
/// results show whether a test failed or was skipped before its assertion (see
/// ``AssertionRun``). A `<pid>.started` file marks a process that has not finished.
package final class AssertionRunLog: @unchecked Sendable {
    package static let shared = AssertionRunLog(arguments: CommandLine.arguments)

    /// The folder under `.build` where runs are kept.
    package static let folderName = "snapshot-runs"
    package static let header = "snapshot-assertion-run 2"

    private let lock = NSLock()
    private var used: [String: Set<String>] = [:]
    private var exitHookInstalled = false
    let filtered: Bool
    /// The Swift Testing results file this process writes (`--xunit-output`), if any.
    let results: String?

    /// `arguments` are this process's; `command` the `swift test` command's (the parent
    /// `swift-test` process's arguments), when known.
    init(arguments: [String], command: [String]? = SwiftTestCommand.arguments()) {
        filtered = Self.isFiltered(command ?? arguments)
        results = Self.value(of: "--xunit-output", in: arguments)
    }

    /// Whether a `swift test` command (or a test process's arguments) may leave tests out:
    /// anything but the program and options known not to select tests — `--parallel`,
    /// `--skip-build`, `--num-workers 2`, `-c release`, `--xunit-output FILE` and the like.
    /// An XCTest worker of `--parallel` is given one test's name; its parent's command is
    /// what tells whether the run was filtered.
    static func isFiltered(_ arguments: [String]) -> Bool {
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            let option = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            if SwiftTestCommand.plainOptions.contains(option) { continue }
            if SwiftTestCommand.valueOptions.contains(option) {
                if option == argument { _ = rest.popFirst() }
                continue
            }
            return true
        }
        return false
    }

    /// The value of `option` (`--xunit-output FILE` or `--xunit-output=FILE`), the last given.
    static func value(of option: String, in arguments: [String]) -> String? {
        var found: String?
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            if argument == option { found = rest.popFirst() } else if argument.hasPrefix(option + "=") {
                found = String(argument.dropFirst(option.count + 1))
            }
        }
        return found
    }

    /// Records that an assertion used `name` in the goldens folder of the package at `packageRoot`.
    package func record(_ name: String, packageRoot: String) {
        let isFirst: Bool = lock.withLock {
            let roots = used.count
            used[packageRoot, default: []].insert(name)  // one lookup of the root: a new one adds a key
            return used.count > roots
        }
        guard isFirst else { return }
        try? FileManager.default.createDirectory(atPath: Self.runFolder(packageRoot), withIntermediateDirectories: true)
        Self.pruneOldRuns(in: packageRoot + "/.build/" + Self.folderName, current: Self.runFolder(packageRoot))
        _ = FileManager.default.createFile(atPath: Self.runFolder(packageRoot) + "/\(getpid()).started", contents: Data())
        installExitHook()
    }

    private func installExitHook() {
        let install = lock.withLock { () -> Bool in
            defer { exitHookInstalled = true }
            return !exitHookInstalled
        }
        if install { atexit { AssertionRunLog.shared.finish() } }
    }

    /// Writes each package's run file and removes its `.started` marker.
    package func finish() {
        let snapshot = lock.withLock { used }
        for (root, names) in snapshot {
            let folder = Self.runFolder(root)
            let body = ([Self.header, "filtered: \(filtered)", "results: " + (results.map(Self.absolute) ?? "none")] + names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
                .joined(separator: "\n") + "\n"
            if (try? FileSystem.writeAtomically(Array(body.utf8), to: folder + "/\(getpid()).txt")) != nil {
                try? FileManager.default.removeItem(atPath: folder + "/\(getpid()).started")
            }
        }
    }

    private static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// `<root>/.build/snapshot-runs/<parent pid>`.
    static func runFolder(_ packageRoot: String) -> String {
        packageRoot + "/.build/" + folderName + "/\(getppid())"
    }
}
