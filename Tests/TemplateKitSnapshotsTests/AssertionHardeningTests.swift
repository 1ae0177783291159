import Foundation
import Testing
import TemplateKitLite
@testable import GoldenCore
@testable import TemplateKitSnapshots

/// Issue 23 for the assertions: confinement from the package root (1), the first lines of
/// a long new golden (5), test files and functions with any name (6), case-only name
/// differences (7), renders too large to read back (8), byte order marks and non-UTF-8
/// goldens (11), and messages that follow the terminal-safety rule (14, 15).
@Suite struct AssertionHardeningTests {
    let package: TempPackage
    init() throws { package = try TempPackage() }

    private func assert(in testFile: String, named name: String, render: [UInt8], site: String = "S.swift:1:1",
                        environment: [String: String] = [:]) -> [String] {
        GoldenAssertion(
            template: Screens.episodes.template, fileExtension: "txt", render: { _, _, _ in render }, name: name,
            profile: .unconstrained, isPushed: false, validate: false, filePath: testFile, site: site + package.root
        ).run(environment: environment)
    }

    @Test func aLinkedTestsFolderIsRefusedAndNothingIsWrittenThroughIt() throws {
        let outside = package.root + "-outside"
        try FileManager.default.createDirectory(atPath: outside + "/Snapshots", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try FileManager.default.removeItem(atPath: package.root + "/Tests")
        try FileManager.default.createSymbolicLink(atPath: package.root + "/Tests", withDestinationPath: outside)
        for update in ["new", "always"] {
            let problems = package.assert(Screens.episodes, environment: ["SNAPSHOT_UPDATE": update])
            #expect(problems.contains { $0.contains("/Tests is a symbolic link; refusing") }, "\(problems)")
        }
        #expect((try FileManager.default.contentsOfDirectory(atPath: outside + "/Snapshots")).isEmpty)
    }

    @Test func aNewGoldenOverSixtyLinesShowsItsFirstLinesAndCountsTheRest() {
        let render = Array((1...100).map { "row \($0)\n" }.joined().utf8)
        let problems = assert(in: package.testFile, named: "long", render: render, environment: ["SNAPSHOT_UPDATE": "no"])
        #expect(problems.count == 1)
        #expect(problems[0].contains("--- /dev/null\n+++ b/Tests/Snapshots/EpisodeTests/long.txt\n@@ -0,0 +1,59 @@\n+row 1\n"), "\(problems)")
        #expect(problems[0].hasSuffix("+row 59\n… 41 more lines"), "\(problems)")
    }

    @Test(arguments: [("My Screens.swift", "My-Screens"), ("Écrans.swift", "Ecrans"), ("EpisodeTests.swift", "EpisodeTests")])
    func aTestFileWithASpaceOrAnAccentCanUseExpectSnapshot(_ file: String, _ folder: String) throws {
        let problems = assert(in: package.root + "/Tests/PodcastTests/" + file, named: "episodes", render: Array("x\n".utf8))
        #expect(problems.count == 1 && problems[0].contains("has no golden yet"), "\(problems)")
        #expect(FileManager.default.fileExists(atPath: package.root + "/Tests/Snapshots/\(folder)/episodes.txt.new"))
    }

    @Test func aTestFileInAnotherScriptGetsAFolderOfItsOwn() {
        let one = GoldenOwnership.assertionFolder(ofTestFile: "/p/Tests/画面.swift")
        let two = GoldenOwnership.assertionFolder(ofTestFile: "/p/Tests/設定.swift")
        #expect(one != two)
        #expect(SnapshotName.problem(with: one + "/x.txt") == nil && SnapshotName.problem(with: two + "/x.txt") == nil)
    }

    @Test func aRawIdentifierTestFunctionGetsAValidDefaultName() {
        #expect(GoldenLocation.testName("shows three rows()") == "shows-three-rows")
        #expect(GoldenLocation.testName("`shows three rows`()") == "shows-three-rows")
        #expect(GoldenLocation.testName("episodes()") == "episodes")
    }

    @Test func namesThatDifferOnlyByCaseFailAndNameEachOther() {
        #expect(assert(in: package.testFile, named: "Home", render: Array("x\n".utf8), site: "A.swift:1:1").count == 1)
        let clash = assert(in: package.testFile, named: "home", render: Array("x\n".utf8), site: "B.swift:2:2")
        #expect(clash.last?.contains("differ only by case") == true, "\(clash)")
        #expect(clash.last?.contains("A.swift:1:1") == true)
    }

    @Test func aGoldenWithAByteOrderMarkGetsANote() throws {
        let text = TextRenderer().render(Screens.episodes.template)
        try FileManager.default.createDirectory(atPath: package.root + "/Tests/Snapshots/EpisodeTests", withIntermediateDirectories: true)
        try Data([0xEF, 0xBB, 0xBF] + Array(text.utf8)).write(to: URL(fileURLWithPath: package.golden("episodes.txt")))
        let problems = package.assert(Screens.episodes)
        #expect(problems.first?.contains("note: golden starts with a UTF-8 byte order mark (EF BB BF)") == true, "\(problems)")
    }

    @Test func aGoldenThatIsNotUTF8IsAClearErrorNotAGarbledDiff() throws {
        try FileManager.default.createDirectory(atPath: package.root + "/Tests/Snapshots/EpisodeTests", withIntermediateDirectories: true)
        try Data([0x61, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: package.golden("episodes.txt")))
        let problems = package.assert(Screens.episodes)
        #expect(problems.first?.contains("is not valid UTF-8 (first bad byte at offset 1)") == true, "\(problems)")
        #expect(problems.allSatisfy { !$0.contains("\u{FFFD}") })
    }

    @Test func aRenderAboveTheGoldenLimitIsNotWritten() throws {
        var store = GoldenStore(packageRoot: package.root)
        store.maximumBytes = 8
        try store.createFolderIfMissing()
        #expect(throws: CommandError.self) { try store.write(Array("123456789".utf8), to: "A/x.txt") }
        #expect(FileSystem.kind(store.path("A/x.txt")) == .missing)
        try store.write(Array("12345678".utf8), to: "A/x.txt")
        #expect(try store.readBytes("A/x.txt") == Array("12345678".utf8))
    }

    @Test func namedAndUpdateValuesAreEscapedAndAnEmptyNameSaysSo() {
        let nul = package.assert(Screens.episodes, named: "a\u{0}b\u{1B}[2J")
        #expect(nul.first?.contains(#"Invalid snapshot name 'a\u{0}b\u{1B}[2J'"#) == true, "\(nul)")
        #expect(nul.allSatisfy { !$0.unicodeScalars.contains { TerminalText.isUnsafe($0) } })
        let empty = package.assert(Screens.episodes, named: "")
        #expect(empty.first?.hasPrefix("The snapshot name is empty") == true, "\(empty)")
        let mode = package.assert(Screens.episodes, environment: ["SNAPSHOT_UPDATE": "al\u{0}ways\u{9B}"])
        #expect(mode == [#"SNAPSHOT_UPDATE='al\u{0}ways\u{9B}' is not a mode; expected new (the default), always or no"#])
    }

    @Test func bidiControlsInAGoldenAreVisibleInTheFailure() throws {
        try package.write("Episodes \u{202E}21 edosipE\u{202C}\n", "episodes.txt")
        let problems = package.assert(Screens.episodes)
        #expect(problems.first?.contains(#"-Episodes \u{202E}21 edosipE\u{202C}"#) == true, "\(problems)")
    }
}

/// Issue 23, item 10: XCTest's `--parallel` workers are processes; two of them writing one
/// golden meet in the run's ledger and the failure names the other call site.
@Suite struct RunClaimLedgerTests {
    @Test func twoProcessesWritingOneGoldenNameEachOther() throws {
        let folder = NSTemporaryDirectory() + "claims-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Two GoldenClaims with one ledger folder: what two worker processes of a run have.
        let worker1 = GoldenClaims(ledger: RunClaimLedger(folder: folder))
        let worker2 = GoldenClaims(ledger: RunClaimLedger(folder: folder))
        let path = "/p/Tests/Snapshots/A/home.txt"
        #expect(worker1.claim(path, site: "A.swift:1:1", render: Array("one\n".utf8)) == nil)
        let clash = worker2.claim(path, site: "B.swift:2:2", render: Array("two\n".utf8))
        #expect(clash?.contains("(A.swift:1:1, in another test process and B.swift:2:2)") == true, "\(String(describing: clash))")
        let sameRender = GoldenClaims(ledger: RunClaimLedger(folder: folder))
        #expect(sameRender.claim(path, site: "A.swift:1:1", render: Array("one\n".utf8)) == nil, "the same call, the same render")
        let changed = GoldenClaims(ledger: RunClaimLedger(folder: folder))
        #expect(changed.claim(path, site: "A.swift:1:1", render: Array("ONE\n".utf8))?.contains("a different render, in another test process") == true)
    }
}
