import Foundation
import Testing
@testable import GoldenCore
@testable import SnapshotTool
@testable import LiveCatalog

/// Goldens that cannot be trusted are refused with a clear message, and nothing is ever
/// written outside Tests/Snapshots.
struct GoldenSafetyTests {
    private let stations = "gallery/br-radio-stations.txt"

    @Test func aSymlinkLeadingOutsideIsRefused() throws {
        let workspace = try TestWorkspace()
        workspace.run(["record"])
        try workspace.write(TestCatalog.standardRenders[stations] ?? "", to: "outside.txt")
        try FileManager.default.removeItem(atPath: workspace.goldens + "/" + stations)
        try FileManager.default.createSymbolicLink(atPath: workspace.goldens + "/" + stations, withDestinationPath: workspace.root + "/outside.txt")
        let result = workspace.run(["check"])
        #expect(result.code == .failure)
        expect(result.errors, contains: "error: \(stations): Tests/Snapshots/\(stations) leads outside Tests/Snapshots")
        expect(result.output, contains: ", 1 error\n")
    }

    @Test func aLinkedFolderLeadingOutsideIsNeverWrittenThrough() throws {
        let workspace = try TestWorkspace()
        try FileManager.default.createDirectory(atPath: workspace.root + "/elsewhere", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: workspace.goldens + "/gallery", withDestinationPath: workspace.root + "/elsewhere")
        let result = workspace.run(["check"])
        #expect(result.code == .failure)
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.root + "/elsewhere").isEmpty)
        expect(result.errors, contains: "Tests/Snapshots/gallery is a symbolic link; refusing to write or delete through it")
        #expect(workspace.run(["record"]).code == .failure)
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.root + "/elsewhere").isEmpty)
    }

    /// The read path skips resolving links only for a plain file on a path of plain folders:
    /// a regular golden reached through a linked folder is still resolved and refused.
    @Test func aRegularGoldenBehindALinkedFolderIsRefused() throws {
        let workspace = try TestWorkspace()
        workspace.run(["record"])
        try FileManager.default.moveItem(atPath: workspace.goldens + "/gallery", toPath: workspace.root + "/elsewhere")
        try FileManager.default.createSymbolicLink(atPath: workspace.goldens + "/gallery", withDestinationPath: workspace.root + "/elsewhere")
        let result = workspace.run(["check", "br-radio"])
        #expect(result.code == .failure)
        expect(result.errors, contains: "Tests/Snapshots/\(stations) leads outside Tests/Snapshots")
    }

    @Test func aSymlinkInsideTheFolderIsFine() throws {
        let workspace = try TestWorkspace()
        workspace.run(["record"])
        try workspace.writeGolden(TestCatalog.standardRenders[stations] ?? "", "shared.txt.source")
        try FileManager.default.removeItem(atPath: workspace.goldens + "/" + stations)
        try FileManager.default.createSymbolicLink(atPath: workspace.goldens + "/" + stations, withDestinationPath: "../shared.txt.source")
        let result = workspace.run(["check", "gallery"])
        #expect(result.code == .success)
    }

    @Test func aNonUTF8GoldenIsReported() throws {
        let workspace = try TestWorkspace()
        workspace.run(["record"])
        try workspace.writeBytes([0x53, 0x74, 0xFF, 0xFE, 0x0A], to: "Tests/Snapshots/" + stations)
        let result = workspace.run(["check"])
        #expect(result.code == .failure)
        expect(result.errors, contains: "Tests/Snapshots/\(stations) is not valid UTF-8 (first bad byte at offset 2)")
    }

    @Test func aCRLFGoldenIsReportedInTheCheckOutput() throws {
        let workspace = try TestWorkspace()
        let crlf = (TestCatalog.standardRenders[stations] ?? "").replacingOccurrences(of: "\n", with: "\r\n")
        try workspace.writeGolden(crlf, stations)
        let result = workspace.run(["check", "br-radio"])
        #expect(result.code == .failure)
        expect(result.output, contains: "changed: \(stations)\nnote: golden uses CRLF line endings; renders use LF\n--- a/")
        #expect(workspace.golden(stations) == crlf)
    }

    @Test func aMissingGoldensFolderFails() throws {
        let workspace = try TestWorkspace(createGoldensFolder: false)
        for command in ["check", "accept", "reject", "pending"] {
            let result = workspace.run([command])
            #expect(result.code == .failure, "\(command)")
            expect(result.errors, contains: "The goldens folder Tests/Snapshots does not exist")
        }
        #expect(!workspace.exists("Tests/Snapshots"))
    }

    @Test func aGoldensFolderThatIsAFileFails() throws {
        let workspace = try TestWorkspace(createGoldensFolder: false)
        try workspace.write("not a folder", to: "Tests/Snapshots")
        let result = workspace.run(["check"])
        #expect(result.code == .failure)
        #expect(result.errors == "Error: Tests/Snapshots is not a folder (\(workspace.goldens))\n")
    }

    @Test func aGoldenThatIsAFolderIsAnError() throws {
        let workspace = try TestWorkspace()
        try FileManager.default.createDirectory(atPath: workspace.goldens + "/" + stations, withIntermediateDirectories: true)
        let result = workspace.run(["check", "br-radio"])
        #expect(result.code == .failure)
        expect(result.errors, contains: "Tests/Snapshots/\(stations) is not a regular file")
    }

    @Test func writesAreAtomicAndLeaveNoTemporaryFiles() throws {
        let workspace = try TestWorkspace()
        workspace.run(["check"])
        workspace.run(["accept"])
        #expect(!workspace.tree().keys.contains { $0.hasSuffix(".tmp") || $0.hasSuffix(".new") })
    }
}
