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

    /// Where confinement starts: the folder above the first step (the package root, whose
    /// own place is the user's choice), and the folders from it down to ``root``, each of
    /// which must be a real folder, never a symbolic link (`["Tests", "Snapshots"]`).
    package let base: String
    package let steps: [String]

    /// The largest golden or pending file written, accepted or read (256 MiB): a render
    /// above it is refused before it is written, so no later run meets a golden it cannot read.
    package var maximumBytes = FileSystem.defaultReadLimit

    package static let pendingSuffix = ".new"
    package static let defaultDisplayRoot = "Tests/Snapshots"

    /// The goldens folder `root`; only its last component is checked for links.
    package init(root: String, displayRoot: String = GoldenStore.defaultDisplayRoot) {
        self.root = root
        self.displayRoot = displayRoot
        self.base = PackageRoot.folder(of: root)
        self.steps = [String(root[root.index(after: root.lastIndex(of: "/") ?? root.startIndex)...])]
    }

    /// The goldens folder of the package at `packageRoot`: `Tests` and `Snapshots` are
    /// both checked, so a cloned repository carrying `Tests -> /anywhere` is refused.
    ///
    ///     GoldenStore(packageRoot: "/work/app").root   // "/work/app/Tests/Snapshots"
    package init(packageRoot: String) {
        self.root = packageRoot + "/" + Self.defaultDisplayRoot
        self.displayRoot = Self.defaultDisplayRoot
        self.base = packageRoot
        self.steps = Self.defaultSteps
    }

    /// `["Tests", "Snapshots"]`, split once (every golden an assertion resolves makes a store).
    private static let defaultSteps = defaultDisplayRoot.split(separator: "/").map(String.init)

    package func path(_ relative: String) -> String { root + "/" + relative }
    package func displayPath(_ relative: String) -> String { displayRoot + "/" + relative }
    package static func pendingName(_ name: String) -> String { name + pendingSuffix }

    /// Fails (exit 1) unless the folder exists, is a folder (not a link to one), and can
    /// be listed.
    package func requireFolder() throws(CommandError) {
        try requireRealSteps()
        switch FileSystem.kind(root) {
        case .missing:
            throw .failure("The goldens folder \(displayRoot) does not exist (\(Printable.path(root))). "
                + "Create the first goldens with 'swift run snapshot record'.")
        case .directory:
            break
        case .symbolicLink:
            throw .failure("The goldens folder \(displayRoot) is a symbolic link (\(Printable.path(root))); "
                + "refusing to write or delete through it. Make it a real folder.")
        default:
            throw .failure("\(displayRoot) is not a folder (\(Printable.path(root)))")
        }
        guard FileSystem.isReadableDirectory(root) else {
            throw .failure("The goldens folder \(displayRoot) cannot be read (\(Printable.path(root)))")
        }
    }

    /// Creates the goldens folder (and `Tests/`) when it does not exist yet.
    /// Each folder is made inside the one above it, never through a link.
    package func createFolderIfMissing() throws(CommandError) {
        try requireRealSteps()
        guard FileSystem.kind(root) == .missing else { return }
        do {
            var folder = try Directory.following(base)
            for step in steps { folder = try folder.subfolder(step, creating: true) }
        } catch { throw .failure(error.description) }
    }

    /// The goldens folder, opened from ``base`` one step at a time without following a
    /// link; every write, rename and delete happens relative to it (see ``Directory``).
    package func openFolder() throws(CommandError) -> Directory {
        do {
            var folder = try Directory.following(base)
            for step in steps { folder = try folder.subfolder(step, creating: false) }
            return folder
        } catch { throw .failure(error.description) }
    }

    /// Fails when a folder between ``base`` and the goldens folder (`Tests`) is a link or
    /// not a folder. The goldens folder itself is left to the caller's own message.
    package func requireRealSteps() throws(CommandError) {
        var folder = base
        for step in steps.dropLast() {
            folder += "/" + step
            switch FileSystem.kind(folder) {
            case .directory, .missing: continue
            case .symbolicLink:
                throw .failure("\(Printable.path(folder)) is a symbolic link; refusing to read, write or delete goldens "
                    + "through it (the goldens folder must be a real folder inside the package). Make it a real folder.")
            case .file, .other:
                throw .failure("\(Printable.path(folder)) is not a folder")
            }
        }
    }

    /// The folder holding `relative` (opened, and created when `creating`) and the file name.
    private func locate(_ relative: String, creating: Bool) throws(CommandError) -> (Directory, String) {
        let slash = relative.lastIndex(of: "/")
        let folder = slash.map { String(relative[..<$0]) } ?? ""
        let name = slash.map { String(relative[relative.index(after: $0)...]) } ?? relative
        let goldens = try openFolder()
        do { return (try goldens.descend(folder, creating: creating), name) } catch { throw .failure(error.description) }
    }

    /// The bytes of `relative`, or nil when there is no such file. Fails for a folder,
    /// a dangling link, or a link that leads outside the goldens folder; never reads
    /// through a linked folder (see ``readBytes(_:steps:oneOpen:)``).
    package func readBytes(_ relative: String) throws(CommandError) -> [UInt8]? {
        let steps = confinedSteps(of: relative)
        return try readBytes(relative, steps: steps, oneOpen: steps == nil ? nil : oneOpen(plain: relative))
    }

    /// Fails unless `bytes`, read from `relative`, are valid UTF-8.
    package func requireUTF8(_ bytes: [UInt8], of relative: String) throws(CommandError) {
        guard let offset = UTF8Text.firstInvalidOffset(bytes) else { return }
        throw .failure("\(displayPath(relative)) is not valid UTF-8 (first bad byte at offset \(offset)); "
            + "goldens are UTF-8 text. Delete it and run 'swift run snapshot check' to make it new.")
    }

    /// Writes `bytes` to `relative` atomically, creating folders inside the store. A
    /// folder on the way that is a symbolic link is refused, even one swapped in while
    /// the tool runs: every step is relative to an opened, verified folder.
    package func write(_ bytes: [UInt8], to relative: String) throws(CommandError) {
        guard bytes.count <= maximumBytes else {
            throw .failure("\(displayPath(Printable.path(relative))) not written: the render is \(bytes.count) bytes, above the "
                + "\(maximumBytes) a golden may have (every later run would refuse to read it)")
        }
        let (folder, name) = try locate(relative, creating: true)
        do { try folder.writeAtomically(bytes, to: name) } catch { throw .failure(error.description) }
    }

    /// Renames `source` over `destination` (both relative), atomically. When the rename
    /// fails, `source` is kept as it was.
    package func move(_ source: String, to destination: String) throws(CommandError) {
        let (from, sourceName) = try locate(source, creating: false)
        let (to, destinationName) = try locate(destination, creating: false)
        if let size = from.size(sourceName), size > maximumBytes {
            throw .failure("cannot accept \(displayPath(Printable.path(source))): it is \(size) bytes, above the \(maximumBytes) "
                + "a golden may have (every later run would refuse to read it); it was kept")
        }
        if to.kind(destinationName) == .directory {
            throw .failure("cannot accept \(displayPath(Printable.path(source))): \(displayPath(Printable.path(destination))) "
                + "is a folder; it was kept")
        }
        do { try from.move(sourceName, to: destinationName, in: to) } catch {
            throw .failure(error.description + "; \(displayPath(Printable.path(source))) was kept")
        }
    }

    /// Deletes `relative` (a file or a link; never follows it).
    package func remove(_ relative: String) throws(CommandError) {
        let (folder, name) = try locate(relative, creating: false)
        do { try folder.remove(name) } catch { throw .failure(error.description) }
    }

    /// Fails unless `full`, with links resolved, lies inside the goldens folder; the
    /// resolved folder and file.
    func requireInside(_ full: String, shown: String) throws(CommandError) -> (root: String, file: String) {
        guard let resolvedRoot = FileSystem.resolved(root) else {
            throw .failure("The goldens folder \(displayRoot) cannot be resolved")
        }
        guard let resolved = FileSystem.resolved(full) else {
            throw .failure("\(displayPath(Printable.path(shown))) is a link that leads nowhere")
        }
        guard resolved == resolvedRoot || resolved.hasPrefix(resolvedRoot + "/") else {
            throw .failure("\(displayPath(Printable.path(shown))) leads outside \(displayRoot) (to \(Printable.path(resolved))); refusing to use it")
        }
        return (resolvedRoot, resolved)
    }
}
