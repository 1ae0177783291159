import Foundation
import Testing
@testable import GoldenCore
@testable import SnapshotTool
@testable import LiveCatalog

/// Issue 23, items 1 and 2: confinement from the package root down (a linked `Tests/`),
/// and one owner for every file under `Tests/Snapshots` (a catalog folder that is also a
/// test file's assertion folder is reported, and nothing in it is deleted).
struct ConfinementAndOwnershipTests {
    private let stations = "gallery/br-radio-stations.txt"

    /// A package whose `Tests` is a link to a folder outside it holding goldens.
    private func linkedTests() throws -> (TestWorkspace, String) {
        let workspace = try TestWorkspace(createGoldensFolder: false)
        let outside = workspace.root + "-outside-tests"
        try FileManager.default.createDirectory(atPath: outside + "/Snapshots/gallery", withIntermediateDirectories: true)
        try Data("outside\n".utf8).write(to: URL(fileURLWithPath: outside + "/Snapshots/" + stations + ".new"))
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: outside + "/Snapshots/" + stations))
        try Data("unreferenced\n".utf8).write(to: URL(fileURLWithPath: outside + "/Snapshots/gallery/unreferenced.txt"))
        try FileManager.default.createSymbolicLink(atPath: workspace.root + "/Tests", withDestinationPath: outside)
        return (workspace, outside)
    }

    @Test func aLinkedTestsFolderIsRefusedByRecordCheckAcceptAndReject() throws {
        let (workspace, outside) = try linkedTests()
        defer { try? FileManager.default.removeItem(atPath: outside) }
        let before = HostileTree.listing(outside)
        let commands = [["record"], ["record", "--overwrite"], ["check"], ["check", "--prune"], ["accept", "--all"],
                        ["reject", "--all"], ["review", "-i"]]
        for command in commands {
            let result = workspace.run(command)
            #expect(result.code == .failure, "\(command): \(result.errors)")
            #expect(result.errors.contains("/Tests is a symbolic link; refusing"), "\(command): \(result.errors)")
            #expect(HostileTree.listing(outside) == before, "\(command) changed \(outside)")
        }
    }

    @Test func aLinkedTestsFolderIsRefusedByTheStoreForReadsAndWrites() throws {
        let (workspace, outside) = try linkedTests()
        defer { try? FileManager.default.removeItem(atPath: outside) }
        let before = HostileTree.listing(outside)
        let store = GoldenStore(packageRoot: workspace.root)
        let attempts: [(String, () throws -> Void)] = [
            ("read", { _ = try store.readBytes(self.stations) }),
            ("write", { try store.write(Array("x\n".utf8), to: self.stations) }),
            ("move", { try store.move(self.stations + ".new", to: self.stations) }),
            ("remove", { try store.remove(self.stations + ".new") }),
            ("create the folder", { try store.createFolderIfMissing() }),
        ]
        for (name, attempt) in attempts {
            #expect(throws: CommandError.self, "\(name)") { try attempt() }
        }
        #expect(HostileTree.listing(outside) == before)
    }

    /// A `Tests` missing altogether is made inside the package, folder by folder.
    @Test func aMissingTestsFolderIsCreatedInsideThePackage() throws {
        let workspace = try TestWorkspace(createGoldensFolder: false)
        let result = workspace.run(["record"])
        #expect(result.code == .success, "\(result.errors)")
        #expect(FileSystem.kind(workspace.root + "/Tests") == .directory)
        #expect(workspace.golden(stations) != nil)
    }

    // MARK: 2. One owner per file

    static let ownership = GoldenOwnership(
        catalogNames: ["gallery/home.txt", "relisten/sub/a.txt"],
        testFiles: ["Tests/A/EpisodeTests.swift", "Tests/B/gallery.swift"])

    @Test func ownershipNamesTheCatalogOrATestFile() {
        let ownership = Self.ownership
        let episodeTests: GoldenOwnership.Owner = .testFiles(["Tests/A/EpisodeTests.swift"])
        let names: [String] = ["relisten/sub/old.txt", "relisten/sub/old.txt.new",
                               "EpisodeTests/episodes.txt.new", "EpisodeTests/deep/named.txt"]
        let owners: [GoldenOwnership.Owner] = names.map { ownership.owner(of: $0) }
        #expect(owners == [.catalog, .catalog, episodeTests, episodeTests])
    }

    @Test func ownershipNamesACollisionOrNobody() {
        let ownership = Self.ownership
        let names: [String] = ["gallery/home.txt", "gallery/x.txt.new", "relisten/other.txt", "loose.txt"]
        let owners: [GoldenOwnership.Owner] = names.map { ownership.owner(of: $0) }
        let collision: GoldenOwnership.Owner = .collision(["Tests/B/gallery.swift"])
        #expect(owners == [collision, collision, .nobody, .nobody])
        #expect(!ownership.catalogMayDelete("gallery/x.txt.new"))
        #expect(ownership.collisions.map(\.folder) == ["gallery"])
    }

    /// `gallery.swift` beside a catalog writing `gallery/`: `check` keeps the assertions'
    /// pending files, `check --prune` keeps their goldens, and both say why.
    @Test func aTestFileNamedLikeACatalogFolderIsReportedAndNothingOfItsIsDeleted() throws {
        let workspace = try TestWorkspace()
        try workspace.write("// expectSnapshot(of: …)\n", to: "Tests/AppTests/gallery.swift")
        for (name, text) in TestCatalog.standardRenders { try workspace.writeGolden(text, name) }
        try workspace.writeGolden("accepted by an assertion\n", "gallery/episodes.txt")
        try workspace.writeGolden("pending from an assertion\n", "gallery/episodes.txt.new")
        let check = workspace.run(["check"])
        #expect(check.code == .success, "\(check.output)\(check.errors)")
        expect(check.errors, contains: "Tests/Snapshots/gallery/ is both a catalog folder and the assertions' folder of Tests/AppTests/gallery.swift")
        #expect(workspace.golden("gallery/episodes.txt.new") == "pending from an assertion\n")
        let prune = workspace.run(["check", "--prune"])
        #expect(prune.code == .success, "\(prune.output)\(prune.errors)")
        #expect(workspace.golden("gallery/episodes.txt") == "accepted by an assertion\n")
        #expect(workspace.golden("gallery/episodes.txt.new") == "pending from an assertion\n")
    }

    /// Without the test file, the same files are the catalog's alone and are cleaned up.
    @Test func withoutACollisionCheckStillRemovesTheCatalogsOwnOrphans() throws {
        let workspace = try TestWorkspace()
        for (name, text) in TestCatalog.standardRenders { try workspace.writeGolden(text, name) }
        try workspace.writeGolden("gone\n", "gallery/episodes.txt.new")
        try workspace.writeGolden("gone\n", "gallery/episodes.txt")
        #expect(workspace.run(["check", "--prune"]).code == .success)
        #expect(!workspace.exists("Tests/Snapshots/gallery/episodes.txt.new"))
        #expect(!workspace.exists("Tests/Snapshots/gallery/episodes.txt"))
    }

    // MARK: 7 and 8

    @Test func aCatalogWithNamesDifferingOnlyByCaseIsRefused() throws {
        let workspace = try TestWorkspace(catalog: TestCatalog.make(["gallery/Home.txt": "a\n", "gallery/home.txt": "b\n"]))
        let result = workspace.run(["record"])
        #expect(result.code == .usage)
        expect(result.errors, contains: "which differ only by case")
        #expect(!workspace.exists("Tests/Snapshots/gallery"))
    }

    /// A sparse 257 MiB pending file: nothing of it is read, and it is not accepted.
    @Test func acceptRefusesAPendingFileAboveTheLimitAndKeepsIt() throws {
        let workspace = try TestWorkspace()
        try workspace.writeGolden("small\n", "A/huge.txt")
        let pending = workspace.goldens + "/A/huge.txt.new"
        #expect(FileManager.default.createFile(atPath: pending, contents: Data("x".utf8)))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: pending))
        try handle.truncate(atOffset: UInt64(FileSystem.defaultReadLimit) + (1 << 20))
        try handle.close()
        let result = workspace.run(["accept", "--all"])
        #expect(result.code == .failure)
        expect(result.errors, contains: "above the 268435456 a golden may have")
        #expect(workspace.golden("A/huge.txt") == "small\n")
        #expect(FileSystem.kind(pending) == .file)
    }
}
