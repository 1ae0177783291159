#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// Issue 12, items 5 and 6, on the built binary: what reaches the terminal is complete
/// and escaped, and a failed write to standard output is a failed run.
struct BrokenOutputTests {
    private let kitGrid = "gallery/kit-grid.txt"

    private func package() throws -> String {
        let dir = NSTemporaryDirectory() + "broken-output-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir + "/Tests/Snapshots/gallery", withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: URL(fileURLWithPath: dir + "/Package.swift"))
        return dir
    }

    /// A NUL inside a golden is shown as `\u{0}` in the diff; the text after it is printed.
    @Test func aNULInAGoldenIsShownEscapedNotATruncationPoint() throws {
        let dir = try package()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("before\u{0}after\n\u{1B}]0;title\u{7}\n".utf8).write(to: URL(fileURLWithPath: dir + "/Tests/Snapshots/" + kitGrid))
        let result = try BinaryRun.run(["check", kitGrid, "--root", dir], environment: ["CI": "true", "SNAPSHOT_CATALOG_PACKAGE": dir])
        #expect(result.reason == .exit && result.status == 1)
        expect(result.output, contains: "-before\\u{0}after\n")
        expect(result.output, contains: "-\\u{1B}]0;title\\u{7}\n")
        expect(result.output, contains: "Summary: 0 unchanged, 1 changed")
    }

    /// `snapshot list > /dev/full`: the output was lost, so the run fails and says why.
    @Test func aFullOutputDeviceFailsTheRun() throws {
        let binary = try #require(BinaryTests.executable).path
        let result = try BinaryRun.run(["-c", "exec \"$0\" list > /dev/full", binary], environment: [:], executable: "/bin/sh")
        #expect(result.reason == .exit)
        #expect(result.status == 1)
        expect(result.errors, contains: "Error: cannot write to standard output: No space left on device")
    }

    /// Output into a pipe nobody reads (`| head` that has exited) ends the run quietly
    /// by SIGPIPE, even when the parent process ignores SIGPIPE.
    @Test func aClosedPipeEndsTheRunQuietly() throws {
        let binary = try #require(BinaryTests.executable)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["list"]
        let pipe = Pipe(), errors = Pipe()
        process.standardOutput = pipe
        process.standardError = errors
        try pipe.fileHandleForReading.close()
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        try process.run()
        process.waitUntilExit()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGPIPE,
                "\(process.terminationReason) \(process.terminationStatus)")
        #expect(errorText.isEmpty, "\(errorText)")
    }

    /// Issue 12, item 4: a path argument that is not UTF-8 is named byte for byte, not
    /// with replacement characters (which would name, and open, another file).
    @Test func aNonUTF8ArgumentIsNamedFaithfully() throws {
        let binary = try #require(BinaryTests.executable).path
        let result = try BinaryRun.run(
            ["-c", #"exec "$0" render queue --state "$(printf 'st\377te.json')""#, binary], environment: [:], executable: "/bin/sh")
        #expect(result.reason == .exit && result.status == 64)
        #expect(result.errors.contains(#"argument 4 ('st\xFFte.json') is not valid UTF-8"#), "\(result.errors)")
    }
}
