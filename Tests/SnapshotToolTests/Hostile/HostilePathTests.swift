#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
@testable import GoldenCore
@testable import SnapshotTool
@testable import LiveCatalog

/// Issue 12, items 7 to 10: where output may go in CI mode, litter of killed runs, long
/// names, huge state documents, and how the package root is found.
struct HostilePathTests {
    // MARK: 7. CI never writes under the goldens folder

    @Test(arguments: [
        ["check", "--report", "Tests/Snapshots/report.json"],
        ["check", "--report", "Tests/../Tests/Snapshots/gallery/r.json"],
        ["check", "--report", "link/report.json"],
        ["check", "--report", "../escape.json"],
        ["review", "--out", "Tests/Snapshots/review"],
        ["review", "--out", "link/review"],
        ["export", "--out", "Tests/Snapshots/out"],
        ["export", "--out", "../../escape"],
    ])
    func ciRefusesOutputUnderTheGoldensOrOutOfThePackage(_ arguments: [String]) throws {
        let workspace = try TestWorkspace()
        #expect(workspace.run(["record"]).code == .success)
        try FileManager.default.createSymbolicLink(atPath: workspace.root + "/link", withDestinationPath: workspace.goldens)
        workspace.environment = ["CI": "true"]
        let before = workspace.tree()
        let result = workspace.run(arguments)
        #expect(result.code == .failure, "\(arguments): \(result.errors)")
        expect(result.errors, contains: "refused")
        #expect(workspace.tree() == before)
        #expect(FileSystem.kind(workspace.root + "/../escape.json") == .missing)
    }

    @Test func ciStillWritesAReportInsideThePackage() throws {
        let workspace = try TestWorkspace()
        #expect(workspace.run(["record"]).code == .success)
        workspace.environment = ["CI": "true"]
        #expect(workspace.run(["check", "--report", "Tests/../report.json"]).code == .success)
        #expect(workspace.exists("report.json"))
    }

    // MARK: 9. No litter; long names

    @Test func temporaryFilesOfAKilledReportOrReviewAreCleanedByTheNextRun() throws {
        let workspace = try TestWorkspace()
        #expect(workspace.run(["record"]).code == .success)
        // pid 2147483000 does not exist: these are what a SIGKILL leaves behind.
        try workspace.write("partial", to: "report.json.2147483000-1f2e.tmp")
        try workspace.write("partial", to: "review/index.html.2147483000-abc.tmp")
        try workspace.write("not ours", to: "other.json.2147483000-abc.tmp")
        #expect(workspace.run(["check", "--report", "report.json"]).code == .success)
        #expect(workspace.run(["review"]).code == .success)
        // Ours removed, another's kept, the outputs written.
        let paths: [String] = ["report.json.2147483000-1f2e.tmp", "review/index.html.2147483000-abc.tmp",
                               "other.json.2147483000-abc.tmp", "report.json", "review/index.html"]
        let exist: [Bool] = paths.map { workspace.exists($0) }
        #expect(exist == [false, false, true, true, true], "\(paths)")
    }

    @Test func a250ByteReportNameWorksAndALongerOneFailsBeforeWriting() throws {
        let workspace = try TestWorkspace()
        #expect(workspace.run(["record"]).code == .success)
        let long = String(repeating: "r", count: 245) + ".json"
        let result = workspace.run(["check", "--report", long])
        #expect(result.code == .success, "\(result.errors)")
        #expect(workspace.exists(long))
        let tooLong = String(repeating: "r", count: 256) + ".json"
        let before = workspace.tree()
        let refused = workspace.run(["check", "--report", tooLong])
        #expect(refused.code == .failure)
        expect(refused.errors, contains: "longer than the 255 a file name may have")
        #expect(workspace.tree() == before)
        let review = workspace.run(["review", "--out", String(repeating: "v", count: 250)])
        #expect(review.code == .success, "\(review.errors)")
    }

    // MARK: 8. Bounded memory

    @Test func aThreeGigabyteStateDocumentIsRefusedWithoutReadingIt() throws {
        let workspace = try TestWorkspace()
        let path = workspace.root + "/huge.json"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 3 << 30)  // sparse: no disk used
        try handle.close()
        let started = ContinuousClock.now
        #expect(throws: FileSystem.Failure.self) { try FileSystem.readAll(path) }
        #expect(ContinuousClock.now - started < .seconds(2))
        let failure = try #require(throws: FileSystem.Failure.self) { try FileSystem.readAll(path) }
        expect(failure.description, contains: "it is 3221225472 bytes, above the limit of 256 MiB (268435456 bytes)")
    }

    @Test func readAllReadsExactlyTheFileIntoOneBuffer() throws {
        let workspace = try TestWorkspace()
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try workspace.writeBytes(bytes, to: "data.bin")
        let read = try FileSystem.readAll(workspace.root + "/data.bin")
        #expect(read == bytes)
        #expect(read.capacity < bytes.count + 64 * 1024)
    }

    // MARK: 10. Paths

    @Test func aLinkedPackageManifestMarksTheRoot() throws {
        let workspace = try TestWorkspace()
        try workspace.write("// swift-tools-version: 6.0\n", to: "shared/Package.swift")
        try FileManager.default.removeItem(atPath: workspace.root + "/Package.swift")
        try FileManager.default.createSymbolicLink(atPath: workspace.root + "/Package.swift", withDestinationPath: "shared/Package.swift")
        #expect(PackageRoot.find(from: workspace.root + "/Tests/Snapshots") == workspace.root)
        let result = workspace.run(["record"])
        #expect(result.code == .success, "\(result.errors)")
    }

    @Test(arguments: [["check", "--root="], ["check", "--root", ""], ["pending", "--root="]])
    func anEmptyRootIsAUsageError(_ arguments: [String]) throws {
        let workspace = try TestWorkspace()
        let result = workspace.run(arguments)
        #expect(result.code == .usage)
        expect(result.errors, contains: "--root needs a folder; the value is empty")
    }
}
