import Foundation
import Testing
@testable import GoldenCore

/// `.build/snapshot-runs` keeps the newest runs, not every run ever made, and prunes only
/// what it wrote.
@Suite struct AssertionRunPruneTests {
    let base = NSTemporaryDirectory() + "snapshot-runs-" + UUID().uuidString

    /// A run folder `name` holding `files`, last modified `age` seconds ago.
    func run(_ name: String, _ files: [String], age: TimeInterval) throws {
        let folder = base + "/" + name
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for file in files {
            _ = FileManager.default.createFile(atPath: folder + "/" + file, contents: Data("snapshot-assertion-run 1\n".utf8))
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: folder + "/" + file)
        }
    }

    func remaining() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []).sorted()
    }

    @Test func keepsTheCurrentAndTheThreeNewestRuns() throws {
        defer { try? FileManager.default.removeItem(atPath: base) }
        for (index, age) in [500.0, 400, 300, 200, 100].enumerated() { try run("10\(index)", ["20\(index).txt"], age: age) }
        try run("900", ["901.txt"], age: 1_000)
        AssertionRunLog.pruneOldRuns(in: base, current: base + "/900")
        #expect(remaining() == ["102", "103", "104", "900"])
    }

    @Test func leavesWhatItDidNotWriteAndRunsStillGoing() throws {
        defer { try? FileManager.default.removeItem(atPath: base) }
        for index in 0..<4 { try run("10\(index)", ["20\(index).txt"], age: Double(index) * 10) }
        try run("500", ["501.txt", "notes.md"], age: 9_000)                  // a file it never writes
        try run("keep", ["1.txt"], age: 9_000)                               // not a run folder's name
        try run("600", ["601.txt", "\(getpid()).started"], age: 9_000)      // this process: running
        AssertionRunLog.pruneOldRuns(in: base, current: base + "/none")
        #expect(remaining() == ["100", "101", "102", "500", "600", "keep"])
        #expect(FileManager.default.fileExists(atPath: base + "/500/501.txt"))
    }
}
