import Foundation
import Testing
@testable import GoldenCore

/// A golden opened in one call below its held package root (``HeldFolders``) is exactly
/// what the step-by-step read finds: the same bytes when it finds bytes, and no answer
/// (so the step-by-step read decides) otherwise; an edit, a replaced file, a replaced
/// package root or a folder swapped for a link between two reads is met as a fresh read
/// meets it.
struct HeldFolderReadTests {
    private let workspace: TestWorkspace
    private let store: GoldenStore

    init() throws {
        workspace = try TestWorkspace()
        store = GoldenStore(packageRoot: workspace.root)
        try workspace.write("plain\n", to: "Tests/Snapshots/Cases/plain.txt")
        try workspace.write("outside\n", to: "outside.txt")
    }

    /// The one-call read of `relative` and the step-by-step one (bytes, or what it found).
    private func both(_ relative: String) throws -> (oneCall: [UInt8]?, stepByStep: String) {
        let steps = try #require(store.confinedSteps(of: relative))
        let oneOpen = try #require(store.oneOpen(plain: relative))
        let oneCall = HeldFolders.shared.readRegularFile(below: store.base, oneOpen, maximumBytes: store.maximumBytes)
        let stepByStep: String
        switch try store.readConfined(steps) {
        case .bytes(let bytes): stepByStep = "bytes " + String(decoding: bytes, as: UTF8.self)
        case .missing: stepByStep = "missing"
        case .notRegular: stepByStep = "not regular"
        case .link(let index): stepByStep = "link at \(index)"
        }
        return (oneCall, stepByStep)
    }

    private func read(_ relative: String) throws -> String? {
        try store.readBytes(relative).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func everyLayoutIsReadInOneCallOnlyWhereTheStepsFindBytes() throws {
        try FileManager.default.createDirectory(atPath: workspace.goldens + "/Cases/folder.txt", withIntermediateDirectories: true)
        #expect(mkfifo(workspace.goldens + "/Cases/pipe.txt", 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: workspace.goldens + "/Cases/inside.txt", withDestinationPath: "plain.txt")
        try FileManager.default.createSymbolicLink(atPath: workspace.goldens + "/Cases/escape.txt", withDestinationPath: workspace.root + "/outside.txt")
        try FileManager.default.createSymbolicLink(atPath: workspace.goldens + "/Linked", withDestinationPath: workspace.goldens + "/Cases")
        try workspace.write("a file\n", to: "Tests/Snapshots/File")
        let cases: [(String, [UInt8]?, String)] = [
            ("Cases/plain.txt", Array("plain\n".utf8), "bytes plain\n"),
            ("Cases/missing.txt", nil, "missing"),
            ("NoFolder/missing.txt", nil, "missing"),
            ("File/under-a-file.txt", nil, "missing"),
            ("Cases/folder.txt", nil, "not regular"),
            ("Cases/pipe.txt", nil, "not regular"),
            ("Cases/inside.txt", nil, "link at 3"),
            ("Cases/escape.txt", nil, "link at 3"),
            ("Linked/plain.txt", nil, "link at 2"),
        ]
        for (relative, oneCall, stepByStep) in cases {
            let found = try both(relative)
            #expect(found.oneCall == oneCall, "\(relative)")
            #expect(found.stepByStep == stepByStep, "\(relative)")
            #expect(try holds(relative, "plain\n") == (relative == "Cases/plain.txt"), "\(relative)")
        }
    }

    private func holds(_ relative: String, _ text: String) throws -> Bool {
        HeldFolders.shared.holds(below: store.base, try #require(store.oneOpen(plain: relative)), exactly: Array(text.utf8))
    }

    /// A matching assertion's one read: yes only for exactly the golden's bytes — not a
    /// prefix, not more, not nothing.
    @Test func theOneCallMatchIsExact() throws {
        #expect(try holds("Cases/plain.txt", "plain\n"))
        for other in ["plain", "plain\n\n", "plaiN\n", ""] {
            #expect(try !holds("Cases/plain.txt", other), "\(other.debugDescription)")
        }
        try workspace.write("", to: "Tests/Snapshots/Cases/empty.txt")
        #expect(try !holds("Cases/empty.txt", ""), "an empty golden is read whole")
    }

    /// A FIFO holding exactly the render's bytes is no match, and its bytes stay in it:
    /// `pread` refuses a pipe without reading it.
    @Test func aFIFOHoldingTheBytesIsNoMatchAndKeepsThem() throws {
        let pipe = workspace.goldens + "/Cases/pipe.txt"
        #expect(mkfifo(pipe, 0o644) == 0)
        let end = open(pipe, O_RDWR | O_NONBLOCK)
        try #require(end >= 0)
        defer { close(end) }
        #expect(write(end, "plain\n", 6) == 6)
        #expect(try !holds("Cases/pipe.txt", "plain\n"))
        #expect(bytesWaiting(in: end) == 6, "the FIFO's bytes are still there")
    }

    @Test func anEditOfTheSameSizeBetweenTwoReadsIsSeen() throws {
        for round in 0..<50 {
            let text = "round \(round % 10)\n"
            try workspace.write(text, to: "Tests/Snapshots/Cases/plain.txt")
            #expect(try read("Cases/plain.txt") == text)
        }
    }

    @Test func aGoldenReplacedByRenameOrRemovedIsSeen() throws {
        #expect(try read("Cases/plain.txt") == "plain\n")
        try FileSystem.writeAtomically(Array("renamed over\n".utf8), to: workspace.goldens + "/Cases/plain.txt")
        #expect(try read("Cases/plain.txt") == "renamed over\n")
        try FileManager.default.removeItem(atPath: workspace.goldens + "/Cases/plain.txt")
        #expect(try read("Cases/plain.txt") == nil)
    }

    /// The held root is the folder its path named when it was opened: once the path names
    /// another folder, that one is read (as `open` of the path would).
    @Test func aPackageRootMovedAsideAndMadeAgainIsReadAnew() throws {
        #expect(try read("Cases/plain.txt") == "plain\n")
        try FileManager.default.moveItem(atPath: workspace.root, toPath: workspace.root + "-old")
        defer { try? FileManager.default.removeItem(atPath: workspace.root + "-old") }
        #expect(try read("Cases/plain.txt") == nil)
        try workspace.write("// swift-tools-version: 6.0\n", to: "Package.swift")
        try workspace.write("new root\n", to: "Tests/Snapshots/Cases/plain.txt")
        #expect(try read("Cases/plain.txt") == "new root\n")
    }

    /// A root reached through a link is held open; re-pointed at another package, that
    /// package's golden is read, as `open` of the root's path would find it.
    @Test func aPackageRootReachedThroughALinkIsReadAndFollowedWhenItChanges() throws {
        let other = try TestWorkspace()
        try other.write("other package\n", to: "Tests/Snapshots/Cases/plain.txt")
        let link = workspace.root + "-link"
        defer { try? FileManager.default.removeItem(atPath: link) }
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: workspace.root)
        let linked = GoldenStore(packageRoot: link)
        func read() throws -> String? { try linked.readBytes("Cases/plain.txt").map { String(decoding: $0, as: UTF8.self) } }
        for _ in 0..<3 { #expect(try read() == "plain\n") }
        try FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: other.root)
        #expect(try read() == "other package\n")
        try workspace.write("edited\n", to: "Tests/Snapshots/Cases/plain.txt")
        try FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: workspace.root)
        #expect(try read() == "edited\n")
    }

    @Test func aFolderSwappedForALinkAfterAReadIsRefused() throws {
        #expect(try read("Cases/plain.txt") == "plain\n")
        try workspace.write("elsewhere\n", to: "elsewhere/plain.txt")
        try FileManager.default.moveItem(atPath: workspace.goldens + "/Cases", toPath: workspace.root + "/cases-aside")
        try FileManager.default.createSymbolicLink(atPath: workspace.goldens + "/Cases", withDestinationPath: workspace.root + "/elsewhere")
        #expect(try both("Cases/plain.txt").oneCall == nil)
        #expect(throws: CommandError.self) { try read("Cases/plain.txt") }
    }
}

/// What one `read` of the open `descriptor` returns (up to 64 bytes).
private func bytesWaiting(in descriptor: Int32) -> Int {
    var buffer = [UInt8](repeating: 0, count: 64)
    return buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
}
