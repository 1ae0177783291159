import Foundation
import Testing
import TemplateKitLite
@testable import GoldenCore
@testable import SnapshotTool
@testable import LiveCatalog

/// Issue 23, items 13 to 16: one terminal-safety rule for everything echoed (arguments,
/// file names, state document strings, golden lines), and an owner package that is an
/// absolute path.
struct TerminalSafetyTests {
    /// Every byte printable, or a line feed or tab (or a right-to-left isolate the rule keeps).
    static func isSafe(_ text: String) -> Bool {
        TerminalText.isSafe(text) && !text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" }
    }

    @Test func theRuleEscapesC0C1DELAndBidiControlsAndKeepsNewlinesAndTabs() {
        #expect(TerminalText.safe("a\u{1B}]0;t\u{7}b\u{9B}2J\u{7F}\u{202E}c\u{2066}\u{200F}\u{61C}\n\td") ==
            "a\\u{1B}]0;t\\u{7}b\\u{9B}2J\\u{7F}\\u{202E}c\\u{2066}\\u{200F}\\u{61C}\n\td")
        #expect(TerminalText.safe("plain ✓ שלום\n") == "plain ✓ שלום\n")
        #expect(TerminalText.json("\"a\u{9B}\u{202E}\"") == "\"a\\u009b\\u202e\"")
    }

    /// The renderer's isolates around right-to-left names stay (renders stay readable);
    /// an isolate around Latin text, one left open, or one with an override inside does not.
    @Test func theRenderersRightToLeftIsolatesAreKeptAndOthersEscaped() {
        #expect(TerminalText.safe("│ \u{2068}שלום\u{2069} │\n") == "│ \u{2068}שלום\u{2069} │\n")
        #expect(TerminalText.safe("\u{2068}abc\u{2069}") == "\\u{2068}abc\\u{2069}")
        #expect(TerminalText.safe("\u{2068}שלום\n\u{2069}") == "\\u{2068}שלום\n\\u{2069}")
        #expect(TerminalText.safe("\u{2068}ש\u{202E}ל\u{2069}") == "\\u{2068}ש\\u{202E}ל\\u{2069}")
        #expect(TerminalText.safe("\u{2067}שלום\u{2069}") == "\\u{2067}שלום\\u{2069}")
    }

    @Test(arguments: [
        ["re\u{1B}[2Jcord"], ["check", "--fo\u{9B}rmat"], ["render", "scr\u{1B}]0;owned\u{7}een"],
        ["journey", "\u{202E}nowhere"], ["render", "queue", "--profile", "t\u{0}iny"], ["render", "queue", "--format", "x\u{9B}ml"],
        ["check", "ga\u{1B}llery"], ["--ver\u{1B}sion-x"],
    ])
    func argumentsAreEchoedSafelyInUsageErrorsAndSuggestions(_ arguments: [String]) {
        let result = GoldensTests.run(arguments)
        #expect(result.code == .usage, "\(arguments): \(result.errors)")
        #expect(Self.isSafe(result.errors) && Self.isSafe(result.output), "\(arguments): \(result.errors)")
    }

    @Test func stateDocumentStringsAreEscapedInDecodeErrors() throws {
        let path = NSTemporaryDirectory() + "hostile-state-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(#"{"schemaVersion": 1, "player": {"state": "\u001b]0;owned\u0007\u009b2J\u202e"}}"#.utf8).write(to: URL(fileURLWithPath: path))
        let result = GoldensTests.run(["render", "queue", "--state", path])
        #expect(result.code == .failure)
        #expect(result.errors.contains(#"\u{1B}]0;owned\u{7}\u{9B}2J\u{202E}"#), "\(result.errors)")
        #expect(Self.isSafe(result.errors))
    }

    @Test func renderAsJSONEscapesC1AndBidiControlsAsJSON() throws {
        let workspace = try TestWorkspace(catalog: SnapshotCatalog([SnapshotEntry("x/hostile") {
            ListTemplate("T\u{9B}2J\u{202E}") { ListSection("S") { ListItem("a\u{1B}b") } }
        }]))
        let result = workspace.run(["render", "hostile", "--format", "json"])
        #expect(result.code == .success, "\(result.errors)")
        #expect(Self.isSafe(result.output))
        #expect(result.output.contains(#"T\u009b2J\u202e"#), "\(result.output)")
        #expect((try? JSONSerialization.jsonObject(with: Data(result.output.utf8))) != nil)
    }

    @Test func bidiControlsInAGoldenAreVisibleInTheDiff() throws {
        let name = "gallery/br-radio-stations.txt"
        let workspace = try TestWorkspace()
        try workspace.writeGolden("Stations\n  Radio \u{202E}sniE\u{202C}\n  Fritz\n  Radio Zwei\n", name)
        let result = workspace.run(["check", name])
        expect(result.output, contains: "-  Radio \\u{202E}sniE\\u{202C}")
        #expect(Self.isSafe(result.output))
    }

    @Test func colourIsTheOnlyEscapeSequenceLetThrough() {
        let buffer = TextBuffer()
        let output = TerminalSafeOutput(buffer, allowsStyle: true)
        output.write(TerminalStyle(isEnabled: true).red("-a\u{1B}[2J") + "\u{1B}[8m")
        #expect(buffer.text == "\u{1B}[31m-a\\u{1B}[2J\u{1B}[0m\\u{1B}[8m")
    }

    @Test func theWorkingDirectoryIsEscapedWhenNoPackageIsFound() throws {
        let folder = NSTemporaryDirectory() + "no-package-\u{1B}[2J-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = TextBuffer(), errors = TextBuffer()
        let context = CommandContext(output: output, errors: errors, environment: [:], workingDirectory: folder,
                                     outputIsTerminal: false, catalog: TestCatalog.standard)
        #expect(SnapshotTool.run(["check"], context: context) == .failure)
        expect(errors.text, contains: "no-package-\\u{1B}[2J-")
    }

    // MARK: 16

    @Test(arguments: [".", "..", "Examples/PodcastCar", "./x"])
    func aRelativeCatalogPackageIsRefused(_ value: String) {
        #expect(throws: CommandError.self) {
            try SnapshotTool.ownerPackage(filePath: "/a/Sources/x/main.swift", environment: [SnapshotTool.ownerEnvironmentKey: value])
        }
    }

    @Test func anAbsoluteCatalogPackageIsUsed() throws {
        let owner = try SnapshotTool.ownerPackage(filePath: "/a/main.swift", environment: [SnapshotTool.ownerEnvironmentKey: "/no/such/package"])
        #expect(owner == "/no/such/package")
    }
}
