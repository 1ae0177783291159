#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder held open by descriptor: every file operation below it is relative to that
/// descriptor (`openat`, `renameat`, `unlinkat`), and every sub-folder is entered with
/// `O_NOFOLLOW`. Once a folder is verified, swapping one of its path components for a
/// symbolic link cannot redirect a write or a delete elsewhere.
///
///     let goldens = try Directory.verified("/pkg/Tests/Snapshots")
///     let gallery = try goldens.subfolder("gallery", creating: true)
///     try gallery.writeAtomically(bytes, to: "kit-grid.txt")
package final class Directory: Sendable {
    /// The folder's path, for messages.
    package let path: String
    private let descriptor: Int32

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Opens the folder at `path`; its last component must not be a symbolic link
    /// (earlier components may be: they are the user's choice of where the package is).
    package static func verified(_ path: String) throws(FileSystem.Failure) -> Directory {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw folderFailure(path, kind: FileSystem.kind(path)) }
        return Directory(path: path, descriptor: descriptor)
    }

    /// Opens the folder at `path`, following links anywhere in it: a folder the user
    /// named (`--out`, the folder of `--report`).
    package static func following(_ path: String) throws(FileSystem.Failure) -> Directory {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSystem.failure("cannot open folder", path) }
        return Directory(path: path, descriptor: descriptor)
    }

    /// The sub-folder `name` (one component), entered without following a link; created
    /// when missing and `creating` is set.
    package func subfolder(_ name: String, creating: Bool) throws(FileSystem.Failure) -> Directory {
        let full = path + "/" + name
        if creating, kind(name) == .missing, mkdirat(descriptor, name, 0o755) != 0, errno != EEXIST {
            throw FileSystem.failure("cannot create folder", full)
        }
        let child = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard child >= 0 else { throw Self.folderFailure(full, kind: kind(name)) }
        return Directory(path: full, descriptor: child)
    }

    /// The folder `relative` (components separated by `/`) below this one.
    package func descend(_ relative: String, creating: Bool) throws(FileSystem.Failure) -> Directory {
        var folder = self
        for component in relative.split(separator: "/") {
            folder = try folder.subfolder(String(component), creating: creating)
        }
        return folder
    }

    /// What is at `name`, without following a link.
    package func kind(_ name: String) -> FileSystem.Kind {
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return .missing }
        return FileSystem.Kind(mode: info.st_mode)
    }

    /// The size in bytes of the regular file `name` (a link is not followed), or nil.
    package func size(_ name: String) -> Int? {
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0, FileSystem.Kind(mode: info.st_mode) == .file else { return nil }
        return Int(info.st_size)
    }

    /// Writes `bytes` to `name` atomically: a temporary file in this folder, `fsync`, then
    /// `renameat` over `name`. Refuses to replace anything but a regular file or a link.
    package func writeAtomically(_ bytes: [UInt8], to name: String) throws(FileSystem.Failure) {
        let full = path + "/" + name
        switch kind(name) {
        case .missing, .file, .symbolicLink: break
        case .directory: throw FileSystem.Failure(description: "cannot write \(Printable.path(full)): it is a folder")
        case .other: throw FileSystem.Failure(description: "cannot write \(Printable.path(full)): not a regular file")
        }
        let temporary = try TemporaryName.make(for: name, in: path)
        let file = openat(descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard file >= 0 else { throw FileSystem.failure("cannot create", path + "/" + temporary) }
        var failure = FileSystem.writeAll(bytes, to: file, shown: path + "/" + temporary)
        if failure == nil, fsync(file) != 0 { failure = FileSystem.failure("cannot flush", path + "/" + temporary) }
        close(file)
        if let failure {
            unlinkat(descriptor, temporary, 0)
            throw failure
        }
        guard renameat(descriptor, temporary, descriptor, name) == 0 else {
            let failure = FileSystem.failure("cannot rename \(Printable.path(path + "/" + temporary)) to", full)
            unlinkat(descriptor, temporary, 0)
            throw failure
        }
    }

    /// `renameat(2)` from `source` here to `destination` in `folder`: atomic. On failure
    /// `source` is left exactly as it was.
    package func move(_ source: String, to destination: String, in folder: Directory) throws(FileSystem.Failure) {
        guard renameat(descriptor, source, folder.descriptor, destination) == 0 else {
            throw FileSystem.failure("cannot rename \(Printable.path(path + "/" + source)) to", folder.path + "/" + destination)
        }
    }

    /// Deletes the file or link `name` (never what a link points to).
    package func remove(_ name: String) throws(FileSystem.Failure) {
        guard unlinkat(descriptor, name, 0) == 0 else { throw FileSystem.failure("cannot delete", path + "/" + name) }
    }

    /// The entries of this folder as raw bytes (file names need not be UTF-8), without
    /// `.` and `..`, with what each is (links not followed).
    package func entries() throws(FileSystem.Failure) -> [(name: [UInt8], kind: FileSystem.Kind)] {
        let copy = openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard copy >= 0, let stream = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            throw FileSystem.failure("cannot list folder", path)
        }
        defer { closedir(stream) }
        var found: [(name: [UInt8], kind: FileSystem.Kind)] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix(while: { $0 != 0 })) }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            var info = stat()
            let cName = name.map { CChar(bitPattern: $0) } + [0]
            let exists = fstatat(descriptor, cName, &info, AT_SYMLINK_NOFOLLOW) == 0
            found.append((name, exists ? FileSystem.Kind(mode: info.st_mode) : .missing))
        }
        return found
    }

    private static func folderFailure(_ path: String, kind: FileSystem.Kind) -> FileSystem.Failure {
        switch kind {
        case .symbolicLink:
            return FileSystem.Failure(description: "\(Printable.path(path)) is a symbolic link; refusing to write or delete through it")
        case .file, .other:
            return FileSystem.Failure(description: "\(Printable.path(path)) is not a folder")
        case .missing, .directory:
            return FileSystem.failure("cannot open folder", path)
        }
    }
}
