#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CSystemCalls
import Foundation

/// The package roots that golden reads start from, each held open by descriptor, so a
/// golden is read with one `stat` of the root and one open of the whole path below it
/// (`openat2` with no link allowed on the way; `O_NOFOLLOW_ANY` on Darwin) instead of an
/// open and a close per folder. The held root is used only while `stat` of its path finds
/// the very folder held (same device and inode: an inode cannot be reused while it is held
/// open), so a root moved or replaced is met exactly as `open` of its path would meet it.
/// A few roots are held (a test run has one; tests that make packages have more): the
/// oldest is let go first.
///
///     let bytes = HeldFolders.shared.readRegularFile("Tests/Snapshots/A/b.txt", below: "/app", maximumBytes: 1 << 20)
///     // nil: not read this way (a link on the way, no such file, …): read it step by step
final class HeldFolders: @unchecked Sendable {
    static let shared = HeldFolders()
    /// How many roots are held at once.
    static let capacity = 4

    private let lock = NSLock()
    /// Newest first.
    private var held: [Folder] = []
    /// Set when the system has no one-call confined open (`ENOSYS`, or refused by a sandbox).
    private var unsupported = false

    /// One folder held open; closed when nothing uses it any more.
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
            (self.path, self.descriptor, self.device, self.inode) = (path, descriptor, UInt64(info.st_dev), UInt64(info.st_ino))
        }

        deinit { close(descriptor) }

        func isSame(as info: stat) -> Bool {
            UInt64(info.st_dev) == device && UInt64(info.st_ino) == inode
        }
    }

    /// The whole regular file at `path` below the folder `base` (which may be reached
    /// through links, as `open` follows them), with no link at any step of `path`; nil when
    /// it cannot be read that way for any reason — missing, a link on the way, not a
    /// regular file, above `maximumBytes`, an error — and the caller's step-by-step read
    /// then finds what is there and says so.
    func readRegularFile(_ path: String, below base: String, maximumBytes: Int) -> [UInt8]? {
        guard let folder = folder(base) else { return nil }
        return withExtendedLifetime(folder) {
            let file = csystemcalls_open_beneath(folder.descriptor, path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
            guard file >= 0 else {
                if errno == ENOSYS || errno == EPERM { lock.withLock { unsupported = true } }
                return nil
            }
            defer { close(file) }
            var info = stat()
            guard fstat(file, &info) == 0, FileSystem.Kind(mode: info.st_mode) == .file else { return nil }
            return try? FileSystem.readRegularFile(file, size: Int(info.st_size), path: base + "/" + path, maximumBytes: maximumBytes)
        }
    }

    /// The held folder whose path is `base` and which `base` still names, opened (and held)
    /// when it is not held yet or `base` now names another folder.
    private func folder(_ base: String) -> Folder? {
        let (isUnsupported, known) = lock.withLock { (unsupported, held.first { $0.path == base }) }
        var info = stat()
        guard !isUnsupported, stat(base, &info) == 0 else { return nil }
        if let known, known.isSame(as: info) { return known }
        guard let opened = Folder(path: base) else { return nil }
        lock.withLock {
            held.removeAll { $0.path == base }
            held.insert(opened, at: 0)
            if held.count > Self.capacity { held.removeLast() }
        }
        return opened
    }
}
