#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How every golden is read, by the `snapshot` commands and by the assertions alike: each
/// step from the package root down is opened relative to the folder above it (`openat`
/// with `O_NOFOLLOW`, as `os.Root`-style confinement does), so a folder swapped for a
/// symbolic link at any moment is met as a link, never followed. A link inside the
/// goldens folder is resolved by name, checked to stay inside, and its target read the
/// same confined way.
///
///     store.confinedSteps(of: "EpisodesTests/episodes.txt")   // ["Tests", "Snapshots", "EpisodesTests", "episodes.txt"]
///     let golden = try store.readBytes("EpisodesTests/episodes.txt")
extension GoldenStore {
    /// What one confined read found.
    enum ConfinedRead {
        case bytes([UInt8])
        case missing
        /// A folder, FIFO, socket or device.
        case notRegular
        /// A symbolic link at step `index` (counted from the package root).
        case link(index: Int)
    }

    /// A golden's path as one open takes it: in full, and below ``base``.
    package struct OneOpen: Sendable {
        /// `base/path`.
        package let full: String
        /// Where ``path`` starts in ``full``, in UTF-8 bytes.
        private let pathStart: Int

        /// `base` + `/` + the pieces, made in one allocation.
        init(base: String, pieces: [String]) {
            var full = ""
            full.reserveCapacity(pieces.reduce(base.utf8.count) { $0 + 1 + $1.utf8.count })
            full += base
            for piece in pieces {
                full += "/"
                full += piece
            }
            self.full = full
            pathStart = base.utf8.count + 1
        }

        /// The steps joined by `/`, e.g. `Tests/Snapshots/EpisodesTests/episodes.txt` (only a
        /// package root that is a link needs it: the path is then opened below the held root).
        package var path: String { String(decoding: full.utf8.dropFirst(pathStart), as: UTF8.self) }
    }

    /// The one-call path of `relative`, whose ``confinedSteps(of:)`` the caller found
    /// plain (not nil): the store's steps, then `relative` as it is — what those steps
    /// joined by `/` spell, since a name split at its `/`s joins back to itself. Nil when
    /// a step of the store is empty (a path would skip it where a step-by-step open fails).
    package func oneOpen(plain relative: String) -> OneOpen? {
        guard !steps.contains(where: { $0.isEmpty }) else { return nil }
        return OneOpen(base: base, pieces: steps + [relative])
    }

    /// The steps from ``base`` to `relative`: the goldens folder's own, then `relative`'s;
    /// nil when a step of `relative` is empty, `.` or `..` (such a name is resolved first).
    package func confinedSteps(of relative: String) -> [String]? {
        let parts = Self.asciiSteps(of: relative)
            ?? relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else { return nil }
        return steps + parts
    }

    /// The `/`-separated steps of an ASCII name, split on its bytes; nil for any other name.
    /// In ASCII (every golden an assertion names) each byte is its own Character (CR LF
    /// aside, never a `/`), so the bytes split where the Characters split, without the
    /// grapheme breaking that was most of resolving a golden.
    private static func asciiSteps(of relative: String) -> [String]? {
        var relative = relative
        return relative.withUTF8 { bytes -> [String]? in
            var parts: [String] = []
            var start = 0
            for index in bytes.indices {
                if bytes[index] >= 0x80 { return nil }
                if bytes[index] == UInt8(ascii: "/") {
                    parts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                    start = index + 1
                }
            }
            parts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            return parts
        }
    }

    /// The bytes of `relative`, or nil when there is none, with `steps` from
    /// ``confinedSteps(of:)`` and `oneOpen` from ``oneOpen(plain:)`` (a caller reading the
    /// same golden again keeps them: a system without the one-call open reads every
    /// golden step by step). Fails for a folder, FIFO, socket or device; a linked goldens folder or
    /// `Tests`; a link that leads nowhere or outside the goldens folder; a link appearing on
    /// the way while it is read.
    ///
    /// A plain golden is opened in one call, no link allowed at any step (``HeldFolders``);
    /// anything else — a link, no file, an error — is read step by step, which finds what
    /// is there and says so.
    package func readBytes(_ relative: String, steps: [String]?, oneOpen: OneOpen?) throws(CommandError) -> [UInt8]? {
        guard let steps else { return try readThroughLinks(relative) }
        if let oneOpen, let bytes = HeldFolders.shared.readRegularFile(below: base, oneOpen, maximumBytes: maximumBytes) {
            return bytes
        }
        switch try readConfined(steps) {
        case .bytes(let bytes): return bytes
        case .missing: return nil
        case .notRegular: throw notRegular(relative)
        case .link(let index) where index < self.steps.count:
            try requireRealSteps()
            _ = try openFolder()
            throw .failure("\(displayRoot) changed while \(displayPath(Printable.path(relative))) was read; refusing to read through a link")
        case .link:
            return try readThroughLinks(relative)
        }
    }

    /// A golden with a link on its way: resolved by name, refused unless it stays inside
    /// the goldens folder, then read confined by its resolved name — a link that appears
    /// meanwhile is refused, not followed.
    private func readThroughLinks(_ relative: String) throws(CommandError) -> [UInt8]? {
        try requireRealSteps()
        let full = path(relative)
        if FileSystem.kind(full) == .missing { return nil }
        let (resolvedRoot, resolved) = try requireInside(full, shown: relative)
        guard resolved != resolvedRoot else { throw notRegular(relative) }
        let inner = String(resolved.dropFirst(resolvedRoot.count + 1))
        guard let innerSteps = confinedSteps(of: inner) else { throw notRegular(relative) }
        switch try readConfined(innerSteps) {
        case .bytes(let bytes): return bytes
        case .missing: return nil
        case .notRegular:
            let what = FileSystem.kind(resolved) == .directory ? "it is a folder" : "not a regular file (a FIFO, socket or device); skipped"
            throw .failure("cannot read \(Printable.path(resolved)): " + what)
        case .link:
            throw .failure("\(displayPath(Printable.path(relative))) changed while it was read (a link appeared on the way); "
                + "refusing to read through it")
        }
    }

    /// Opens ``base`` (the user's choice of place: links there are followed), then each
    /// of `steps` relative to the one before without following a link, and reads the last.
    func readConfined(_ steps: [String]) throws(CommandError) -> ConfinedRead {
        var folder = base.withCString { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard folder >= 0 else { return .missing }
        defer { close(folder) }
        for (index, step) in steps.enumerated() {
            let last = index == steps.count - 1
            let flags = last ? O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC : O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC
            let next = step.withCString { openat(folder, $0, flags) }
            guard next >= 0 else {
                var info = stat()
                guard step.withCString({ fstatat(folder, $0, &info, AT_SYMLINK_NOFOLLOW) }) == 0 else { return .missing }
                switch FileSystem.Kind(mode: info.st_mode) {
                case .symbolicLink: return .link(index: index)
                case .directory, .other: return last ? .notRegular : .missing
                case .file, .missing: return .missing  // a file where a folder should be: no golden there
                }
            }
            close(folder)
            folder = next
        }
        var info = stat()
        guard fstat(folder, &info) == 0, FileSystem.Kind(mode: info.st_mode) == .file else { return .notRegular }
        do {
            return .bytes(try FileSystem.readRegularFile(folder, size: Int(info.st_size), path: root + "/" + steps.dropFirst(self.steps.count).joined(separator: "/"), maximumBytes: maximumBytes))
        } catch {
            throw .failure(error.description)
        }
    }

    private func notRegular(_ relative: String) -> CommandError {
        .failure("\(displayPath(Printable.path(relative))) is not a regular file (a folder, FIFO, socket or device); skipped")
    }
}
