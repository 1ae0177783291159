import Foundation
import GoldenCore
import SnapshotTool

/// The instructions one `lint` of a synthetic catalog takes, counted by callgrind in a
/// child process: instruction counts do not move with the shared machine's load, so
/// their ratio is the steady reading of how `lint` scales that a time ratio is not.
///
/// The child is this executable under `valgrind --tool=callgrind`, running one bench row
/// with `--runs 1` (its warm-up and one run: two lints), collecting only inside
/// ``LintBenchmarks/lintChecksum(_:checksTwins:)`` (`--toggle-collect`), so building the
/// state and starting the process count nothing.
///
///     let twoThousand = try LintInstructions.count(row: LintBenchmarks.smallName)   // one lint's instructions
enum LintInstructions {
    /// Callgrind's name for ``LintBenchmarks/lintChecksum(_:checksTwins:)`` (a Swift
    /// mangled name: valgrind does not demangle Swift), any specialisation of it.
    static let collected = "$s13SnapshotBench14LintBenchmarksO12lintChecksum*"

    /// Lints one run of the bench row named `row` takes, by instruction count.
    static func count(row: String) throws -> Int {
        let output = NSTemporaryDirectory() + "snapshot-bench-lint-" + UUID().uuidString + ".callgrind"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + output, "--toggle-collect=" + collected,
                             try executable(), "bench", row, "--runs", "1"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CommandError.failure("valgrind --tool=callgrind on 'bench \(row)' failed (exit \(process.terminationStatus)); is valgrind installed?")
        }
        let text = try String(contentsOfFile: output, encoding: .utf8)
        guard let total = totals(text), total > 0 else {
            throw CommandError.failure("callgrind counted no instruction in \(collected) for '\(row)' (was it inlined?)")
        }
        return total / 2  // the warm-up and the one run
    }

    /// The `totals:` (else `summary:`) figure of a callgrind output file.
    static func totals(_ text: String) -> Int? {
        for prefix in ["totals: ", "summary: "] {
            if let line = text.split(separator: "\n").last(where: { $0.hasPrefix(prefix) }),
               let value = Int(line.dropFirst(prefix.count).split(separator: " ").first ?? "") {
                return value
            }
        }
        return nil
    }

    /// This executable's real path: valgrind would read `/proc/self/exe` as its own.
    static func executable() throws -> String {
        #if os(Linux)
        return try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #else
        return PeakMemory.executablePath
        #endif
    }
}
