import Foundation
import Testing
@testable import GoldenCore

/// An assertion's planned read (``GoldenReadPlan``) gives what the store's own read gives —
/// bytes, nil or the same failure — for plain goldens and for every layout it hands back
/// to the store (links, FIFOs, linked folders, `..`).
struct GoldenReadPlanTests {
    private let workspace: TestWorkspace
    private let store: GoldenStore

    init() throws {
        workspace = try TestWorkspace()
        store = GoldenStore(packageRoot: workspace.root)
        try FileManager.default.createDirectory(atPath: workspace.goldens + "/Cases", withIntermediateDirectories: true)
        try workspace.write("plain\n", to: "Tests/Snapshots/Cases/plain.txt")
        try workspace.write("outside\n", to: "outside.txt")
    }

    /// The plan's read and the store's, as bytes or as the failure message.
    private func both(_ relative: String) -> (plan: String, store: String) {
        (Self.text { try GoldenReadPlan(store: store, relative: relative).read() }, Self.text { try store.readBytes(relative) })
    }

    private static func text(_ read: () throws -> [UInt8]?) -> String {
        do {
            return try read().map { "bytes " + String(decoding: $0, as: UTF8.self) } ?? "nil"
        } catch {
            return "error " + ((error as? CommandError)?.message ?? "\(error)")
        }
    }

    @Test func aPlainGoldenReadsAsTheStoreReadsIt() {
        #expect(both("Cases/plain.txt") == ("bytes plain\n", "bytes plain\n"))
        #expect(both("Cases/missing.txt") == ("nil", "nil"))
        #expect(both("NoFolder/missing.txt") == ("nil", "nil"))
    }

    @Test func aLinkedGoldenGoesToTheStoresRead() throws {
        try FileManager.default.createSymbolicLink(atPath: workspace.goldens + "/Cases/inside.txt", withDestinationPath: "plain.txt")
        try FileManager.default.createSymbolicLink(atPath: workspace.goldens + "/Cases/escape.txt", withDestinationPath: workspace.root + "/outside.txt")
        #expect(both("Cases/inside.txt") == ("bytes plain\n", "bytes plain\n"))
        let escape = both("Cases/escape.txt")
        #expect(escape.plan == escape.store)
        expect(escape.plan, contains: "leads outside Tests/Snapshots")
    }

    @Test func aLinkedFolderOnTheWayGoesToTheStoresRead() throws {
        try FileManager.default.createDirectory(atPath: workspace.root + "/elsewhere", withIntermediateDirectories: true)
        try workspace.write("elsewhere\n", to: "elsewhere/e.txt")
        try FileManager.default.createSymbolicLink(atPath: workspace.goldens + "/Linked", withDestinationPath: workspace.root + "/elsewhere")
        let linked = both("Linked/e.txt")
        #expect(linked.plan == linked.store)
        expect(linked.plan, contains: "leads outside")
        #expect(both("Cases/../Cases/plain.txt") == ("bytes plain\n", "bytes plain\n"))
    }

    @Test func aFolderOrFIFOIsRefusedAsTheStoreRefusesIt() throws {
        try FileManager.default.createDirectory(atPath: workspace.goldens + "/Cases/folder.txt", withIntermediateDirectories: true)
        #expect(mkfifo(workspace.goldens + "/Cases/pipe.txt", 0o644) == 0)
        for name in ["Cases/folder.txt", "Cases/pipe.txt"] {
            let result = both(name)
            #expect(result.plan == result.store)
            expect(result.plan, contains: "is not a regular file")
        }
    }

    @Test func theStepsAreThoseFromThePackageRoot() {
        // Split on bytes when ASCII, on Characters otherwise: the same steps either way.
        // A table, not one `#expect` a name: those took over 300 ms to type-check.
        let root = ["Tests", "Snapshots"]
        let cases: [(name: String, steps: [String]?)] = [
            ("Cases/plain.txt", root + ["Cases", "plain.txt"]), ("Cases/../x.txt", nil), ("Cases//x.txt", nil),
            ("Cases/./x.txt", nil), ("", nil), ("Cases/", nil), ("A/b/c.txt", root + ["A", "b", "c.txt"]),
            ("Écrans/épisode.txt", root + ["Écrans", "épisode.txt"]), ("Écrans/../x.txt", nil),
        ]
        for (name, steps) in cases {
            #expect(store.confinedSteps(of: name) == steps, "\(name)")
        }
    }

    /// The plan's one-call path is made from a plain name as it is, not from its steps
    /// split and joined again: both must agree on every name, plain or not.
    @Test func theOneCallPathOfANameIsItsStepsJoined() throws {
        let names = ["plain.txt", "Cases/plain.txt", "A/b/c.txt", "Écrans/épisode.txt", "Cases/a b.txt", "x/y/z/w.json",
                     "..x/y.txt", "x./y...txt", "", "/x.txt", "x/", "x//y.txt", "./x.txt", "x/../y.txt", "x/..", ".", "Écrans/./x"]
        for name in names {
            let steps: [String]? = store.confinedSteps(of: name)
            let joined: String? = steps.map { (parts: [String]) -> String in parts.joined(separator: "/") }
            let full: String? = joined.map { (path: String) -> String in store.base + "/" + path }
            let direct = steps == nil ? nil : store.oneOpen(plain: name)
            let directPath: String? = direct?.path, directFull: String? = direct?.full
            #expect(directPath == joined && directFull == full, "\(name)")
        }
        #expect(store.oneOpen(plain: "Cases/plain.txt")?.path == "Tests/Snapshots/Cases/plain.txt")
    }

    /// `fstat`'s size is only a first guess: a file that grew or shrank since is read whole.
    @Test(arguments: [0, 3, 6, 7, 20])
    func aRegularFileIsReadWholeWhateverSizeWasExpected(expected: Int) throws {
        let path = workspace.goldens + "/Cases/plain.txt"
        let descriptor = open(path, O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let bytes = try FileSystem.readRegularFile(descriptor, size: expected, path: path, maximumBytes: 1 << 20)
        #expect(bytes == Array("plain\n".utf8))
    }

    @Test func aFileThatGrewAboveTheLimitIsRefused() throws {
        let path = workspace.goldens + "/Cases/plain.txt"
        let descriptor = open(path, O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(throws: FileSystem.Failure.self) { try FileSystem.readRegularFile(descriptor, size: 3, path: path, maximumBytes: 4) }
    }
}
