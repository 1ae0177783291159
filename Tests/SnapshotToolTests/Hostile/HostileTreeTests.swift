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

/// Issue 12, items 1 to 4: hostile goldens trees. Links where folders should be, files
/// that are not files, names that are not UTF-8 or carry control characters. Nothing
/// outside the package is written or deleted, no command blocks, and nothing is lost.
struct HostileTreeTests {
    private let stations = "gallery/br-radio-stations.txt"
    private let nowPlaying = "gallery/radiospiral-now-playing.txt"

    /// A folder beside the package with some files, and its listing before any run.
    private func outsideFolder(_ workspace: TestWorkspace) throws -> String {
        let outside = workspace.root + "-outside"
        try FileManager.default.createDirectory(atPath: outside + "/gallery", withIntermediateDirectories: true)
        try Data("outside\n".utf8).write(to: URL(fileURLWithPath: outside + "/" + stations + ".new"))
        try Data("outside\n".utf8).write(to: URL(fileURLWithPath: outside + "/gallery/unreferenced.txt"))
        return outside
    }

    // MARK: 1. No write or delete outside the package

    @Test func aLinkedGoldensFolderIsRefusedByEveryCommandThatWrites() throws {
        let workspace = try TestWorkspace(createGoldensFolder: false)
        let outside = try outsideFolder(workspace)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try FileManager.default.createDirectory(atPath: workspace.root + "/Tests", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: workspace.goldens, withDestinationPath: outside)
        let before = HostileTree.listing(outside)
        for command in [["record"], ["record", "--overwrite"], ["accept"], ["reject"], ["check"], ["check", "--prune"]] {
            let result = workspace.run(command)
            #expect(result.code == .failure, "\(command)")
            #expect(result.errors.contains("The goldens folder Tests/Snapshots is a symbolic link"), "\(command): \(result.errors)")
            #expect(HostileTree.listing(outside) == before, "\(command) changed \(outside)")
        }
    }

    @Test func aLinkedSubfolderIsNeverWrittenOrDeletedThrough() throws {
        let workspace = try TestWorkspace()
        let outside = try outsideFolder(workspace)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try FileManager.default.createSymbolicLink(atPath: workspace.goldens + "/gallery", withDestinationPath: outside + "/gallery")
        let before = HostileTree.listing(outside)
        for command in [["record"], ["check"], ["accept", "--all"], ["reject", "--all"], ["check", "--prune"]] {
            workspace.run(command)
            #expect(HostileTree.listing(outside) == before, "\(command) changed \(outside)")
        }
        let record = workspace.run(["record"])
        #expect(record.code == .failure)
    }

    /// The store writes relative to a folder it opened: swapping a path component for
    /// a link after that cannot send the write elsewhere, and a new write is refused.
    @Test func aFolderSwappedForALinkMidRunCannotRedirectAWrite() throws {
        let workspace = try TestWorkspace()
        let outside = try outsideFolder(workspace)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        let store = GoldenStore(root: workspace.goldens)
        let gallery = try store.openFolder().descend("gallery", creating: true)
        try FileManager.default.moveItem(atPath: workspace.goldens + "/gallery", toPath: workspace.goldens + "/moved")
        try FileManager.default.createSymbolicLink(atPath: workspace.goldens + "/gallery", withDestinationPath: outside + "/gallery")
        let before = HostileTree.listing(outside)
        try gallery.writeAtomically(Array("inside\n".utf8), to: "late.txt")
        #expect(workspace.read("Tests/Snapshots/moved/late.txt") == "inside\n")
        #expect(throws: CommandError.self) { try store.write(Array("x\n".utf8), to: "gallery/late.txt") }
        #expect(throws: CommandError.self) { try store.remove("gallery/unreferenced.txt") }
        #expect(HostileTree.listing(outside) == before)
    }

    @Test func exportRefusesALinkedSubfolderOfItsOutputFolder() throws {
        let workspace = try TestWorkspace()
        let outside = try outsideFolder(workspace)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try FileManager.default.createDirectory(atPath: workspace.root + "/out", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: workspace.root + "/out/gallery", withDestinationPath: outside + "/gallery")
        let before = HostileTree.listing(outside)
        let result = workspace.run(["export", "--out", "out"])
        #expect(result.code == .failure)
        expect(result.errors, contains: "out/gallery is a symbolic link")
        #expect(HostileTree.listing(outside) == before)
    }

    // MARK: 2. Pending work is never lost

    @Test func acceptKeepsThePendingFileWhenTheRenameFails() throws {
        let workspace = try TestWorkspace()
        #expect(workspace.run(["check"]).code == .failure)  // three new renders, pending
        try FileManager.default.createDirectory(atPath: workspace.goldens + "/" + stations + "/inside", withIntermediateDirectories: true)
        let result = workspace.run(["accept"])
        #expect(result.code == .failure)
        #expect(result.errors.contains("error: \(stations): cannot accept Tests/Snapshots/\(stations).new: "
            + "Tests/Snapshots/\(stations) is a folder; it was kept"), "\(result.errors)")
        #expect(workspace.golden(stations + ".new") == TestCatalog.standardRenders[stations])
        #expect(workspace.golden(nowPlaying) == TestCatalog.standardRenders[nowPlaying])
        expect(result.output, contains: "Accepted 2 pending snapshots; 1 could not be and was kept.")
    }

    @Test func aFailedRenameLeavesItsSource() throws {
        let workspace = try TestWorkspace()
        try workspace.writeGolden("pending\n", "a.txt.new")
        #expect(throws: FileSystem.Failure.self) {
            try FileSystem.move(workspace.goldens + "/a.txt.new", to: workspace.goldens + "/missing-folder/a.txt")
        }
        #expect(workspace.golden("a.txt.new") == "pending\n")
    }

    // MARK: 3. Never hang

    /// A recorded workspace with a FIFO at `Tests/Snapshots/pipe`, a golden that links to it and
    /// a pending file that is one.
    func workspaceWithFIFOs() throws -> TestWorkspace {
        let workspace = try TestWorkspace()
        #expect(workspace.run(["record"]).code == .success)
        #expect(mkfifo(workspace.goldens + "/pipe", 0o644) == 0)
        try FileManager.default.removeItem(atPath: workspace.goldens + "/" + stations)
        try FileManager.default.createSymbolicLink(atPath: workspace.goldens + "/" + stations, withDestinationPath: "../pipe")
        #expect(mkfifo(workspace.goldens + "/gallery/stray.txt.new", 0o644) == 0)
        return workspace
    }

    @Test func fifosAndLinksToThemAreReportedAndSkippedWithoutBlockingACheck() throws {
        let workspace = try workspaceWithFIFOs()
        for ci in [false, true] {
            workspace.environment = ci ? ["CI": "true"] : [:]
            let check = workspace.run(["check"])
            #expect(check.code == .failure)
            expect(check.errors, contains: "error: \(stations): cannot read")
            expect(check.errors, contains: "not a regular file")
            expect(check.errors, contains: "warning: Tests/Snapshots/pipe is a FIFO, socket or device, not a file; skipped")
            expect(check.output, contains: "2 unchanged")
        }
    }

    @Test func fifosAndLinksToThemAreReportedAndSkippedWithoutBlockingPendingOrReview() throws {
        let workspace = try workspaceWithFIFOs()
        // A pending file that is a link to the FIFO (a local check removes a stale one).
        try FileManager.default.createSymbolicLink(atPath: workspace.goldens + "/" + nowPlaying + ".new", withDestinationPath: "../pipe")
        let pending = workspace.run(["pending"])
        expect(pending.errors, contains: "warning: Tests/Snapshots/gallery/stray.txt.new is a FIFO")
        expect(pending.output, lacks: "stray")
        let review = workspace.run(["review", "--out", "review"])
        #expect(review.code == .failure)
        expect(review.errors, contains: "not a regular file")
        #expect(throws: FileSystem.Failure.self) { try FileSystem.readAll(workspace.goldens + "/pipe") }
    }

    /// Item 5: `review` names a golden that is not UTF-8 instead of drawing replacement characters.
    @Test func reviewRefusesAGoldenThatIsNotUTF8() throws {
        let workspace = try TestWorkspace()
        try workspace.writeBytes([0x61, 0xFF, 0x0A], to: "Tests/Snapshots/other/a.txt")
        try workspace.writeGolden("a\n", "other/a.txt.new")
        let result = workspace.run(["review", "--out", "review"])
        #expect(result.code == .failure)
        expect(result.errors, contains: "Tests/Snapshots/other/a.txt is not valid UTF-8 (first bad byte at offset 1)")
        #expect(!workspace.exists("review/index.html"))
    }

    // MARK: 4. Odd names

    @Test func aNonUTF8NameIsReportedAndTheOtherGoldensAreStillChecked() throws {
        let workspace = try TestWorkspace()
        #expect(workspace.run(["record"]).code == .success)
        let name: [CChar] = Array((workspace.goldens + "/gallery/bad").utf8CString.dropLast()) + [CChar(bitPattern: 0xFF), 0x2E, 0x74, 0]
        let descriptor = open(name, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        #expect(descriptor >= 0)
        close(descriptor)
        let result = workspace.run(["check"])
        #expect(result.code == .success, "\(result.errors)")
        expect(result.errors, contains: "warning: Tests/Snapshots/gallery/bad\\xFF.t: the name is not UTF-8; skipped")
        expect(result.output, contains: "3 unchanged")
    }

    /// Found by Fuzz/GoldenTreeFuzz.swift: the folder part of a skipped non-UTF-8 name was printed raw.
    @Test func aNonUTF8NameInAFolderWithControlCharactersIsEscapedWhole() throws {
        let workspace = try TestWorkspace()
        try FileManager.default.createDirectory(atPath: workspace.goldens + "/a\u{1B}[2J", withIntermediateDirectories: true)
        let name: [CChar] = Array((workspace.goldens + "/a\u{1B}[2J/x").utf8CString.dropLast()) + [CChar(bitPattern: 0x88), 0]
        let descriptor = open(name, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        #expect(descriptor >= 0)
        close(descriptor)
        let result = workspace.run(["pending"])
        expect(result.errors, contains: "warning: Tests/Snapshots/a\\u{1B}[2J/x\\x88: the name is not UTF-8; skipped")
        #expect(!result.errors.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test func controlCharactersInNamesAreEscapedInEveryListingAndTheReport() throws {
        let workspace = try TestWorkspace()
        #expect(workspace.run(["record"]).code == .success)
        let evil = "gallery/\u{1B}[2J\u{7}evil\r.txt"
        try workspace.writeGolden("x\n", evil + ".new")
        try workspace.writeGolden("x\n", evil)
        let pending = workspace.run(["pending"])
        expect(pending.output, contains: "changed\tgallery/\\u{1B}[2J\\u{7}evil\\u{D}.txt\n")
        let accept = workspace.run(["accept"])
        expect(accept.errors, contains: "Tests/Snapshots/gallery/\\u{1B}[2J\\u{7}evil\\u{D}.txt.new is not a valid golden name")
        let reject = workspace.run(["reject"])
        expect(reject.output, contains: "rejected: gallery/\\u{1B}[2J\\u{7}evil\\u{D}.txt")
        let check = workspace.run(["check", "--report", "report.json"])
        expect(check.output, contains: "unreferenced: Tests/Snapshots/gallery/\\u{1B}[2J\\u{7}evil\\u{D}.txt")
        let report = try #require(workspace.read("report.json"))
        #expect(report.contains(#"gallery/\u001b[2J\u0007evil\r.txt"#), "\(report)")
        for text in [pending.output, pending.errors, accept.output, accept.errors, reject.output, check.output, check.errors, report] {
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" }, "raw control character in \(text)")
        }
    }
}

/// Every path under a folder with its size or link target.
enum HostileTree {
    static func listing(_ root: String) -> [String: String] {
        var result: [String: String] = [:]
        let walker = FileManager.default.enumerator(atPath: root)
        while let path = walker?.nextObject() as? String {
            let full = root + "/" + path
            result[path] = FileSystem.kind(full) == .file ? (FileManager.default.contents(atPath: full).map { String(decoding: $0, as: UTF8.self) } ?? "?") : "\(FileSystem.kind(full))"
        }
        return result
    }
}
