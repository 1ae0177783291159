#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The few file operations the golden store needs, with POSIX error messages. Nothing
/// here follows a symbolic link unless it says so.
package enum FileSystem {
    package enum Kind: Sendable, Equatable {
        case missing, file, directory, symbolicLink, other

        /// The kind of a `stat` mode.
        init(mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFREG: self = .file
            case S_IFDIR: self = .directory
            case S_IFLNK: self = .symbolicLink
            default: self = .other
            }
        }
    }

    /// A failed operation, with the path and `strerror` text.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package let description: String
        /// Set when the failure is a file over the caller's size limit.
        package var reason: Reason? = nil

        package enum Reason: Sendable, Equatable { case tooLarge(Int) }
    }

    /// What is at `path`, without following a final symbolic link.
    package static func kind(_ path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        return Kind(mode: info.st_mode)
    }

    /// When `path` (not what a link there points to) was last modified, or nil.
    package static func modificationDate(_ path: String) -> Date? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return Date(timeIntervalSince1970: Double(time.tv_sec) + Double(time.tv_nsec) / 1e9)
    }

    /// `path` with every symbolic link resolved, or nil when it cannot be (missing, loop).
    package static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// The largest file `readAll` reads by default: 256 MiB. A state document or golden
    /// above it is refused before any of it is read (see Docs/reliability.md).
    package static let defaultReadLimit = 256 << 20

    /// The whole regular file at `path`, read into one buffer of its size.
    ///
    /// Never blocks on a FIFO, socket or device (opened with `O_NONBLOCK`, then refused
    /// unless `fstat` says it is a regular file), and refuses a file above `maximumBytes`
    /// without reading it (reason `.tooLarge`).
    package static func readAll(_ path: String, maximumBytes: Int = defaultReadLimit) throws(Failure) -> [UInt8] {
        let limit = maximumBytes
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure("cannot open", path) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure("cannot read", path) }
        let kind = Kind(mode: info.st_mode)
        guard kind == .file else {
            throw Failure(description: "cannot read \(Printable.path(path)): \(kind == .directory ? "it is a folder" : "not a regular file (a FIFO, socket or device); skipped")")
        }
        return try readRegularFile(descriptor, size: Int(info.st_size), path: path, maximumBytes: limit)
    }

    /// The rest of ``readAll(_:maximumBytes:)`` once `descriptor` is open on a regular file
    /// that `fstat` said holds `size` bytes: refuses a size above `maximumBytes`, then
    /// reads straight into the array's storage (no zero-filling first). The first read
    /// asks for one byte more than `size`: a regular file's read comes back short only at
    /// its end, so a file that did not change takes one `read`, not a second to see the
    /// end (a matching `expectSnapshot` reads one golden per call). `path` is made only
    /// for a failure's message.
    ///
    ///     let bytes = try FileSystem.readRegularFile(descriptor, size: 2496, path: path, maximumBytes: 1 << 20)
    package static func readRegularFile(_ descriptor: Int32, size: Int, path: @autoclosure () -> String, maximumBytes: Int) throws(Failure) -> [UInt8] {
        let limit = maximumBytes
        guard size <= limit else {
            throw Failure(description: "cannot read \(Printable.path(path())): it is \(size) bytes, above the limit of \(limitText(limit)); "
                + "nothing of it was read", reason: .tooLarge(size))
        }
        var readError: Int32 = 0
        var atEnd = false
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initialized in
            while initialized <= size {
                let count = read(descriptor, buffer.baseAddress! + initialized, size + 1 - initialized)
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                if count < 0 { readError = errno }
                if count <= 0 { atEnd = count == 0; return }
                initialized += count
                // Short of what was asked, with all `size` bytes in: the end of the file.
                if initialized == size { atEnd = true; return }
            }
        }
        if readError != 0 {
            errno = readError
            throw failure("cannot read", path())
        }
        if atEnd { return bytes }
        // A file that grew while it was read: take the rest, still within the limit.
        if bytes.count > limit {
            throw Failure(description: "cannot read \(Printable.path(path())): it grew above the limit of \(limitText(limit))",
                          reason: .tooLarge(bytes.count))
        }
        return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4096) { chunk throws(Failure) -> [UInt8] in
            while true {
                let count = read(descriptor, chunk.baseAddress, chunk.count)
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                if count < 0 { throw failure("cannot read", path()) }
                if count == 0 { return bytes }
                guard bytes.count + count <= limit else {
                    throw Failure(description: "cannot read \(Printable.path(path())): it grew above the limit of \(limitText(limit))",
                                  reason: .tooLarge(bytes.count + count))
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[0..<count]))
            }
        }
    }

    /// `256 MiB (268435456 bytes)`.
    private static func limitText(_ limit: Int) -> String {
        limit % (1 << 20) == 0 ? "\(limit >> 20) MiB (\(limit) bytes)" : "\(limit) bytes"
    }

    /// Writes `bytes` to `path` atomically (see ``Directory/writeAtomically(_:to:)``): the
    /// folder holding `path` is opened once and the temporary file, `fsync` and rename all
    /// happen in it. Refuses to replace anything but a regular file (a device such as
    /// `/dev/full`, a folder, a socket): renaming over it would destroy it. With
    /// `cleaningLeftovers`, temporary files of a killed earlier write of `path` go first.
    package static func writeAtomically(_ bytes: [UInt8], to path: String, cleaningLeftovers: Bool = false) throws(Failure) {
        let slash = path.lastIndex(of: "/")
        let folderPath = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else { throw Failure(description: "cannot write \(Printable.path(path)): no file name") }
        let folder = try Directory.following(folderPath)
        if cleaningLeftovers { TemporaryName.removeLeftovers(of: name, in: folder) }
        try folder.writeAtomically(bytes, to: name)
    }

    /// Writes all of `bytes` to the open file `descriptor`; the failure, if any.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, shown: String) -> Failure? {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer -> Int in
                write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return failure("cannot write", shown) }
            written += count
        }
        return nil
    }

    /// `rename(2)`: atomic within one file system. On failure `source` is left as it was
    /// (a pending render that cannot be accepted must not be lost).
    package static func move(_ source: String, to destination: String) throws(Failure) {
        guard rename(source, destination) == 0 else {
            throw failure("cannot rename \(Printable.path(source)) to", destination)
        }
    }

    /// Deletes the file (or link) at `path`.
    package static func remove(_ path: String) throws(Failure) {
        guard unlink(path) == 0 else { throw failure("cannot delete", path) }
    }

    /// Creates `path` and its missing parents.
    package static func makeDirectories(_ path: String) throws(Failure) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "cannot create folder \(path)")
        }
    }

    /// The names in the folder at `path` (unsorted).
    package static func contents(ofDirectory path: String) throws(Failure) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw Failure(description: "cannot list folder \(path)")
        }
    }

    /// Whether the folder at `path` can be read and listed.
    package static func isReadableDirectory(_ path: String) -> Bool {
        access(path, R_OK | X_OK) == 0
    }

    /// Whether a process with this id is running (or exists under another user).
    package static func isProcessAlive(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    static func failure(_ what: String, _ path: String) -> Failure {
        Failure(description: "\(what) \(Printable.path(path)): \(String(cString: strerror(errno)))")
    }
}
