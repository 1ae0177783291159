/// The files under the goldens folder, as relative paths sorted by UTF-8 bytes. Hidden
/// files (`.gitkeep`) are skipped and linked folders are not entered.
extension GoldenStore {
    package func allFiles() throws(CommandError) -> [String] {
        var found: [String] = []
        var folders = [""]
        while let folder = folders.popLast() {
            let names: [String]
            do { names = try FileSystem.contents(ofDirectory: folder.isEmpty ? root : path(folder)) } catch {
                throw .failure(error.description)
            }
            for name in names where !name.hasPrefix(".") {
                let relative = folder.isEmpty ? name : folder + "/" + name
                if FileSystem.kind(path(relative)) == .directory { folders.append(relative) } else { found.append(relative) }
            }
        }
        return found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// The names of goldens with a pending render (`NAME` for each `NAME.new`).
    package func pendingNames() throws(CommandError) -> [String] {
        try allFiles().filter { $0.hasSuffix(Self.pendingSuffix) }.map { String($0.dropLast(Self.pendingSuffix.count)) }
    }

    /// Goldens: files that are neither pending nor temporary.
    package func goldenNames() throws(CommandError) -> [String] {
        try allFiles().filter { !$0.hasSuffix(Self.pendingSuffix) && !$0.hasSuffix(".tmp") }
    }

    /// Deletes temporary files left by a killed run (`NAME.<pid>-<hex>.tmp` whose process
    /// is gone) and returns their relative paths.
    package func removeLeftoverTemporaryFiles() throws(CommandError) -> [String] {
        var removed: [String] = []
        for relative in try allFiles() where Self.isLeftover(relative) {
            try remove(relative)
            removed.append(relative)
        }
        return removed
    }

    private static func isLeftover(_ relative: String) -> Bool {
        guard relative.hasSuffix(".tmp") else { return false }
        let parts = relative.dropLast(4).split(separator: ".")
        guard parts.count >= 2, let tag = parts.last else { return false }
        let pieces = tag.split(separator: "-")
        guard pieces.count == 2, let pid = Int32(pieces[0]), UInt32(pieces[1], radix: 16) != nil else { return false }
        return !FileSystem.isProcessAlive(pid)
    }
}
