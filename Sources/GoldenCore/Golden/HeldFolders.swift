#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CSystemCalls
import Foundation

/// A golden read in one open: the whole path from the package root opened in one call with
/// no link allowed anywhere on it (`openat2` with `RESOLVE_NO_SYMLINKS`; `O_NOFOLLOW_ANY`
/// on Darwin) — exactly what opening the root and then each step without following a link
/// finds, when nothing on the way is a link — instead of an open and a close per folder.
///
/// A package root reached through a link (`/tmp` on macOS, a linked home) is held open by
/// descriptor and the path below it opened relative to it, used only while `stat` of the
/// root's path finds the very folder held (same device and inode: an inode cannot be reused
/// while it is held open), so a root moved or replaced is met exactly as `open` of its path
/// would meet it. A few such roots are held; the oldest is let go first.
///
///     let open = store.oneOpen(plain: "A/b.txt")!   // /app/Tests/Snapshots/A/b.txt
///     let bytes = HeldFolders.shared.readRegularFile(below: "/app", open, maximumBytes: 1 << 20)
///     // nil: not read this way (a link on the way, no such file, …): read it step by step
final class HeldFolders: @unchecked Sendable {
    static let shared = HeldFolders()
    /// How many roots reached through a link are held at once.
    static let capacity = 4

    private let lock = NSLock()
    /// Roots reached through a link, newest first.
    private var held: [Folder] = []
    /// Set when the system has no one-call open without links (`ENOSYS`, or refused by a sandbox).
    private var unsupported = false

    /// A folder held open; closed when nothing uses it any more.
    private final class Folder: Sendable {
        let path: String
        let descriptor: Int32
        let device: UInt64
        let inode: UInt64

        init?(path: String) {
            let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else { return nil }
            var info = stat()
            guard fstat(descriptor, &info) == 0 else {
                close(descriptor)
                return nil
            }
            (self.path, self.descriptor) = (path, descriptor)
            (device, inode) = (UInt64(truncatingIfNeeded: info.st_dev), UInt64(truncatingIfNeeded: info.st_ino))
        }

        deinit { close(descriptor) }

        func isSame(as info: stat) -> Bool {
            UInt64(truncatingIfNeeded: info.st_dev) == device && UInt64(truncatingIfNeeded: info.st_ino) == inode
        }
    }

    private static let flags = O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC

    /// The whole regular file at `open.path` below the folder `base` (`open.full` is `base/path`),
    /// where `base` may be reached through links, as `open` follows them, and no step of
    /// `path` is a link; nil when it cannot be read that way for any reason — missing, a
    /// link on the way, not a regular file, above `maximumBytes`, an error — and the
    /// caller's step-by-step read then finds what is there and says so.
    func readRegularFile(below base: String, _ open: GoldenStore.OneOpen, maximumBytes: Int) -> [UInt8]? {
        withFile(below: base, open) { Self.read($0, full: open.full, maximumBytes: maximumBytes) } ?? nil
    }

    /// Whether the file opened as ``readRegularFile(below:_:maximumBytes:)`` opens it holds
    /// exactly `expected` (not empty), known from one `pread` of one byte more, without
    /// `fstat`: a regular file's read comes back short only at its end, and `pread` refuses
    /// a FIFO, socket or terminal (`ESPIPE`) without taking their data, and a folder
    /// (`EISDIR`). False when it cannot tell so — other bytes, no file, a link on the way —
    /// and the caller reads the file whole.
    ///
    ///     HeldFolders.shared.holds(below: "/app", open, exactly: render)   // true: the golden matches
    func holds(below base: String, _ open: GoldenStore.OneOpen, exactly expected: [UInt8]) -> Bool {
        guard !expected.isEmpty else { return false }
        return withFile(below: base, open) { file in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: expected.count + 1) { buffer in
                var count: Int
                repeat { count = pread(file, buffer.baseAddress!, expected.count + 1, 0) } while count < 0 && errno == EINTR
                return count == expected.count
                    && expected.withUnsafeBufferPointer { memcmp($0.baseAddress!, buffer.baseAddress!, count) == 0 }
            }
        } ?? false
    }

    /// `body` of the file at `open.path` below `base`, opened with no link on `path`, then
    /// closed; nil when it cannot be opened that way.
    private func withFile<Result>(below base: String, _ open: GoldenStore.OneOpen, _ body: (Int32) -> Result) -> Result? {
        let (isUnsupported, known) = lock.withLock { (unsupported, held.first { $0.path == base }) }
        guard !isUnsupported else { return nil }
        if known == nil {
            let file = csystemcalls_open_without_links(AT_FDCWD, open.full, Self.flags)
            if file >= 0 { return Self.using(file, body) }
            // A link on the way, in the root (held from now on) or below it (then the steps decide).
            guard errno == ELOOP else { return noteFailure() }
        }
        var info = stat()
        guard stat(base, &info) == 0 else { return nil }
        let folder: Folder
        if let known, known.isSame(as: info) {
            folder = known
        } else {
            guard let opened = Folder(path: base) else { return nil }
            folder = opened
        }
        return withExtendedLifetime(folder) {
            let file = csystemcalls_open_without_links(folder.descriptor, open.path, Self.flags)
            guard file >= 0 else { return noteFailure() }
            // The link was in the root: hold it (a link below it leaves nothing held).
            if folder !== known { hold(folder) }
            return Self.using(file, body)
        }
    }

    /// `body` of the open `file`, which it then closes.
    private static func using<Result>(_ file: Int32, _ body: (Int32) -> Result) -> Result {
        defer { close(file) }
        return body(file)
    }

    /// The open `file` whole if it is a regular file.
    private static func read(_ file: Int32, full: String, maximumBytes: Int) -> [UInt8]? {
        var info = stat()
        guard fstat(file, &info) == 0, FileSystem.Kind(mode: info.st_mode) == .file else { return nil }
        return try? FileSystem.readRegularFile(file, size: Int(info.st_size), path: full, maximumBytes: maximumBytes)
    }

    /// Nil, remembering when the failure says the system has no such open.
    private func noteFailure<Result>() -> Result? {
        if errno == ENOSYS || errno == EPERM { lock.withLock { unsupported = true } }
        return nil
    }

    /// Holds `folder` in place of any other for its path, letting the oldest go past ``capacity``.
    private func hold(_ folder: Folder) {
        lock.withLock {
            held.removeAll { $0.path == folder.path }
            held.insert(folder, at: 0)
            if held.count > Self.capacity { held.removeLast() }
        }
    }
}
