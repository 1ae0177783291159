import Foundation
import Testing
import TemplateKitLite
@testable import LiveCatalog
@testable import GoldenCore
@testable import SnapshotTool

/// No command writes over or deletes a file it did not write (issue 29): reports refuse a
/// file that is not an earlier report, leftovers of atomic writes are matched exactly, and
/// a symlinked `--state` is saved through its link.
@Suite struct WritesOnlyItsOwnTests {
    @Test func aReportNeverOverwritesAFileItDidNotWrite() throws {
        let workspace = try TestWorkspace(catalog: TestCatalog.make(["podcast/screen.txt": "Screen\n"]))
        _ = workspace.run(["record"])
        let manifest = workspace.read("Package.swift")
        try workspace.write("# Read me\n", to: "README.md")
        let junit = workspace.run(["check", "--junit", "Package.swift"])
        #expect(junit.code == .failure && junit.errors.contains("is not an earlier report of this tool"), "\(junit.errors)")
        #expect(workspace.read("Package.swift") == manifest)
        let report = workspace.run(["check", "--report", "README.md"])
        #expect(report.code == .failure && workspace.read("README.md") == "# Read me\n", "\(report.errors)")
    }

    @Test func anEarlierReportIsReplacedAndALinkIsNotFollowed() throws {
        let workspace = try TestWorkspace(catalog: TestCatalog.make(["podcast/screen.txt": "Screen\n"]))
        _ = workspace.run(["record"])
        try workspace.write("# Read me\n", to: "README.md")
        // An earlier report of the same kind is replaced, run after run.
        for _ in 0..<2 {
            #expect(workspace.run(["check", "--junit", "junit.xml", "--report", "report.json"]).code == .success)
        }
        #expect(workspace.read("junit.xml")?.hasPrefix(JUnitReport.signature) == true)
        #expect(workspace.run(["check", "--junit", "report.json"]).code == .failure, "a JSON report is not a JUnit report")
        try FileManager.default.createSymbolicLink(atPath: workspace.root + "/linked.json", withDestinationPath: workspace.root + "/README.md")
        #expect(workspace.run(["check", "--report", "linked.json"]).errors.contains("is a symbolic link"))
        #expect(workspace.read("README.md") == "# Read me\n")
    }

    @Test func leftoversAreMatchedExactly() throws {
        #expect(!TemporaryName.isLeftover("s.4999999-ab.tmp", of: "state.json"), "another file's name is not state.json's")
        #expect(!TemporaryName.isLeftover("state.json.04999999-ab.tmp", of: "state.json"))
        #expect(!TemporaryName.isLeftover("state.json.4999999-AB.tmp", of: "state.json"))
        #expect(TemporaryName.isLeftover("state.json.4999999-ab.tmp", of: "state.json"))
        let long = String(repeating: "n", count: 250) + ".json"
        let shortened = String(long.prefix(255 - ".4999999-ab.tmp".count)) + ".4999999-ab.tmp"
        #expect(TemporaryName.isLeftover(shortened, of: long), "a stem shortened to fit 255 bytes")
        let folder = NSTemporaryDirectory() + "leftovers-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in ["s.4999999-ab.tmp", "state.json.4999999-ab.tmp"] {
            _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data("x".utf8))
        }
        try FileSystem.writeAtomically(Array("{}\n".utf8), to: folder + "/state.json", cleaningLeftovers: true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["s.4999999-ab.tmp", "state.json"])
    }

    @Test func aSymlinkedStateFileIsSavedThroughItsLink() throws {
        let workspace = try TestWorkspace(catalog: .live)
        try workspace.write("{}\n", to: "shared/state.json")
        try FileManager.default.createSymbolicLink(atPath: workspace.root + "/state.json", withDestinationPath: "shared/state.json")
        let context = CommandContext(
            output: TextBuffer(), errors: TextBuffer(), environment: [:], workingDirectory: workspace.root,
            outputIsTerminal: false, catalog: workspace.catalog)
        let session = try PreviewSession(context: context, statePath: "state.json", optionValues: [:])
        _ = try session.saveState(Array(ServeRoutesTests.validState.utf8))
        #expect(FileSystem.kind(workspace.root + "/state.json") == .symbolicLink, "the link stays")
        #expect(workspace.read("shared/state.json") == ServeRoutesTests.validState, "the shared file has the edit")
        try FileManager.default.removeItem(atPath: workspace.root + "/shared/state.json")
        #expect(throws: CommandError.self) { try session.saveState(Array(ServeRoutesTests.validState.utf8)) }
        #expect(FileSystem.kind(workspace.root + "/state.json") == .symbolicLink, "a dangling link is refused, not replaced")
    }
}
