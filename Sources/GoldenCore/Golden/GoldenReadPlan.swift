#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One golden's read, worked out once for an assertion site and done on every call: the
/// same bytes, failures and refusals as ``GoldenStore/readBytes(_:)``, in fewer system
/// calls when the golden is a plain file on a path of real folders, as it nearly always is.
///
///     let plan = GoldenReadPlan(store: store, relative: "EpisodesTests/episodes.txt")
///     let golden = try plan.read()   // nil: no golden yet
///
/// The plain read opens the file without following a link (`O_NOFOLLOW`), checks with
/// `fstat` that it is a regular file and with one `lstat` per folder that no folder on the
/// way is a link, and reads it: `open`, `fstat`, the `lstat`s, one `read`, `close`.
/// Anything else — no file, a link, a FIFO, a linked folder, a path with `.` or `..` —
/// goes to the store's own read, which says what is wrong as it always has.
package struct GoldenReadPlan: Sendable {
    package let store: GoldenStore
    /// The golden's name inside the store, e.g. `EpisodesTests/episodes.txt`.
    package let relative: String
    /// `store.path(relative)`.
    package let fullPath: String
    /// The lengths of the prefixes of ``fullPath`` that must be real folders for the plain
    /// read (``GoldenStore/plainFolderEnds(of:)``); nil when every read is the store's own.
    let folderEnds: [Int]?

    package init(store: GoldenStore, relative: String) {
        self.store = store
        self.relative = relative
        self.fullPath = store.path(relative)
        self.folderEnds = store.plainFolderEnds(of: relative)
    }

    /// The golden's bytes, or nil when there is none; fails as ``GoldenStore/readBytes(_:)`` does.
    package func read() throws(CommandError) -> [UInt8]? {
        if let folderEnds, let bytes = try readPlainly(checking: folderEnds) { return bytes }
        return try store.readBytes(relative)
    }

    /// The bytes when the golden is a regular file (not a link) and every folder ending
    /// at `folderEnds` is a real folder; nil, with nothing read, when it is anything else.
    private func readPlainly(checking folderEnds: [Int]) throws(CommandError) -> [UInt8]? {
        let descriptor = fullPath.withCString { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, FileSystem.Kind(mode: info.st_mode) == .file,
              FileSystem.areFolders(prefixesOf: fullPath, lengths: folderEnds) else { return nil }
        do {
            return try FileSystem.readRegularFile(descriptor, size: Int(info.st_size), path: fullPath, maximumBytes: store.maximumBytes)
        } catch {
            throw .failure(error.description)
        }
    }
}
