import Foundation
import Testing
import TemplateKitLite
@testable import GoldenCore
@testable import TemplateKitSnapshots

/// Issue 12, item 1, for the assertions: they write through the same store as the
/// `snapshot` commands, so a linked goldens folder or sub-folder is refused and nothing
/// outside the package is written.
@Suite struct HostileGoldensTests {
    let package: TempPackage
    init() throws { package = try TempPackage() }

    private func outside() throws -> String {
        let folder = package.root + "-outside"
        try FileManager.default.createDirectory(atPath: folder + "/EpisodeTests", withIntermediateDirectories: true)
        return folder
    }

    private func listing(_ folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
    }

    @Test(arguments: ["", "always", "new"])
    func aLinkedGoldensFolderIsRefused(update: String) throws {
        let folder = try outside()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: package.root + "/Tests/Snapshots", withDestinationPath: folder)
        let problems = package.assert(Screens.episodes, environment: update.isEmpty ? [:] : ["SNAPSHOT_UPDATE": update])
        #expect(problems.contains { $0.contains("is a symbolic link; refusing to write or delete through it") }, "\(update): \(problems)")
        #expect(listing(folder) == ["EpisodeTests"])
    }

    @Test func aLinkedSubfolderIsRefused() throws {
        let folder = try outside()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: package.root + "/Tests/Snapshots", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: package.root + "/Tests/Snapshots/EpisodeTests", withDestinationPath: folder + "/EpisodeTests")
        let problems = package.assert(Screens.episodes)
        #expect(problems.contains { $0.contains("EpisodeTests is a symbolic link") }, "\(problems)")
        #expect(listing(folder) == ["EpisodeTests"])
    }

    /// Issue 12, items 4 and 5: a failure message shows a NUL or an escape sequence from
    /// the golden as a visible escape, never raw.
    @Test func controlCharactersOfAGoldenAreEscapedInTheFailure() throws {
        try package.write("before\u{0}after\n\u{1B}[2J\n", "episodes.txt")
        let problems = package.assert(Screens.episodes)
        #expect(problems.count == 1)
        #expect(problems[0].contains("-before\\u{0}after\n-\\u{1B}[2J"), "\(problems)")
        #expect(!problems[0].unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }
}
