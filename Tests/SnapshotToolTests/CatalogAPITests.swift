import Foundation
import Testing
import TemplateKitLite
@testable import GoldenCore
@testable import SnapshotTool

/// The public catalog API as a team's own executable uses it: entries yield two goldens,
/// journeys replay taps through a reducer, state-built catalogs take --state and options,
/// and the tool writes only in the package its catalog belongs to.
@Suite struct CatalogAPITests {
    static let episodes = ListTemplate("Episodes") {
        ListSection("Latest") {
            ListItem("Episode 12").detail("48 min").action(Action("play", ["episode": 12]))
            ListItem("Episode 11").detail("52 min").action(Action("play", ["episode": 11]))
        }
    }

    static let catalog = SnapshotCatalog([
        SnapshotEntry("podcast/episodes") { episodes },
        SnapshotEntry("podcast/episodes@limited", profile: .limited) { episodes },
    ], journeys: [
        SnapshotJourney(
            "podcast/journeys/play", summary: "episodes → play the second", start: 0, taps: [.row(2)],
            stack: { (playing: Int) in [episodes.template] + (playing == 0 ? [] : [nowPlaying(playing)]) },
            reduce: { _, action in action.arguments["episode"]?.int ?? 0 }),
    ], files: [SnapshotFile("podcast/notes.txt") { "hello\n" }])

    static func nowPlaying(_ episode: Int) -> Template {
        .nowPlaying(NowPlayingTemplate(info: NowPlayingInfo(title: "Episode \(episode)", playback: .playing)))
    }

    func workspace(owner: String? = nil) throws -> TestWorkspace {
        let workspace = try TestWorkspace(catalog: Self.catalog)
        workspace.ownerPackage = owner
        return workspace
    }

    @Test func entriesYieldTextAndJSONGoldensJourneysAndFilesOne() {
        #expect(Self.catalog.names == [
            "podcast/episodes.txt", "podcast/episodes.json", "podcast/episodes@limited.txt",
            "podcast/episodes@limited.json", "podcast/journeys/play.txt", "podcast/notes.txt",
        ])
    }

    @Test func recordThenCheckInTheOwnPackage() throws {
        let workspace = try workspace()
        workspace.ownerPackage = FileSystem.resolved(workspace.root)
        #expect(workspace.run(["record"]).code == .success)
        #expect(workspace.golden("podcast/episodes@limited.txt")?.contains("limited · 12 items") == true)
        #expect(workspace.run(["check"]).code == .success)
    }

    @Test func aJourneyReplaysTapsThroughTheReducer() throws {
        let result = try workspace().run(["journey", "play"])
        #expect(result.code == .success, "\(result.errors)")
        #expect(result.output.hasPrefix("Journey podcast/journeys/play: episodes → play the second\n\nStart\n"))
        expect(result.output, contains: "Step 1: tap row 2 \"Episode 11\"\n")
        #expect(!result.output.contains("sends"), "taps are details")
        expect(result.output, contains: "Episode 11")
    }

    @Test func aTapThatFindsNothingFailsNamingTheStep() {
        let journey = SnapshotJourney(
            "j", start: 0, taps: [.text("Nowhere")], stack: { (_: Int) in [Self.episodes.template] }, reduce: { s, _ in s })
        let text = journey.text()
        #expect(text.hasPrefix("error: journey j, step 1: tap \"Nowhere\" found no row with an action\nThe journey up to it:\nJourney j\n\nStart\n"), "\(text)")
    }

    @Test func renderFindsScreensByFullNameLastPartOrBase() throws {
        let workspace = try workspace()
        #expect(workspace.run(["render", "podcast/episodes@limited"]).output.contains("limited · 12 items"))
        #expect(workspace.run(["render", "episodes@limited"]).output.contains("limited · 12 items"))
        #expect(workspace.run(["render", "episodes"]).output.contains("unconstrained · 500 items"))
        let wrong = workspace.run(["render", "episods"])
        #expect(wrong.code == .usage && wrong.errors.contains("Did you mean"))
    }

    @Test func listGroupsVariants() throws {
        let output = try workspace().run(["list"]).output
        expect(output, contains: "\n  podcast/episodes  · @limited\n")
        expect(output, contains: "JOURNEYS")
        expect(output, contains: "podcast/journeys/play  episodes → play the second")
    }

    @Test(arguments: [["record"], ["check"], ["check", "--prune"]])
    func anotherPackagesGoldensAreRefusedWith64(arguments: [String]) throws {
        let workspace = try workspace(owner: "/somewhere/else")
        try workspace.writeGolden("mine\n", "MyTests/mine.txt")
        let before = workspace.tree()
        let result = workspace.run(arguments)
        #expect(result.code == .usage)
        expect(result.errors, contains: "refused: this tool's catalog belongs to /somewhere/else")
        #expect(workspace.tree() == before)
    }

    @Test func assertionGoldensAreNeverUnreferencedToACatalog() throws {
        let workspace = try workspace()
        #expect(workspace.run(["record"]).code == .success)
        try workspace.writeGolden("an assertion's golden\n", "EpisodeTests/episodes.txt")
        try workspace.writeGolden("a retired catalog golden\n", "podcast/retired.txt")
        let result = workspace.run(["check", "--prune"])
        #expect(result.code == .success, "\(result.output)\(result.errors)")
        #expect(workspace.golden("EpisodeTests/episodes.txt") == "an assertion's golden\n")
        #expect(workspace.golden("podcast/retired.txt") == nil)
    }

    @Test func stateBuiltCatalogsTakeStateDocumentsAndOptions() throws {
        let catalog = SnapshotCatalog(
            defaultState: "Default",
            decodeState: { bytes, file in
                guard let text = String(validating: bytes, as: UTF8.self), !text.isEmpty else { throw StateError(file: file) }
                return text
            },
            options: [SnapshotOption("title", help: "A title.")],
            build: { state, options in
                SnapshotCatalog([SnapshotEntry("app/home") { ListTemplate(options["title"] ?? state) { ListSection("") {} } }])
            })
        let workspace = try TestWorkspace(catalog: catalog)
        #expect(workspace.run(["render", "home"]).output.contains("Default"))
        #expect(workspace.run(["render", "home", "--title", "From an option"]).output.contains("From an option"))
        try workspace.write("From a document", to: "state.txt")
        #expect(workspace.run(["render", "home", "--state", "state.txt"]).output.contains("From a document"))
        try workspace.write("", to: "empty.txt")
        let bad = workspace.run(["render", "home", "--state", "empty.txt"])
        #expect(bad.code == .failure && bad.errors.contains("invalid state document: empty.txt is empty"))
        #expect(workspace.run(["render", "home", "--bogus", "x"]).code == .usage)
    }

    struct StateError: Error, CustomStringConvertible {
        let file: String
        var description: String { "\(file) is empty" }
    }
}
