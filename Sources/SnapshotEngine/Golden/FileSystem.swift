#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The few file operations the golden store needs, with POSIX error messages. Nothing
/// here follows a symbolic link unless it says so.
package enum FileSystem {
    package enum Kind: Sendable, Equatable { case missing, file, directory, symbolicLink, other }

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
        switch info.st_mode & 0o170000 {
        case 0o100000: return .file
        case 0o040000: return .directory
        case 0o120000: return .symbolicLink
        default: return .other
        }
    }

    /// `path` with every symbolic link resolved, or nil when it cannot be (missing, loop).
    package static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// The whole file at `path`. A file over `maximumBytes` (by `fstat`, or growing past
    /// it while read) is refused with reason `.tooLarge` before it is read whole, so a
    /// huge file costs no memory; otherwise the bytes land in one allocation of the
    /// file's size (no doubling while growing).
    package static func readAll(_ path: String, maximumBytes: Int = .max) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw failure("cannot open", path) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure("cannot read", path) }
        let size = Int(info.st_size)
        if size > maximumBytes { throw tooLarge(path, size, maximumBytes) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure("cannot read", path)
            }
            if count == 0 { return bytes }
            if bytes.count + count > maximumBytes { throw tooLarge(path, bytes.count + count, maximumBytes) }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    private static func tooLarge(_ path: String, _ size: Int, _ limit: Int) -> Failure {
        Failure(description: "cannot read \(path): \(size) bytes, over the limit of \(limit)", reason: .tooLarge(size))
    }

    /// Writes `bytes` to `path` atomically: a temporary file in the same folder
    /// (`NAME.<pid>-<random>.tmp`), flushed with `fsync`, then renamed over `path`.
    /// Refuses to replace anything but a regular file (a device such as `/dev/full`, a
    /// folder, a socket): renaming over it would destroy it.
    package static func writeAtomically(_ bytes: [UInt8], to path: String) throws(Failure) {
        switch kind(path) {
        case .missing, .file: break
        default: throw Failure(description: "cannot write \(path): not a regular file")
        }
        let temporary = "\(path).\(getpid())-\(String(UInt32.random(in: 0...UInt32.max), radix: 16)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw failure("cannot create", temporary) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return write(descriptor, base + written, buffer.count - written)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let error = failure("cannot write", temporary)
                close(descriptor)
                unlink(temporary)
                throw error
            }
            written += count
        }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard synced else {
            unlink(temporary)
            throw failure("cannot flush", temporary)
        }
        try move(temporary, to: path)
    }

    /// `rename(2)`: atomic within one file system.
    package static func move(_ source: String, to destination: String) throws(Failure) {
        guard rename(source, destination) == 0 else {
            let error = failure("cannot rename \(source) to", destination)
            unlink(source)
            throw error
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

    private static func failure(_ what: String, _ path: String) -> Failure {
        Failure(description: "\(what) \(path): \(String(cString: strerror(errno)))")
    }
}
