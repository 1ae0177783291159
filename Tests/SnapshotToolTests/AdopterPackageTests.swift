import Foundation
import Testing

/// The repo's own `snapshot` run inside another team's package (a copy of
/// Examples/PodcastCar): its catalog commands that write refuse with exit 64, read-only
/// ones work, pending/accept/reject work on the adopter's files, and nothing the tool
/// does not own changes — byte for byte.
@Suite(.serialized) struct AdopterPackageTests {
    let package: String

    init() throws {
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/PodcastCar").path
        package = NSTemporaryDirectory() + "adopter-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: package + "/Tests", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: example + "/Package.swift", toPath: package + "/Package.swift")
        try FileManager.default.copyItem(atPath: example + "/Tests/Snapshots", toPath: package + "/Tests/Snapshots")
        try Data("from the adopter's test\n".utf8).write(
            to: URL(fileURLWithPath: package + "/Tests/Snapshots/EpisodesTests/episodes.txt.new"))
    }

    func run(_ arguments: [String]) throws -> BinaryRun.Result {
        try BinaryRun.run(arguments + ["--root", package], environment: ["CI": "", "SNAPSHOT_CATALOG_PACKAGE": ""])
    }

    func contents() -> [String: Data] {
        var result: [String: Data] = [:]
        let walker = FileManager.default.enumerator(atPath: package)
        while let path = walker?.nextObject() as? String {
            result[path] = FileManager.default.contents(atPath: package + "/" + path) ?? Data([0xFF])
        }
        return result
    }

    @Test(arguments: [["record"], ["check"], ["check", "--prune"], ["record", "--overwrite"]])
    func writingCatalogCommandsRefuseAndTouchNothing(arguments: [String]) throws {
        defer { try? FileManager.default.removeItem(atPath: package) }
        let before = contents()
        let result = try run(arguments)
        #expect(result.status == 64, "\(result.errors)")
        expect(result.errors, contains: "refused: this tool's catalog belongs to")
        expect(result.errors, contains: "SnapshotTool.main(catalog:")
        #expect(contents() == before)
    }

    @Test func readOnlyCommandsWorkAnywhere() throws {
        defer { try? FileManager.default.removeItem(atPath: package) }
        let before = contents()
        #expect(try BinaryRun.run(["render", "my-library"], environment: [:]).status == 0)
        #expect(try BinaryRun.run(["list"], environment: [:]).status == 0)
        let pending = try run(["pending"])
        #expect(pending.output == "new\tEpisodesTests/episodes.txt\n1 pending\n" || pending.output.contains("changed\tEpisodesTests/episodes.txt"))
        #expect(contents() == before)
    }

    @Test func acceptAndRejectActOnTheAdoptersPendingFilesOnly() throws {
        defer { try? FileManager.default.removeItem(atPath: package) }
        var expected = contents()
        let accepted = try run(["accept", "episodes.txt"])
        #expect(accepted.status == 0, "\(accepted.errors)")
        expected["Tests/Snapshots/EpisodesTests/episodes.txt"] = Data("from the adopter's test\n".utf8)
        expected["Tests/Snapshots/EpisodesTests/episodes.txt.new"] = nil
        #expect(contents() == expected)
        #expect(try run(["reject", "--all"]).output.contains("No pending snapshots."))
        #expect(contents() == expected)
    }
}
