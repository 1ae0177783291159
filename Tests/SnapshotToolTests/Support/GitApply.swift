import Foundation

/// Applies a unified diff with the real `git apply` in a folder outside any repository.
enum GitApply {
    static var isAvailable: Bool {
        ["/usr/bin/git", "/usr/local/bin/git", "/opt/homebrew/bin/git"].contains { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Writes `old` at `path`, applies `diff` (after `git apply --check`) and returns the
    /// new file's bytes, or the failure text.
    /// `options` go to both calls (`--unidiff-zero` for a diff cut inside a hunk).
    static func apply(_ diff: String, to old: [UInt8], at path: String, options: [String] = []) throws -> Result<[UInt8], ApplyFailure> {
        let folder = NSTemporaryDirectory() + "git-apply-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = URL(fileURLWithPath: folder + "/" + path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(old).write(to: file)
        try Data(diff.utf8).write(to: URL(fileURLWithPath: folder + "/change.diff"))
        for arguments in [["apply", "--check"] + options + ["change.diff"], ["apply"] + options + ["change.diff"]] {
            let (status, errors) = try git(arguments, in: folder)
            if status != 0 { return .failure(ApplyFailure(description: "git \(arguments.joined(separator: " ")): \(errors)")) }
        }
        return .success(Array(try Data(contentsOf: file)))
    }

    struct ApplyFailure: Error, CustomStringConvertible {
        let description: String
    }

    private static func git(_ arguments: [String], in folder: String) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CEILING_DIRECTORIES"] = NSTemporaryDirectory()
        process.environment = environment
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let errors = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: errors, as: UTF8.self))
    }
}
