import Foundation
import Testing

/// Every bad input gets the right exit code and a message naming the problem, never a
/// crash or a trap, and nothing is written.
@Suite struct BadInputTests {
    @Test func suiteHasAtLeastFortyCases() {
        print("bad-input suite: \(BadInputCases.all.count) cases (+1 with a 50 MB file)")
        #expect(BadInputCases.all.count >= 40)
    }

    @Test(arguments: BadInputCases.all)
    func badInputIsRefusedCleanly(_ badCase: BadInputCase) throws {
        let dir = NSTemporaryDirectory() + "bad-input-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try prepare(badCase.setup, in: dir)
        let before = Tree.listing(dir)
        let result = try BinaryRun.run(badCase.arguments.map { $0.replacingOccurrences(of: "$DIR", with: dir) },
                                       environment: ["CI": "true", "SNAPSHOT_CATALOG_PACKAGE": dir])
        #expect(result.reason == .exit, "\(badCase): terminated by a signal (crash or trap)")
        #expect(result.status == badCase.exitCode, "\(badCase): exit \(result.status); stderr: \(result.errors.prefix(400))")
        Self.expectTheErrorIsClear(result, of: badCase, in: dir)
        #expect(Tree.listing(dir) == before, "\(badCase) wrote something")
    }

    /// The refusal names what the case expects, says something, prints no partial output,
    /// and echoes nothing that can start an escape sequence (issue 23's terminal safety).
    static func expectTheErrorIsClear(_ result: BinaryRun.Result, of badCase: BadInputCase, in dir: String) {
        for mention in badCase.mentions.map({ $0.replacingOccurrences(of: "$DIR", with: dir) }) {
            #expect(result.errors.contains(mention), "\(badCase): stderr lacks \(mention): \(result.errors.prefix(400))")
        }
        if badCase.exitCode != 0 {
            #expect(!result.errors.isEmpty)
            if case .goldens = badCase.setup {} else { #expect(result.output.isEmpty, "\(badCase): \(result.output.prefix(200))") }
        }
        #expect(!result.errors.contains("Fatal error") && !result.errors.contains("Stack dump"))
        for text in [result.output, result.errors] {
            let unsafe: Bool = text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x202E }
            #expect(!unsafe, "\(badCase): \(text.prefix(300))")
        }
    }

    @Test func fiftyMegabyteDocumentIsRefusedWithItsPath() throws {
        let dir = NSTemporaryDirectory() + "bad-input-big-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Made by the standard library's own repeat (a byte loop here costs ~14 s in a debug build).
        let bytes = Array((#"{"catalog": {"artists": ["# + String(repeating: "1,", count: 25_000_000) + "1]}}").utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: dir + "/state.json"))
        let result = try BinaryRun.run(["render", "artists", "--state", dir + "/state.json"], environment: [:])
        #expect(result.reason == .exit)
        #expect(result.status == 1)
        #expect(result.errors.contains("$.catalog.artists[0]"), "\(result.errors.prefix(300))")
    }

    /// Disk full, simulated with a 1 KiB file-size limit: the report cannot be written,
    /// the run says so, and no partial or temporary file is left.
    @Test func diskFullLeavesNoPartialFile() throws {
        let dir = NSTemporaryDirectory() + "bad-input-full-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let binary = try #require(BinaryTests.executable).path
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
        let result = try BinaryRun.run(["-c", "ulimit -f 1; exec \"$0\" check --root \"$1\" --report \"$2/report.json\"", binary, root, dir],
                                       environment: ["CI": "true"], executable: "/bin/sh")
        #expect(result.reason == .exit)
        #expect(result.status == 1, "\(result.errors)")
        expect(result.errors, contains: "report.json")
        #expect(Tree.listing(dir).isEmpty, "left \(Tree.listing(dir))")
    }

    func prepare(_ setup: BadInputCase.Setup, in dir: String) throws {
        switch setup {
        case .none: break
        case .state(let bytes): try Data(bytes).write(to: URL(fileURLWithPath: dir + "/state.json"))
        case .goldens(let make):
            try Data("// swift-tools-version: 6.0\n".utf8).write(to: URL(fileURLWithPath: dir + "/Package.swift"))
            try FileManager.default.createDirectory(atPath: dir + "/Tests", withIntermediateDirectories: true)
            try make(dir)
        }
    }
}

/// Runs the built binary and collects what it printed and how it ended.
enum BinaryRun {
    struct Result { let status: Int32; let reason: Process.TerminationReason; let output: String; let errors: String }

    static func run(_ arguments: [String], environment: [String: String], executable path: String? = nil) throws -> Result {
        let executable = try path.map { URL(fileURLWithPath: $0) } ?? #require(BinaryTests.executable, "the snapshot executable is built next to the tests")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let base = NSTemporaryDirectory() + "bad-input-streams-" + UUID().uuidString
        _ = FileManager.default.createFile(atPath: base + ".out", contents: nil)
        _ = FileManager.default.createFile(atPath: base + ".err", contents: nil)
        defer { try? FileManager.default.removeItem(atPath: base + ".out"); try? FileManager.default.removeItem(atPath: base + ".err") }
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: base + ".out"))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: base + ".err"))
        try process.run()
        process.waitUntilExit()
        let outputData = FileManager.default.contents(atPath: base + ".out") ?? Data()
        let errorData = FileManager.default.contents(atPath: base + ".err") ?? Data()
        return Result(status: process.terminationStatus, reason: process.terminationReason,
                      output: String(decoding: outputData, as: UTF8.self), errors: String(decoding: errorData, as: UTF8.self))
    }
}

/// Every path under a folder with its size, to prove nothing was written.
enum Tree {
    static func listing(_ root: String) -> [String: Int] {
        var result: [String: Int] = [:]
        guard let walker = FileManager.default.enumerator(atPath: root) else { return result }
        while let path = walker.nextObject() as? String {
            let attributes = try? FileManager.default.attributesOfItem(atPath: root + "/" + path)
            result[path] = (attributes?[.size] as? Int) ?? -1
        }
        return result
    }
}
