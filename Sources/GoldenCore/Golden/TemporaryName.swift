#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Names of the temporary files of atomic writes: `NAME.<pid>-<hex>.tmp`, with `NAME`
/// shortened when the whole would pass the 255-byte limit of a file name, so that a
/// 250-byte name still works. A name that is itself too long fails before anything is
/// written. Leftovers of a killed process are recognised by the pattern and a dead pid.
package enum TemporaryName {
    /// The longest file name (one path component) the tool writes, in bytes.
    package static let maximumLength = 255

    package static func make(for name: String, in folder: String) throws(FileSystem.Failure) -> String {
        guard name.utf8.count <= maximumLength else {
            throw FileSystem.Failure(
                description: "cannot write \(Printable.path(folder + "/" + name)): the file name is \(name.utf8.count) bytes, "
                    + "longer than the \(maximumLength) a file name may have")
        }
        let tag = ".\(getpid())-\(String(UInt32.random(in: 0...UInt32.max), radix: 16)).tmp"
        var stem = Substring(name)
        while stem.utf8.count + tag.utf8.count > maximumLength { stem = stem.dropLast() }
        return stem + tag
    }

    /// Whether `fileName` is a temporary file whose process has ended, and (when `of`
    /// is given) one made for exactly that name: `NAME.<pid>-<hex>.tmp` as ``make(for:in:)``
    /// spells it (a pid and hex with no leading zero, lowercase), `NAME` shortened only
    /// when the whole had to fit 255 bytes. `s.4999999-ab.tmp` is not one of `state.json`'s.
    package static func isLeftover(_ fileName: String, of name: String? = nil) -> Bool {
        guard fileName.hasSuffix(".tmp") else { return false }
        let body = fileName.dropLast(4)
        guard let dot = body.lastIndex(of: ".") else { return false }
        let pieces = body[body.index(after: dot)...].split(separator: "-", omittingEmptySubsequences: false)
        guard pieces.count == 2, let pid = Int32(pieces[0]), pid > 0, String(pid) == pieces[0],
              let random = UInt32(pieces[1], radix: 16), String(random, radix: 16) == pieces[1] else { return false }
        let stem = body[..<dot]
        guard !stem.isEmpty else { return false }
        if let name {
            // A shortened stem lost whole characters (up to 4 bytes) to fit the limit.
            let shortened = fileName.utf8.count > maximumLength - 4
            guard stem == name || (shortened && name.hasPrefix(stem) && name.utf8.count > stem.utf8.count) else { return false }
        }
        return !FileSystem.isProcessAlive(pid)
    }

    /// Deletes leftovers of `name` in `folder` (the temporary files of a killed write).
    package static func removeLeftovers(of name: String, in folder: Directory) {
        guard let entries = try? folder.entries() else { return }
        for entry in entries where entry.kind == .file {
            guard UTF8Text.firstInvalidOffset(entry.name) == nil else { continue }
            let fileName = String(decoding: entry.name, as: UTF8.self)
            guard isLeftover(fileName, of: name) else { continue }
            try? folder.remove(fileName)
        }
    }
}
