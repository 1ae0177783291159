/// The files under the goldens folder, as relative paths sorted by UTF-8 bytes. Hidden
/// files (`.gitkeep`) are skipped and linked folders are not entered. Entries that cannot
/// be goldens are reported, not listed: a name that is not UTF-8, and a FIFO, socket or
/// device (opening one could block forever).
extension GoldenStore {
    /// The listing: usable files, and a message for each entry skipped.
    package struct Scan: Sendable {
        package var files: [String] = []
        package var skipped: [String] = []
    }

    package func scan() throws(CommandError) -> Scan {
        var result = Scan()
        var folders = [(relative: "", directory: try openFolder())]
        while let (folder, directory) = folders.popLast() {
            let entries: [(name: [UInt8], kind: FileSystem.Kind)]
            do { entries = try directory.entries() } catch { throw .failure(error.description) }
            for entry in entries where entry.name.first != UInt8(ascii: ".") {
                let prefix = folder.isEmpty ? "" : folder + "/"
                guard UTF8Text.firstInvalidOffset(entry.name) == nil else {
                    result.skipped.append("\(displayPath(Printable.path(prefix) + Printable.bytes(entry.name))): the name is not UTF-8; skipped")
                    continue
                }
                let name = String(decoding: entry.name, as: UTF8.self)
                switch entry.kind {
                case .directory:
                    do { folders.append((prefix + name, try directory.subfolder(name, creating: false))) } catch {
                        result.skipped.append("\(error.description); skipped")
                    }
                case .file, .symbolicLink:
                    result.files.append(prefix + name)
                case .other:
                    result.skipped.append("\(displayPath(Printable.path(prefix + name))) is a FIFO, socket or device, not a file; skipped")
                case .missing:
                    continue
                }
            }
        }
        result.files.sort { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        result.skipped.sort { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        return result
    }

    package func allFiles() throws(CommandError) -> [String] {
        try scan().files
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
        for relative in try allFiles() where TemporaryName.isLeftover(String(relative.split(separator: "/").last ?? "")) {
            try remove(relative)
            removed.append(relative)
        }
        return removed
    }
}
