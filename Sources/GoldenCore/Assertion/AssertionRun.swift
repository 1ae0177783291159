import Foundation

/// The last test run's record of the goldens its assertions used, read back from
/// `.build/snapshot-runs` (see ``AssertionRunLog``): what `snapshot pending
/// --unreferenced` compares the assertion goldens with.
package struct AssertionRun {
    /// The goldens the run's assertions used.
    package let used: Set<String>

    /// The newest run of the package at `packageRoot`; fails saying why nothing can be
    /// marked unreferenced (no run, a filtered run, a run still going or crashed).
    package static func last(packageRoot: String) throws(CommandError) -> AssertionRun {
        let base = packageRoot + "/.build/" + AssertionRunLog.folderName
        let runs = ((try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []).compactMap { name -> (String, Date)? in
            let path = base + "/" + name
            guard let date = newestModification(path) else { return nil }
            return (path, date)
        }
        guard let newest = runs.max(by: { $0.1 < $1.1 })?.0 else {
            throw .failure("No test run recorded under .build/\(AssertionRunLog.folderName): run 'swift test' (no filter) first")
        }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: newest)) ?? []
        if files.contains(where: { $0.hasSuffix(".started") }) {
            throw .failure("The last test run has not finished (still running, or a test process crashed): nothing is marked unreferenced")
        }
        var used: Set<String> = []
        for file in files where file.hasSuffix(".txt") {
            let lines = String(decoding: (try? FileSystem.readAll(newest + "/" + file)) ?? [], as: UTF8.self).split(separator: "\n").map(String.init)
            guard lines.first == AssertionRunLog.header, lines.count >= 2 else {
                throw .failure("\(newest)/\(file) is not a run file of this tool: nothing is marked unreferenced")
            }
            if lines[1] != "filtered: false" {
                throw .failure("The last test run was filtered (--filter, --skip or a test name): nothing is marked unreferenced; run 'swift test' without a filter")
            }
            used.formUnion(lines.dropFirst(2))
        }
        return AssertionRun(used: used)
    }

    private static func newestModification(_ folder: String) -> Date? {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return files.compactMap { try? FileManager.default.attributesOfItem(atPath: folder + "/" + $0)[.modificationDate] as? Date }.max()
    }
}
