/// The goldens folder (`Tests/Snapshots` under the package root) and its files:
/// `NAME` is a golden, `NAME.new` a pending render waiting to be accepted or rejected.
///
/// Every read refuses a file that resolves outside the folder (through a symbolic link),
/// every write is atomic (temporary file, `fsync`, `rename`), and nothing is ever written
/// outside the folder.
package struct GoldenStore: Sendable {
    /// The folder, as an absolute path.
    package let root: String
    /// The folder as printed and as used in diff headers, e.g. `Tests/Snapshots`.
    package let displayRoot: String

    package static let pendingSuffix = ".new"
    package static let defaultDisplayRoot = "Tests/Snapshots"

    package init(root: String, displayRoot: String = GoldenStore.defaultDisplayRoot) {
        self.root = root
        self.displayRoot = displayRoot
    }

    package func path(_ relative: String) -> String { root + "/" + relative }
    package func displayPath(_ relative: String) -> String { displayRoot + "/" + relative }
    package static func pendingName(_ name: String) -> String { name + pendingSuffix }

    /// Fails (exit 1) unless the folder exists, is a folder, and can be listed.
    package func requireFolder() throws(CommandError) {
        switch FileSystem.kind(root) {
        case .missing:
            throw .failure("The goldens folder \(displayRoot) does not exist (\(root)). "
                + "Create the first goldens with 'swift run snapshot record'.")
        case .directory:
            break
        case .symbolicLink where FileSystem.resolved(root).map(FileSystem.kind) == .directory:
            break
        default:
            throw .failure("\(displayRoot) is not a folder (\(root))")
        }
        guard FileSystem.isReadableDirectory(root) else {
            throw .failure("The goldens folder \(displayRoot) cannot be read (\(root))")
        }
    }

    /// Creates the goldens folder (and `Tests/`) when it does not exist yet.
    package func createFolderIfMissing() throws(CommandError) {
        guard FileSystem.kind(root) == .missing else { return }
        do { try FileSystem.makeDirectories(root) } catch { throw .failure(error.description) }
    }

    /// The bytes of `relative`, or nil when there is no such file. Fails for a folder,
    /// a dangling link, or a link that leads outside the goldens folder.
    package func readBytes(_ relative: String) throws(CommandError) -> [UInt8]? {
        let full = path(relative)
        switch FileSystem.kind(full) {
        case .missing:
            return nil
        case .file, .symbolicLink:
            try requireInside(full, shown: relative)
            do { return try FileSystem.readAll(full) } catch { throw .failure(error.description) }
        case .directory, .other:
            throw .failure("\(displayPath(relative)) is not a regular file")
        }
    }

    /// Fails unless `bytes`, read from `relative`, are valid UTF-8.
    package func requireUTF8(_ bytes: [UInt8], of relative: String) throws(CommandError) {
        guard let offset = UTF8Text.firstInvalidOffset(bytes) else { return }
        throw .failure("\(displayPath(relative)) is not valid UTF-8 (first bad byte at offset \(offset)); "
            + "goldens are UTF-8 text. Delete it and run 'swift run snapshot check' to make it new.")
    }

    /// Writes `bytes` to `relative` atomically, creating folders inside the store.
    package func write(_ bytes: [UInt8], to relative: String) throws(CommandError) {
        let full = path(relative)
        let folder = String(full[..<(full.lastIndex(of: "/") ?? full.startIndex)])
        try requireInside(nearestExisting(folder), shown: relative)
        do {
            try FileSystem.makeDirectories(folder)
            try requireInside(folder, shown: relative)
            try FileSystem.writeAtomically(bytes, to: full)
        } catch let error as FileSystem.Failure {
            throw .failure(error.description)
        } catch let error as CommandError {
            throw error
        } catch {
            throw .failure("\(error)")
        }
    }

    /// Renames `source` over `destination` (both relative), atomically.
    package func move(_ source: String, to destination: String) throws(CommandError) {
        try requireInside(path(source), shown: source)
        do { try FileSystem.move(path(source), to: path(destination)) } catch { throw .failure(error.description) }
    }

    /// Deletes `relative` (a file or a link; never follows it).
    package func remove(_ relative: String) throws(CommandError) {
        do { try FileSystem.remove(path(relative)) } catch { throw .failure(error.description) }
    }

    /// Fails unless `full`, with links resolved, lies inside the goldens folder.
    private func requireInside(_ full: String, shown: String) throws(CommandError) {
        guard let resolvedRoot = FileSystem.resolved(root) else {
            throw .failure("The goldens folder \(displayRoot) cannot be resolved")
        }
        guard let resolved = FileSystem.resolved(full) else {
            throw .failure("\(displayPath(shown)) is a link that leads nowhere")
        }
        guard resolved == resolvedRoot || resolved.hasPrefix(resolvedRoot + "/") else {
            throw .failure("\(displayPath(shown)) leads outside \(displayRoot) (to \(resolved)); refusing to use it")
        }
    }

    private func nearestExisting(_ folder: String) -> String {
        var current = folder
        while FileSystem.kind(current) == .missing, let slash = current.lastIndex(of: "/"), slash > current.startIndex {
            current = String(current[..<slash])
        }
        return current
    }
}
