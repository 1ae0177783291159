#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import KitSupport

/// Claims shared by the test processes of one `swift test` run. XCTest's `--parallel`
/// runs tests in worker processes, children of one `swift-test` process, so the claims of
/// one process (``GoldenClaims``) cannot see two workers writing one golden; this ledger
/// can: one file per golden in a folder named after that parent and its start time, made
/// with `O_EXCL`, holding the claiming call site and the render's size and hash.
///
///     $TMPDIR/templatekit-snapshot-claims-<uid>/<parent pid>-<parent start>/<hash of path>
///
/// Used only when the parent process is `swift-test` (so two runs of a test binary from
/// one shell never meet). Folders of parents that have ended are removed on first use.
package struct RunClaimLedger: Sendable {
    let folder: String

    /// A ledger kept in `folder` (tests; the run's is ``current``).
    package init(folder: String) {
        self.folder = folder
    }

    /// The ledger of this run, or nil when the process was not started by `swift test`.
    package static let current: RunClaimLedger? = {
        let parent = getppid()
        guard parentIsSwiftTest(parent), let start = startTime(of: parent) else { return nil }
        let base = NSTemporaryDirectory() + "templatekit-snapshot-claims-\(getuid())"
        mkdir(base, 0o700)
        removeEnded(in: base)
        let folder = base + "/\(parent)-\(start)"
        guard mkdir(folder, 0o700) == 0 || errno == EEXIST else { return nil }
        return RunClaimLedger(folder: folder)
    }()

    /// A message when another process of this run already claimed `path` differently.
    package func claim(_ path: String, site: String, size: Int, digest: UInt64) -> String? {
        let record = "\(site)\n\(size)\n\(digest)\n"
        let file = folder + "/" + String(Self.fnv(Array(path.utf8)), radix: 16)
        let descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            _ = record.withCString { write(descriptor, $0, strlen($0)) }
            close(descriptor)
            return nil
        }
        guard errno == EEXIST, let data = FileManager.default.contents(atPath: file) else { return nil }
        let fields = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard fields.count >= 3 else { return nil }  // being written by its claimer just now
        let (otherSite, otherSize, otherDigest) = (String(fields[0]), String(fields[1]), String(fields[2]))
        if otherSite == site, otherSize == String(size), otherDigest == String(digest) { return nil }
        let other = otherSite == site ? "the same call with a different render, in another test process" : otherSite + ", in another test process"
        return "Two assertions write the same golden \(path) in one run (\(other) and \(site)): give each its own name with named:"
    }

    /// A hash of `bytes`, the same in every process (``FNV1a/words(_:)-([UInt8])``).
    package static func fnv(_ bytes: [UInt8]) -> UInt64 {
        FNV1a.words(bytes)
    }

    private static func parentIsSwiftTest(_ pid: pid_t) -> Bool {
        guard let comm = try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8) else { return false }
        return comm.trimmingCharacters(in: .whitespacesAndNewlines) == "swift-test"
    }

    /// Field 22 of `/proc/PID/stat` (start time in clock ticks since boot): with the pid,
    /// it names one process even after pids wrap.
    private static func startTime(of pid: pid_t) -> String? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 19 ? String(fields[19]) : nil
    }

    private static func removeEnded(in base: String) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? [] {
            guard let pid = name.split(separator: "-").first.flatMap({ Int32($0) }),
                  let start = name.split(separator: "-").last else { continue }
            if FileSystem.isProcessAlive(pid), startTime(of: pid) == String(start) { continue }
            try? FileManager.default.removeItem(atPath: base + "/" + name)
        }
    }
}
