import Foundation

/// The goldens this test process's assertions used, written when the process exits to
/// `<package>/.build/snapshot-runs/<parent pid>/<pid>.txt` — never under `Tests/`. One
/// `swift test` runs XCTest and Swift Testing in two processes with the same parent, so
/// a run is the folder of its parent; `snapshot pending --unreferenced` reads the newest.
///
///     snapshot-assertion-run 1
///     filtered: false
///     EpisodesTests/episodes.txt
///
/// A process that was given a filter (`--filter`, `--skip`, a test name) or any argument
/// not known to leave the run complete writes `filtered: true`, and then nothing is ever
/// marked unreferenced. A `<pid>.started` file marks a process that has not finished.
package final class AssertionRunLog: @unchecked Sendable {
    package static let shared = AssertionRunLog(arguments: CommandLine.arguments)

    /// The folder under `.build` where runs are kept.
    package static let folderName = "snapshot-runs"
    package static let header = "snapshot-assertion-run 1"

    private let lock = NSLock()
    private var used: [String: Set<String>] = [:]
    private var exitHookInstalled = false
    let filtered: Bool

    init(arguments: [String]) {
        filtered = Self.isFiltered(arguments)
    }

    /// Whether a test process's arguments may leave tests out: anything but the test
    /// bundle, the library choice and options known not to select tests.
    static func isFiltered(_ arguments: [String]) -> Bool {
        let plain: Set<String> = ["--testing-library", "swift-testing", "xctest", "--parallel", "--no-parallel"]
        let withValue: Set<String> = ["--attachments-path", "--xunit-output", "--num-workers", "--configuration-path"]
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            if plain.contains(argument) { continue }
            if withValue.contains(argument) { _ = rest.popFirst(); continue }
            return true
        }
        return false
    }

    /// Records that an assertion used `name` in the goldens folder of the package at `packageRoot`.
    package func record(_ name: String, packageRoot: String) {
        let isFirst: Bool = lock.withLock {
            let first = used[packageRoot] == nil
            used[packageRoot, default: []].insert(name)
            return first
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
            let body = ([Self.header, "filtered: \(filtered)"] + names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
                .joined(separator: "\n") + "\n"
            if (try? FileSystem.writeAtomically(Array(body.utf8), to: folder + "/\(getpid()).txt")) != nil {
                try? FileManager.default.removeItem(atPath: folder + "/\(getpid()).started")
            }
        }
    }

    /// `<root>/.build/snapshot-runs/<parent pid>`.
    static func runFolder(_ packageRoot: String) -> String {
        packageRoot + "/.build/" + folderName + "/\(getppid())"
    }
}
