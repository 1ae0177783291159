import Foundation
import Testing
import TemplateKitDrawing
import TemplateKitLite
@testable import GoldenCore
@testable import SnapshotTool

/// The review page shows every pending change `check` reports — screens in car frames,
/// JSON-only changes, journeys as filmstrips, removed goldens — with a grouped sidebar.
@Suite struct ReviewPageLayoutTests {
    static let list = ListTemplate(title: "Artists", sections: [ListSection(items: [.item(ListItem("Grateful Dead", detail: "2,049 shows"))])])

    /// A catalog with a screen (two goldens) and a journey, in a throwaway package.
    static func workspace() throws -> TestWorkspace {
        let journey = SnapshotJourney("app/journeys/open", summary: "open") { _ in
            "Journey open\n\nStart on Home\n┌─ Home ─┐\n│ Grateful Dead │\n└────────┘\n\nStep 1: tap \"Grateful Dead\"\n┌─ Years ─┐\n└─────────┘\n"
        }
        let catalog = SnapshotCatalog([SnapshotEntry("app/artists@loaded") { list }], journeys: [journey])
        let workspace = try TestWorkspace(catalog: catalog)
        #expect(workspace.run(["record"]).code == .success)
        return workspace
    }

    static func page(_ workspace: TestWorkspace) throws -> (output: String, html: String) {
        let result = workspace.run(["review", "--out", "review"])
        #expect(result.code == .success, "\(result.errors)")
        return (result.output, try String(contentsOfFile: workspace.root + "/review/index.html", encoding: .utf8))
    }

    @Test func everyPendingChangeOfCheckIsOnThePage() throws {
        let workspace = try Self.workspace()
        try workspace.writeGolden("{}\n", "app/artists@loaded.json")
        try workspace.writeGolden("old\n", "app/journeys/open.txt")
        try workspace.writeGolden("gone\n", "app/artists@gone.txt")
        let (output, html) = try Self.page(workspace)
        expect(output, contains: "3 pending changes (2 changed, 0 new, 1 removed)")
        expect(html, contains: "data-name=\"app/artists@loaded.json\" data-status=\"changed\"")
        expect(html, contains: "data-name=\"app/artists@gone.txt\" data-status=\"removed\"")
        expect(html, contains: "class=\"item changed kind-journey\"")
        #expect(html.contains("data-count-changed=\"2\"") && html.contains("data-count-removed=\"1\""))
    }

    @Test func journeysAreFilmstripsWithTheTapMarked() throws {
        let (_, html) = try Self.page(try Self.workspace())
        expect(html, contains: "<figcaption>Start on Home</figcaption>")
        expect(html, contains: "<figcaption>Step 1: tap &quot;Grateful Dead&quot;</figcaption>")
        expect(html, contains: "<mark class=\"tap\">│ Grateful Dead │</mark>")
    }

    @Test func changedScreensShowBeforeAfterWithChangedRowsMarked() throws {
        let workspace = try Self.workspace()
        let golden = try String(contentsOfFile: workspace.goldens + "/app/artists@loaded.txt", encoding: .utf8)
        try workspace.writeGolden(golden.replacingOccurrences(of: "2,049 shows", with: "2049 shows "), "app/artists@loaded.txt")
        let (_, html) = try Self.page(workspace)
        #expect(html.contains("Before (golden)") && html.contains("After (render)"))
        expect(html, contains: "data-changed=\"1\"")
        expect(html, contains: "<span class=\"del\">│     2049 shows ")
        expect(html, contains: "<span class=\"add\">│     2,049 shows")
    }

    @Test func aChangedScreenIsDrawnBeforeAndAfterWithTheChangeInWords() throws {
        let workspace = try Self.workspace()
        for ext in ["txt", "json"] {
            let golden = try String(contentsOfFile: workspace.goldens + "/app/artists@loaded." + ext, encoding: .utf8)
            try workspace.writeGolden(golden.replacingOccurrences(of: "2,049 shows", with: "2049 shows"), "app/artists@loaded." + ext)
        }
        let (_, html) = try Self.page(workspace)
        for fragment in Self.changedScreenFragments {
            #expect(html.contains(fragment), "\(fragment)")
        }
    }

    /// What the page shows of `app/artists@loaded` with its count spelt without a comma:
    /// both cars, the change in words, both texts, its anchor, and the commands.
    static let changedScreenFragments: [String] = [
        "<figure class=\"before\"><figcaption>Before (golden)</figcaption><div class=\"car\"",
        "<figure class=\"after\"><figcaption>After (render)</figcaption><div class=\"car\"",
        "<p class=\"change\">row “Grateful Dead” changed</p>",
        ">2049 shows<", ">2,049 shows<",
        "id=\"app/artists@loaded.txt\"", "href=\"#app/artists@loaded.txt\"", "data-names=\"app/artists@loaded.txt",
        "snapshot accept ", "snapshot reject ",
        "<option value=\"pending\" selected>pending changes</option>",
    ]

    @Test func oneSectionMovingUpIsOneMove() {
        #expect(ScreenChange.moved(["Resume", "Recent", "Artists", "Shows", "Downloads"], ["Resume", "Downloads", "Recent", "Artists", "Shows"]) == ["Downloads"])
        #expect(ScreenChange.moved(["A", "B"], ["A", "B"]).isEmpty)
        #expect(ScreenChange.moved(["A", "B", nil], ["B", "A"]).count == 1)
    }

    @Test func aChangedJourneyNamesItsChangedStep() {
        let before = "Journey j\n\nStart on A\n│ x │\n\nStep 1: tap \"x\"\n│ y │\n\nStep 2: tap \"y\"\n│ z │\n"
        let after = before.replacingOccurrences(of: "│ z │", with: "│ Z │")
        let change = JourneyChange(before: before, after: after)
        #expect(change.changedSteps == [2])
        #expect(change.summary == "step 2 changed (Step 2: tap \"y\")")
    }

    @Test func theGoldenJSONReadsBackAsTheBeforeModel() {
        let list = ListTemplate(title: "Library", sections: [
            ListSection(header: "Recent", items: (0..<12).map { .item(ListItem("Row " + String($0), detail: "d")) }),
            ListSection(header: "Downloads", items: [.item(ListItem("Offline"))]),
        ])
        let json = JSONRenderer(profile: .limited).render(.list(list))
        guard let decoded = GoldenTemplate.decode(json) else { Issue.record("not decoded"); return }
        let view = CarView(decoded, profile: .limited).list
        #expect(view?.sections.first?.items.count == 12)
        #expect(view?.hiddenItemCount == 1 && view?.hiddenSectionHeaders == ["Downloads"])
        // Drawn again, the before model renders as the golden's JSON did.
        #expect(JSONRenderer(profile: .limited).render(decoded) == json)
        let counts = GoldenCounts(json: json)
        #expect(counts?.rows == 12 && counts?.hiddenItems == 1)
    }

    @Test func sidebarGroupsByScreenAndControlsChooseTheCar() throws {
        let (_, html) = try Self.page(try Self.workspace())
        expect(html, contains: "<summary>app/artists</summary>")
        expect(html, contains: "<summary>app/journeys</summary>")
        #expect(html.contains("id=\"status\"") && html.contains("id=\"filter\""))
        #expect(html.contains("1920×720") && html.contains("800×480") && html.contains("value=\"car-light\""))
        // Each car is drawn for both displays and both looks; the selectors show one.
        #expect(html.contains("data-display=\"800x480\" data-appearance=\"dark\"") && html.contains("data-display=\"1920x720\" data-appearance=\"light\""))
        #expect(html.contains("<div class=\"v size-1920 car-light\">") && html.contains(".size-1920.car-light .v.size-1920.car-light"))
        expect(html, contains: "data-role=\"dock\"")
    }

    @Test func filmstripCutsATextIntoSteps() {
        let strip = JourneyFilmstrip("Journey j\n\nStart on A\n│ x │\n\nStep 1: tap row 1 \"x\"\n│ y │\n\nStep 2: tap Up Next\n│ [Up Next ›] │\n")
        #expect(strip.frames.map(\.caption) == ["Start on A", "Step 1: tap row 1 \"x\"", "Step 2: tap Up Next"])
        #expect(strip.frames[0].tapped == 0)
        #expect(strip.frames[1].tapped == nil)
    }
}

/// The page draws from ``CarView``, the model the goldens are rendered from.
@Suite struct ReviewDrawingModelTests {
    @Test func anAlertIsDrawnAsTheGoldenShowsIt() {
        let alert = AlertTemplate(titleVariants: ["Keine Infos"], actions: [
            AlertAction("Erneut laden"), AlertAction("OK", style: .cancel),
        ])
        let html = CarScreenHTML(profile: .limited).draw(.alert(alert), isPushed: false)
        expect(html, contains: "data-actions=\"2\" data-hidden-actions=\"0\"")
        #expect(!html.contains("hiddenaction") && !html.contains("not shown"))
        let three = AlertTemplate(titleVariants: ["T"], actions: [AlertAction("A"), AlertAction("B"), AlertAction("OK", style: .cancel)])
        let dropped = CarScreenHTML(profile: .limited).draw(.alert(three), isPushed: false)
        expect(dropped, contains: "data-actions=\"2\" data-hidden-actions=\"1\"")
        expect(dropped, lacks: "data-style=\"default\">A</text>")
        expect(dropped, contains: "not shown: “A”.")
    }

    @Test func aLimitedListNamesItsHiddenSectionsAndCutsText() {
        let list = ListTemplate(title: String(repeating: "Long title ", count: 6), sections: [
            ListSection(header: "Recent", items: (0..<12).map { .item(ListItem("Row " + String($0))) }),
            ListSection(header: "Downloads", items: [.item(ListItem("Offline"))]),
        ])
        let html = CarScreenHTML(profile: .limited).draw(.list(list), isPushed: true)
        expect(html, contains: "data-rows=\"12\" data-hidden-items=\"1\"")
        expect(html, contains: "Section not shown: “Downloads”.")
        #expect(html.contains("data-role=\"title\"") && html.contains("data-whole=\"" + String(repeating: "Long title ", count: 6) + "\""))
        // Four pictures (800×480 and 1920×720, dark and light), 12 rows each.
        #expect(html.components(separatedBy: "<g data-role=\"row\"").count - 1 == 4 * 12)
    }

    @Test func nowPlayingHasTransportTimesAndGlyphButtons() {
        var np = NowPlayingTemplate(
            info: NowPlayingInfo(title: "El Paso", artist: "Grateful Dead", elapsed: 100, duration: 272, playback: .playing),
            buttons: [NowPlayingButton(.repeat, label: "Repeat: Queue", isSelected: true)],
            isUpNextButtonEnabled: true, isAlbumArtistButtonEnabled: true)
        np.remoteCommands.skipForward = .init(seconds: 15)
        let html = CarScreenHTML(profile: .unconstrained).draw(.nowPlaying(np), isPushed: true)
        #expect(html.contains("data-symbol=\"pause.fill\"") && html.contains("data-control=\"forward 15 seconds\""))
        #expect(html.contains(">1:40<") && html.contains(">4:32<"))
        #expect(html.contains("data-kind=\"repeat\" data-selected=\"1\"") && !html.contains(">Repeat: Queue<"))
        #expect(html.contains("data-role=\"upnext\"") && html.contains(">Up Next<") && html.contains("data-role=\"albumartist\""))
    }

    @Test func nowPlayingChangesAreSaidInWordsAndMarkedInBothCars() {
        let before = NowPlayingTemplate(
            info: NowPlayingInfo(title: "El Paso", artist: "Grateful Dead", elapsed: 100, duration: 272, playback: .paused),
            buttons: [NowPlayingButton(.shuffle), NowPlayingButton(.repeat)])
        var after = before
        after.info.title = "Scarlet Begonias"
        after.info.playback = .playing
        after.buttons[0].isSelected = true
        let change = ScreenChange(before: .nowPlaying(before), after: .nowPlaying(after), profile: .unconstrained)
        expect(change.summary, contains: "title “El Paso” → “Scarlet Begonias”")
        expect(change.summary, contains: "now playing: paused → playing")
        expect(change.summary, contains: "transport previous track, play, next track → previous track, pause, next track")
        expect(change.summary, contains: "button “shuffle” selected")
        #expect(change.markedBefore.contains("El Paso") && change.markedAfter.contains("Scarlet Begonias"))
        let old = CarScreenHTML(profile: .unconstrained, changed: change.markedBefore).draw(.nowPlaying(before), isPushed: true)
        let new = CarScreenHTML(profile: .unconstrained, changed: change.markedAfter).draw(.nowPlaying(after), isPushed: true)
        #expect(old.contains("data-changed=\"1\"") && new.contains("data-changed=\"1\""))
    }

    @Test func alertAndGridChangesAreSaidInWordsAndMarked() {
        let alert = AlertTemplate(titleVariants: ["Clear?"], actions: [AlertAction("Clear"), AlertAction("Cancel", style: .cancel)])
        var restyled = alert
        restyled.actions[0].style = .destructive
        let alertChange = ScreenChange(before: .alert(alert), after: .alert(restyled), profile: .unconstrained)
        #expect(alertChange.summary == "action “Clear” default → destructive")
        #expect(alertChange.markedBefore == ["Clear"] && alertChange.markedAfter == ["Clear"])

        let grid = GridTemplate(title: "Genres", buttons: [GridButton(["Rock"], image: .symbol("guitars")), GridButton(["Jazz"], image: .symbol("music.note"))])
        var fewer = grid
        fewer.buttons.removeLast()
        #expect(ScreenChange(before: .grid(grid), after: .grid(fewer), profile: .unconstrained).summary == "grid button “Jazz” removed")
    }

    @Test func theDrawingUsesNoFontGlyphs() {
        let np = NowPlayingTemplate(info: NowPlayingInfo(title: "T", playback: .playing), buttons: [NowPlayingButton(.shuffle)])
        let templates: [Template] = [.nowPlaying(np), .list(ListTemplate(title: "L", sections: [ListSection(items: [
            .item(ListItem("A", image: .asset("a"), accessory: .disclosureIndicator, playingIndicator: .playing)),
            .item(ListItem("B", accessory: .cloud)),
        ])]))]
        for template in templates {
            let html = CarScreenHTML(profile: .unconstrained).draw(template, isPushed: true)
            for glyph in ["⏮", "⏭", "❚", "▶", "›", "☁", "▢", "◇", "♪", "⌂", "◎", "⧉", "★"] {
                #expect(!html.contains(glyph), "\(glyph) needs a font; the page draws it as SVG")
            }
            #expect(!html.contains("data-unknown"), "every symbol here has its own icon")
        }
    }
}
