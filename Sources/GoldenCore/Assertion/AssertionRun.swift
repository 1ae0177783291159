import Foundation

/// The last test run's record of the goldens its assertions used, read back from
/// `.build/snapshot-runs` (see ``AssertionRunLog``): what `snapshot pending
/// --unreferenced` compares the assertion goldens with. A run proves a golden unused only
/// when it was complete (no filter), finished, and its Swift Testing results
/// (`--xunit-output`) show no test failed or was skipped or disabled: such a test may
/// stop before its assertion, and its golden is still its.
///
///     swift test --xunit-output .build/test-results.xml && swift run snapshot pending --unreferenced
package struct AssertionRun {
    /// The goldens the run's assertions used.
    package let used: Set<String>

    /// The command that records a run `--unreferenced` can trust.
    package static let command = "swift test --xunit-output .build/test-results.xml"

    /// The newest run of the package at `packageRoot`; fails saying why nothing can be
    /// marked unreferenced (no run, a filtered run, a run still going or crashed, a run
    /// without results, a run with failing or skipped tests).
    package static func last(packageRoot: String) throws(CommandError) -> AssertionRun {
        let base = packageRoot + "/.build/" + AssertionRunLog.folderName
        guard let newest = newestRun(in: base) else {
            throw .failure("No test run recorded under .build/\(AssertionRunLog.folderName): run '\(command)' (no filter) first")
        }
        if newest.files.contains(where: { $0.hasSuffix(".started") }) {
            throw .failure("The last test run has not finished (still running, or a test process crashed): nothing is marked unreferenced")
        }
        var used: Set<String> = []
        var results: Set<String> = []
        for file in newest.files where file.hasSuffix(".txt") {
            let lines = String(decoding: (try? FileSystem.readAll(newest.path + "/" + file)) ?? [], as: UTF8.self)
                .split(separator: "\n").map(String.init)
            guard lines.first == AssertionRunLog.header, lines.count >= 3, lines[2].hasPrefix("results: ") else {
                throw .failure("\(Printable.path(newest.path + "/" + file)) is not a run file of this version of the tool: "
                    + "run '\(command)' again; nothing is marked unreferenced")
            }
            if lines[1] != "filtered: false" {
                throw .failure("The last test run was filtered (--filter, --skip, a test name or an option not known to run every test): "
                    + "nothing is marked unreferenced; run '\(command)' without a filter")
            }
            let path = String(lines[2].dropFirst("results: ".count))
            if path != "none" { results.insert(path) }
            used.formUnion(lines.dropFirst(3))
        }
        try TestResults.requireClean(results, notOlderThan: newest.date, command: command)
        return AssertionRun(used: used)
    }

    /// The run folder whose run files are the newest: only folders this log writes (a
    /// number, a real folder — never a link — holding nothing but run files) are read;
    /// anything else in `.build/snapshot-runs` (a `notes.md`, a `.DS_Store`) is ignored.
    static func newestRun(in base: String) -> (path: String, files: [String], date: Date)? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
        return names.compactMap { name -> (path: String, files: [String], date: Date)? in
            let path = base + "/" + name
            guard AssertionRunLog.isNumber(name[...]), let files = AssertionRunLog.ownedFiles(path), !files.isEmpty else { return nil }
            let dates = files.compactMap { FileSystem.modificationDate(path + "/" + $0) }
            return (path, files, dates.max() ?? .distantPast)
        }.max { $0.date < $1.date }
    }
}
