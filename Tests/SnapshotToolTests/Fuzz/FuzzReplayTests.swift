import Foundation
import Testing

/// Every committed fuzz input — the seed corpus and each input that ever crashed a target
/// (`Fuzz/corpus/TARGET`, `Fuzz/regressions/TARGET`) — runs through its target's checks on
/// every `swift test`, in a plain build (`fuzz-replay`, built from Fuzz/ with the package).
/// A fixed crash cannot come back unseen; timed fuzzing with libFuzzer runs nightly.
@Suite struct FuzzReplayTests {
    static let targets = ["state", "diff", "args", "tree", "terminal", "output"]

    /// The package root: Tests/SnapshotToolTests/Fuzz/FuzzReplayTests.swift → three folders up.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// `<products>/fuzz-replay`, beside the test bundle.
    static var executable: URL? { BuiltExecutable.named("fuzz-replay") }

    @Test(arguments: targets) func everyCommittedInputPasses(_ target: String) throws {
        let executable = try #require(Self.executable, "fuzz-replay is built next to the tests")
        let folders = ["corpus", "regressions"].map { "\(Self.root)/Fuzz/\($0)/\(target)" }
            .filter { FileManager.default.fileExists(atPath: $0) }
        let inputs = folders.flatMap { (try? FileManager.default.contentsOfDirectory(atPath: $0)) ?? [] }
        #expect(!inputs.isEmpty, "Fuzz/corpus/\(target) holds the target's seeds")
        let process = Process()
        process.executableURL = executable
        process.arguments = [target] + folders
        process.currentDirectoryURL = FileManager.default.temporaryDirectory
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let said = String(decoding: outputData, as: UTF8.self)
        let lastInput = String(decoding: errorData, as: UTF8.self).split(separator: "\n").last { $0.hasPrefix("replaying ") }
        #expect(process.terminationReason == .exit && process.terminationStatus == 0,
                "\(target) failed on \(lastInput.map(String.init) ?? "its first input"): status \(process.terminationStatus)")
        #expect(said == "\(target): replayed \(inputs.count) inputs\n")
    }

    @Test func anUnknownTargetIsAUsageError() throws {
        // A target the replay does not know is refused, not passed silently.
        let executable = try #require(Self.executable)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["no-such-target", "\(Self.root)/Fuzz/corpus/diff"]
        process.standardError = Pipe()
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 64)
    }
}
