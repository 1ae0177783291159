import Foundation

extension AssertionRunLog {
    /// Finished runs kept besides the current one: `pending --unreferenced` reads the newest.
    static let keptRuns = 3

    /// Removes the run folders of old `swift test` runs, so `.build/snapshot-runs` does not
    /// grow with every run: keeps `current`, the ``keptRuns`` newest others, and any folder
    /// of a test process still running. Only folders this log writes are touched — a
    /// number, holding nothing but `<pid>.txt` and `<pid>.started` — and only those files.
    ///
    ///     AssertionRunLog.pruneOldRuns(in: root + "/.build/snapshot-runs", current: folder)
    static func pruneOldRuns(in base: String, current: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
        let runs = names.compactMap { name -> (path: String, files: [String], date: Date)? in
            let path = base + "/" + name
            guard path != current, isNumber(name[...]), let files = ownedFiles(path) else { return nil }
            guard !files.contains(where: isRunning) else { return nil }
            let dates = files.compactMap { FileSystem.modificationDate(path + "/" + $0) }
            return (path, files, dates.max() ?? .distantPast)
        }
        let oldest = runs.sorted { $0.date > $1.date }.dropFirst(keptRuns)
        for run in oldest {
            // Opened without following a link: a folder swapped for one since it was
            // listed is not entered, and each file is deleted inside the opened folder.
            guard let folder = try? Directory.verified(run.path) else { continue }
            for file in run.files { try? folder.remove(file) }
            rmdir(run.path)  // only when nothing else appeared in it meanwhile
        }
    }

    /// The folder's files when it is a real folder (never a link to one, which is not
    /// read, pruned or followed) and every file is a run file (`123.txt`, `123.started`);
    /// nil otherwise.
    static func ownedFiles(_ folder: String) -> [String]? {
        guard FileSystem.kind(folder) == .directory,
              let files = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        let owned = files.allSatisfy { file in
            guard let dot = file.firstIndex(of: ".") else { return false }
            let suffix = file[file.index(after: dot)...]
            return isNumber(file[..<dot]) && (suffix == "txt" || suffix == "started")
        }
        return owned ? files : nil
    }

    /// Whether `file` marks a test process that is still running (`<pid>.started`).
    static func isRunning(_ file: String) -> Bool {
        guard file.hasSuffix(".started"), let pid = Int32(file.dropLast(".started".count)) else { return false }
        return FileSystem.isProcessAlive(pid)
    }

    static func isNumber(_ text: Substring) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }
}
