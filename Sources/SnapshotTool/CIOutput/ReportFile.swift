import GoldenCore

/// Where a command writes a report it owns (`check --report`, `--junit`, `review --out`):
/// a new file, or over an earlier report of the same kind — never over a file the tool did
/// not write (`--junit Package.swift`, `--report README.md`), and never over a link.
///
///     try ReportFile.write(bytes, to: "/app/junit.xml", what: "the JUnit report", signature: "<?xml version")
enum ReportFile {
    /// Writes `bytes` atomically to `path` (absolute) unless something there is not an
    /// earlier report: a file that does not begin with `signature`, a link, a folder.
    static func write(_ bytes: [UInt8], to path: String, what: String, signature: String) throws(CommandError) {
        switch FileSystem.kind(path) {
        case .missing: break
        case .file:
            let head = (try? FileSystem.readAll(path, maximumBytes: FileSystem.defaultReadLimit))?.prefix(signature.utf8.count) ?? []
            guard Array(head) == Array(signature.utf8) else {
                throw .failure("\(what) was not written: \(Printable.path(path)) exists and is not an earlier report of this tool "
                    + "(it would be overwritten); name a new file or delete it first")
            }
        case .symbolicLink:
            throw .failure("\(what) was not written: \(Printable.path(path)) is a symbolic link (writing would replace it); name a file")
        case .directory, .other:
            throw .failure("\(what) was not written: \(Printable.path(path)) is not a regular file")
        }
        do { try FileSystem.writeAtomically(bytes, to: path, cleaningLeftovers: true) } catch {
            throw .failure("cannot write \(what): \(error.description)")
        }
    }
}
