import Foundation
import Testing
import RelistenScreens
@testable import GoldenCore
@testable import SnapshotTool
@testable import LiveCatalog

/// The package's own goldens: `swift test` fails when any render differs from its golden,
/// by the same comparison `snapshot check` makes (in CI mode, so it writes nothing).
@Suite struct GoldensTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    static func run(_ arguments: [String], catalog: SnapshotCatalog = .live) -> (code: ExitCode, output: String, errors: String) {
        let output = TextBuffer(), errors = TextBuffer()
        let context = CommandContext(
            output: output, errors: errors, environment: ["CI": "true", "NO_COLOR": "1"],
            workingDirectory: packageRoot, outputIsTerminal: false, catalog: catalog)
        let code = SnapshotTool.run(arguments, context: context)
        return (code, output.text, errors.text)
    }

    @Test func everyRenderMatchesItsGolden() {
        let result = Self.run(["check"])
        #expect(result.code == .success, "\(result.output)\n\(result.errors)")
        expect(result.output, contains: "\(SnapshotCatalog.live.entries.count) unchanged")
    }

    @Test func catalogCoversEveryScreenAndGalleryEntry() {
        let names = Set(SnapshotCatalog.live.names)
        #expect(names.count == SnapshotCatalog.live.entries.count, "names are unique")
        for entry in Gallery.entries {
            #expect(names.contains("gallery/\(entry.name).txt") && names.contains("gallery/\(entry.name).json"))
        }
        #expect(Self.count(of: "relisten/") >= 100)
    }

    @Test func catalogCoversEveryJourney() {
        let operationLogs = Self.count(of: "journeys/", endingWith: ".operations.txt")
        let steps = Self.count(of: "journeys/", endingWith: ".steps.json")
        let journeys = RelistenJourney.all.count
        #expect(steps == journeys, "every journey's steps, the review page's before cars")
        #expect(Self.count(of: "journeys/") == journeys + steps + operationLogs)
        #expect(operationLogs == journeys + StateChange.all.count)
    }

    /// How many of the built-in catalog's goldens are in `folder` and end with `suffix`.
    static func count(of folder: String, endingWith suffix: String = "") -> Int {
        SnapshotCatalog.live.names.count { (name: String) -> Bool in name.hasPrefix(folder) && name.hasSuffix(suffix) }
    }

    @Test func noGoldenHoldsAnError() throws {
        for entry in SnapshotCatalog.live.entries {
            #expect(!entry.render().hasPrefix("error:"), "\(entry.name)")
        }
    }
}

/// `list`, `render`, `journey` and `lint` on the built-in catalog.
@Suite struct ScreenCommandTests {
    @Test func renderPrintsTextAndJSON() {
        let text = GoldensTests.run(["render", "my-library"])
        #expect(text.code == .success)
        #expect(text.output.contains("My Library") && text.output.contains("┌"))
        let json = GoldensTests.run(["render", "queue@limited", "--format", "json"])
        #expect(json.code == .success)
        #expect(json.output.contains("\"schemaVersion\": 1") && json.output.contains("\"profile\": \"limited\""))
    }

    @Test func renderPrintsAGalleryEntryOnTheCarAsked() {
        let gallery = GoldensTests.run(["render", "br-radio-stations", "--profile", "limited"])
        #expect(gallery.code == .success && gallery.output.contains("BAYERN 3"))
    }

    @Test(arguments: [
        ["render", "my-libary"], ["render", "artists@nope"], ["render", "../etc/passwd"], ["render", "tracks", "--format", "xml"],
        ["render", "tracks", "--profile", "tiny"], ["render", "years", "--artist", "grateful-ded"], ["render"],
        ["render", "queue", "--format"], ["journey", "nowhere"], ["render", "queue", "--bogus"],
    ])
    func usageErrorsExit64WithAMessage(arguments: [String]) {
        let result = GoldensTests.run(arguments)
        #expect(result.code == .usage, "\(arguments): \(result.errors)")
        #expect(result.errors.hasPrefix("Error: "))
        #expect(result.output.isEmpty)
    }

    @Test func suggestionsNameTheClosestScreenAndId() {
        #expect(GoldensTests.run(["render", "my-libary"]).errors.contains("Did you mean 'my-library'?"))
        #expect(GoldensTests.run(["render", "years", "--artist", "grateful-ded"]).errors.contains("'grateful-dead'"))
    }

    @Test func idsAcceptSlugYearAndDate() {
        let result = GoldensTests.run(["render", "tracks", "--artist", "phish", "--year", "1997", "--show", "1997-11-22"])
        #expect(result.code == .success, "\(result.errors)")
        expect(result.output, contains: "Phish • 1997-11-22")
    }

    @Test func badStateFileFailsWithItsPathAndJSONPath() throws {
        let path = NSTemporaryDirectory() + "bad-state-\(UUID().uuidString).json"
        try Data(#"{"player": {"state": "dancing"}}"#.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = GoldensTests.run(["render", "queue", "--state", path])
        #expect(result.code == .failure)
        #expect(result.errors.contains(path) && result.errors.contains("$.player.state"), "\(result.errors)")
    }

    @Test func journeyAndListAndLint() {
        let journey = GoldensTests.run(["journey", "clear-queue-confirm"])
        #expect(journey.code == .success && journey.output.contains("Step 2: tap \"Clear Queue\""))
        let list = GoldensTests.run(["list"])
        #expect(list.output.contains("relisten/tracks ") && list.output.contains("@offline @multi-set"))
        expect(list.output, contains: "gallery/br-radio-rewind")
        let lint = GoldensTests.run(["lint"])
        #expect(lint.code == .success, "\(lint.output)")
        expect(lint.output, contains: "warning grid.button-limit")
        expect(lint.output, contains: "0 errors")
    }
}
