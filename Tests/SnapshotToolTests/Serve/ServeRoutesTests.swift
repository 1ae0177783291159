import Foundation
import Testing
import TemplateKitDrawing
import TemplateKitLite
@testable import LiveCatalog
@testable import GoldenCore
@testable import SnapshotTool

/// `serve`'s routes in-process: /render answers with `render`'s own bytes, only catalog
/// names are served, the state editor writes the --state file and nothing else, the
/// click-through car replays the app's reducer, and a changed state file reloads.
@Suite struct ServeRoutesTests {
    static let validState = #"{"catalog": {"artists": [{"uuid": "a-1", "name": "Phish", "sort_name": "Phish", "featured": 1}]}, "library": {"favorite_artists": ["a-1"]}}"#

    func routes(_ workspace: TestWorkspace, state: String? = nil) throws -> PreviewRoutes {
        let context = CommandContext(
            output: TextBuffer(), errors: TextBuffer(), environment: [:], workingDirectory: workspace.root,
            outputIsTerminal: false, catalog: workspace.catalog)
        let session = try PreviewSession(context: context, statePath: state, optionValues: [:])
        return PreviewRoutes(session: session, status: { .object([:]) })
    }

    func get(_ routes: PreviewRoutes, _ target: String) -> (status: Int, body: String) {
        let response = routes.respond(HTTPRequest(method: "GET", target: target))
        return (response.status, String(decoding: response.body, as: UTF8.self))
    }

    @Test(arguments: [
        ("artists@loaded", ["render", "artists@loaded"], "format=text"),
        ("relisten/tracks@multi-set", ["render", "relisten/tracks@multi-set", "--format", "json"], "format=json"),
        ("now-playing@loaded", ["render", "now-playing@loaded", "--details"], "format=details"),
        ("artists@loaded", ["render", "artists@loaded", "--profile", "limited"], "profile=limited"),
        ("gallery/kit-grid", ["render", "gallery/kit-grid", "--format", "json", "--profile", "limited"], "format=json&profile=limited"),
    ])
    func renderAnswersExactlyWhatRenderPrints(name: String, command: [String], query: String) throws {
        let workspace = try TestWorkspace(catalog: .live)
        let printed = workspace.run(command)
        #expect(printed.code == .success)
        let served = get(try routes(workspace), "/render/\(URLComponentsText.encode(name))?\(query)")
        #expect(served.status == 200)
        #expect(served.body == printed.output)
    }

    @Test(arguments: ["/render/../../Package.swift", "/render/%2e%2e/Package.swift", "/Package.swift", "/render/", "/Tests/Snapshots/relisten/artists@loaded.txt", "/render/nope"])
    func servesCatalogNamesOnlyNeverAFile(target: String) throws {
        let workspace = try TestWorkspace(catalog: .live)
        try workspace.write("secret\n", to: "Package.swift")
        let answer = get(try routes(workspace), target)
        #expect(answer.status == 404)
        expect(answer.body, lacks: "secret")
    }

    @Test func anUnknownFormatOrProfileIsABadRequest() throws {
        let workspace = try TestWorkspace(catalog: .live)
        let routes = try routes(workspace)
        #expect(get(routes, "/render/artists@loaded?format=xml").status == 400)
        #expect(get(routes, "/render/artists@loaded?profile=spaceship").status == 400)
        #expect(get(routes, "/api/entry?name=relisten/artists@loaded&profile=spaceship").status == 400)
    }

    /// The entry of the long-names Artists screen, its text golden changed on disk, as
    /// `/api/entry` answers it.
    private func longNamesEntry() throws -> [String: Any] {
        let workspace = try TestWorkspace(catalog: .live)
        try workspace.writeGolden("changed\n", "relisten/artists@long-names.txt")
        let answer = get(try routes(workspace), "/api/entry?name=relisten/artists@long-names")
        #expect(answer.status == 200)
        return try #require(try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any])
    }

    @Test func anEntryCarriesTheReviewDrawingTextAndJSON() throws {
        let json = try longNamesEntry()
        let entry = SnapshotCatalog.live.screens.first { $0.name == "relisten/artists@long-names" }!
        let drawing = CarScreenHTML.drawing(try entry.template(), profile: entry.profile, isPushed: entry.isPushed)
        #expect(json["drawing"] as? String == drawing)
        #expect(json["text"] as? String == entry.text())
        #expect(json["json"] as? String == entry.json())
    }

    @Test func anEntryCarriesItsFindingsAndGolden() throws {
        let json = try longNamesEntry()
        let golden = try #require(json["golden"] as? [String: Any])
        #expect(golden["matches"] as? Bool == false)
        #expect((golden["diff"] as? [String])?.contains("-changed") == true)
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(!findings.isEmpty, "long names break content rules on purpose")
        #expect(findings.contains { $0["row"] is Int })
    }

    @Test func theStateEditorSavesTheStateFileAtomicallyAndNothingElse() throws {
        let workspace = try TestWorkspace(catalog: .live)
        try workspace.write("{}\n", to: "state.json")
        let routes = try routes(workspace, state: "state.json")
        let before = workspace.tree()
        let origin = [(name: "host", value: "127.0.0.1"), (name: "origin", value: "http://127.0.0.1:1")]
        let saved = routes.respond(HTTPRequest(method: "POST", target: "/api/state", headers: origin, body: Array(Self.validState.utf8)))
        #expect(saved.status == 200)
        #expect(workspace.read("state.json") == Self.validState)
        var after = workspace.tree()
        after["state.json"] = before["state.json"]
        #expect(after == before, "only the state file changed")
        #expect(get(routes, "/render/artists@loaded").body.contains("Phish"))
    }

    @Test func anInvalidDocumentIsNotSavedAndItsErrorNamesTheFileAndPath() throws {
        let workspace = try TestWorkspace(catalog: .live)
        try workspace.write("{}\n", to: "state.json")
        let routes = try routes(workspace, state: "state.json")
        let bad = Array(#"{"player": {"state": "rewinding"}}"#.utf8)
        let check = routes.respond(HTTPRequest(method: "POST", target: "/api/state/check", body: bad))
        let problem = String(decoding: check.body, as: UTF8.self)
        expect(problem, contains: "state.json: $.player.state")
        expect(problem, contains: "expected")
        let saved = routes.respond(HTTPRequest(method: "POST", target: "/api/state", body: bad))
        #expect(saved.status == 422)
        #expect(workspace.read("state.json") == "{}\n")
    }

    @Test func withoutStateThereIsNothingToSave() throws {
        let workspace = try TestWorkspace(catalog: .live)
        let routes = try routes(workspace)
        let before = workspace.tree()
        let saved = routes.respond(HTTPRequest(method: "POST", target: "/api/state", body: Array("{}".utf8)))
        #expect(saved.status == 422)
        #expect(workspace.tree() == before)
    }

    @Test func aChangedStateFileReloadsAndABrokenOneKeepsTheLastGoodCatalog() throws {
        let workspace = try TestWorkspace(catalog: .live)
        try workspace.write("{}\n", to: "state.json")
        let context = CommandContext(output: TextBuffer(), errors: TextBuffer(), environment: [:], workingDirectory: workspace.root,
                                     outputIsTerminal: false, catalog: .live)
        let session = try PreviewSession(context: context, statePath: "state.json", optionValues: [:])
        #expect(session.reloadIfStateChanged() == nil)
        try workspace.write(Self.validState, to: "state.json")
        let line = try #require(session.reloadIfStateChanged())
        #expect(line.hasPrefix("Reloaded (state.json changed)"))
        let version = session.version
        try workspace.write(#"{"player": 3}"#, to: "state.json")
        let broken = try #require(session.reloadIfStateChanged())
        expect(broken, contains: "the last good render stays")
        #expect(session.version == version + 1)
        expect(session.stateProblem ?? "", contains: "$.player")
        let artists: SnapshotEntry? = session.catalog.screens.first { (entry: SnapshotEntry) -> Bool in entry.name == "relisten/artists@loaded" }
        let artistsText: String = try #require(artists).text()
        expect(artistsText, contains: "Phish")
    }

    /// The click-through car's replay of `steps` (`r0.b`, `t2.w30`) on an unconstrained car.
    func replay(_ steps: String) throws -> NavigationReplay {
        let navigation = try #require(SnapshotCatalog.live.navigation)
        let parsed = steps.isEmpty ? [] : try #require(NavigationStep.parse(steps))
        return navigation.replay(parsed, .unconstrained)
    }

    @Test func theClickThroughCarTapsARowAndGoesBack() throws {
        let root = try replay("")
        #expect(root.depth == 1)
        expect(root.operations, contains: "setRootTemplate")
        let tapped = try replay("r0")
        #expect(tapped.depth == 2)
        #expect(tapped.captions.last?.hasPrefix("Step 1: tap row 1 \"") == true)
        expect(tapped.operations, contains: "pushTemplate")
        #expect(tapped.journeyTaps == [.text("Élan Vital Quartet")], "a tap is named by its row's text")
        let back = try replay("r0.b")
        #expect(back.depth == 1)
        expect(back.operations, contains: "popToRootTemplate")
    }

    @Test func theClickThroughCarSelectsTabsAndLetsTimePass() throws {
        let tab = try replay("t2")
        guard case .tabBar(let bar)? = tab.stack.first else { Issue.record("no tab bar root"); return }
        #expect(bar.selectedIndex == 2)
        let waited = try replay("t2.w30")
        #expect(waited.seconds == 35)
        #expect(waited.error == nil)
    }

    @Test func theClickThroughCarPlaysATrackAndOpensUpNext() throws {
        let played = try replay("r1.r2.r1.r0.r1")
        guard case .nowPlaying? = played.stack.last else { Issue.record("playing a track shows now playing: \(played.captions)"); return }
        let upNext = try replay("r1.r2.r1.r0.r1.u0")
        #expect(upNext.error == nil)
        #expect(upNext.depth == 1, "Up Next opens the Now Playing tab's queue")
    }

    @Test func theClickThroughCarStopsWhereATapFindsNothing() throws {
        let nothing = try replay("r0.r9999")
        #expect(nothing.error?.hasPrefix("step 2: tap row 10000") == true)
        #expect(nothing.depth == 2, "the replay stops where the tap found nothing")
    }

    @Test func theJourneyCodeIsARelistenJourneyOfTheRowsTextsAndNotesTheRest() throws {
        let workspace = try TestWorkspace(catalog: .live)
        let answer = get(try routes(workspace), "/api/nav?steps=r1.w10.r0.b")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any])
        let code = try #require(json["journey"] as? String)
        #expect(code.hasPrefix("// Step 2: 10 s pass: not a journey tap; left out\nRelistenJourney(name: \"recorded\", summary: \"Grateful Dead → 1965 → Back\","), "\(code)")
        expect(code, contains: "start: .browse, taps: [.text(\"Grateful Dead\"), .text(\"1965\"), .back])")
        #expect(json["depth"] as? Int == 2)
        #expect(get(try routes(workspace), "/api/nav?steps=zz").status == 400)
    }

    /// `serve --state`: an entry that differs from its golden says why — the state it is
    /// rendered from, then what changed on the screen, from the two models.
    @Test func anEntryThatDiffersFromItsGoldenSaysWhy() throws {
        let workspace = try TestWorkspace(catalog: .live)
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for ext in ["txt", "json"] {
            let golden = try String(contentsOf: repo.appendingPathComponent("Snapshots/relisten/artists@loaded." + ext), encoding: .utf8)
            try workspace.writeGolden(golden, "relisten/artists@loaded." + ext)
        }
        try workspace.write(Self.validState, to: "state.json")
        let entry = get(try routes(workspace, state: "state.json"), "/api/entry?name=relisten/artists@loaded")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(entry.body.utf8)) as? [String: Any])
        let why = try #require(json["why"] as? String)
        #expect(why.hasPrefix("rendered from state.json, the golden from the built-in state: "), "\(why)")
        #expect(why.contains("row “Grateful Dead”") || why.contains("rows removed"), "\(why)")
        let same = get(try routes(workspace), "/api/entry?name=relisten/artists@loaded")
        #expect(!same.body.contains("\"why\""), "the built-in state matches its golden: nothing to explain")
    }

    @Test func aJourneyIsAStoryboardOfCars() throws {
        let workspace = try TestWorkspace(catalog: .live)
        let entry = get(try routes(workspace), "/api/entry?name=journeys/browse-to-jump")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(entry.body.utf8)) as? [String: Any])
        let frames = try #require(json["storyboard"] as? [[String: Any]])
        #expect(frames.count == 8, "the start and seven taps")
        #expect((frames.first?["caption"] as? String)?.hasPrefix("Start") == true)
        #expect(frames.allSatisfy { ($0["drawing"] as? String)?.contains("class=\"car\"") == true })
    }

    @Test func theStateEditorOffersTypedControls() throws {
        let workspace = try TestWorkspace(catalog: .live)
        try workspace.write("{}\n", to: "state.json")
        let state = get(try routes(workspace, state: "state.json"), "/api/state")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(state.body.utf8)) as? [String: Any])
        let controls: [[String: Any]] = try #require(json["controls"] as? [[String: Any]])
        let playback: [String: Any] = try #require(controls.first)
        let choices: [[String: Any]] = playback["choices"] as? [[String: Any]] ?? []
        #expect(Self.strings(controls, "label") == ["Playback", "Current track", "Network"])
        #expect(playback["path"] as? [String] == ["player", "state"])
        #expect(Self.strings(choices, "title") == ["stopped", "playing", "paused", "stalled"])
    }

    /// The `key` of each object that has a string there.
    private static func strings(_ objects: [[String: Any]], _ key: String) -> [String] {
        objects.compactMap { (object: [String: Any]) -> String? in object[key] as? String }
    }

    @Test(arguments: ["-1", "65536", "http", ""])
    func aBadPortIsAUsageError(port: String) {
        #expect(throws: CommandError.self) { try ServeCommand.parsePort(port) }
    }
}
