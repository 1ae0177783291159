import Testing
import TemplateKitLite

/// One test per glyph or feature of the text render.
@Suite struct TextRendererGlyphTests {
    private func list(_ elements: [ListElement], header: String? = nil) -> Template {
        .list(ListTemplate(title: "L", sections: [ListSection(header: header, items: elements)]))
    }

    private func render(_ template: Template, profile: CarProfile = .unconstrained, isPushed: Bool = false) -> String {
        TextRenderer(profile: profile, width: 78, style: .details).render(template, isPushed: isPushed)
    }

    private func row(_ item: ListItem) -> String { render(list([.item(item)])) }

    @Test func topBorderShowsTitleProfileAndLimit() {
        let lines = render(list([])).split(separator: "\n").map(String.init)
        #expect(lines.first == "┌─ L " + String(repeating: "─", count: 44) + " unconstrained · 500 items ─┐")
        #expect(lines.last == "└" + String(repeating: "─", count: 76) + "┘")
    }

    @Test func pushedShowsBackOrTheListsBackButton() {
        #expect(render(list([]), isPushed: true).hasPrefix("┌─ ‹ Back ─ L ─"))
        let custom = ListTemplate(title: "1977", backButton: BarButton("Years"))
        #expect(render(.list(custom), isPushed: true).hasPrefix("┌─ ‹ Years ─ 1977 ─"))
        #expect(!render(list([])).contains("‹"))
    }

    @Test func disclosureCloudAndAccessoryImage() {
        #expect(row(ListItem("A", accessory: .disclosureIndicator)).contains("│     A" + String(repeating: " ", count: 68) + "› │"))
        #expect(row(ListItem("A", accessory: .cloud)).contains(" ☁ │"))
        let image = row(ListItem("A", accessoryImage: .symbol("heart"), accessory: .disclosureIndicator))
        #expect(image.contains(" [sym heart] │"))
        #expect(!image.contains("›"))
    }

    @Test func playingIndicatorsAtTheirLocation() {
        #expect(row(ListItem("Song", playingIndicator: .playing)).contains("│  ▶  Song "))
        #expect(row(ListItem("Song", playingIndicator: .paused)).contains("│  ❚❚ Song "))
        #expect(row(ListItem("Song", playingIndicator: .playing, playingIndicatorLocation: .trailing)).contains(" ▶ │"))
        #expect(row(ListItem("Song")).contains("│     Song "))
    }

    @Test func leadingImagesAreNamed() {
        #expect(row(ListItem("A", image: .asset("gd-logo"))).contains("│     ▢ A "))
        #expect(row(ListItem("A", image: .asset("gd-logo"))).contains("│       ▢ = [img gd-logo] "))
        #expect(row(ListItem("A", image: .symbol("star.fill"))).contains("▢ = [sym star.fill]"))
        #expect(row(ListItem("A", image: .remote("https://relisten.net/a/550.png", placeholder: "relisten")))
            .contains("▢ = [url …/550.png ph:relisten]"))
        #expect(row(ListItem("A", image: .remote("https://relisten.net/a/550.png"))).contains("▢ = [url …/550.png] "))
    }

    @Test func detailLineAndProgressBar() {
        let text = row(ListItem("El Paso", detail: "4:32", playbackProgress: 0.37))
        #expect(text.contains("│     4:32   ▕███████▍            ▏ 37% "))
        #expect(row(ListItem("A", playbackProgress: 0)).contains("▕                    ▏ 0%"))
        #expect(row(ListItem("A", playbackProgress: 1)).contains("▕████████████████████▏ 100%"))
        #expect(row(ListItem("A", playbackProgress: 0.999)).contains("▕███████████████████▉▏ 99%"))
    }

    @Test func invalidProgressIsNamedNotDrawn() {
        #expect(row(ListItem("A", playbackProgress: .nan)).contains("progress invalid (nan)"))
        #expect(row(ListItem("A", playbackProgress: .infinity)).contains("progress invalid (inf)"))
        #expect(row(ListItem("A", playbackProgress: -.infinity)).contains("progress invalid (-inf)"))
        #expect(row(ListItem("A", playbackProgress: -0.25)).contains("progress invalid (-0.25)"))
        #expect(row(ListItem("A", playbackProgress: 1.5)).contains("progress invalid (1.5)"))
    }

    @Test func explicitBadgeAndDimmedRow() {
        #expect(row(ListItem("Song", isExplicitContent: true)).contains("Song [E] "))
        let dimmed = row(ListItem("Song", isEnabled: false, action: Action("play")))
        #expect(dimmed.contains(" (dimmed) │"))
        #expect(dimmed.contains("→ play  (disabled: never sent)"))
    }

    @Test func actionLineListsArgumentsInByteOrder() {
        let item = ListItem("A", action: Action("push", ["screen": "years", "Zed": 1, "artist": "Grateful Dead", "é": true]))
        #expect(row(item).contains("→ push Zed=1 artist=\"Grateful Dead\" screen=years é=true"))
    }

    @Test func emptyViewShowsEveryVariantAndTheSpinner() {
        let empty = ListTemplate(
            title: "Favorites", emptyViewTitleVariants: ["No favorites yet", "Empty"],
            emptyViewSubtitleVariants: ["Tap ♥ on a show"], showsSpinnerWhileEmpty: true)
        let text = render(.list(empty))
        #expect(text.contains("│ ◌ empty list — the car shows:"))
        #expect(text.contains("│    ⟳ spinner"))
        #expect(text.contains("│    title 1: \"No favorites yet\" (preferred)"))
        #expect(text.contains("│    title 2: \"Empty\" "))
        #expect(text.contains("│    subtitle 1: \"Tap ♥ on a show\" (preferred)"))
        #expect(render(list([])).contains("(nothing: no empty-view text, no spinner)"))
    }

    @Test func sectionHeaderWithSubtitleImageButtonAndIndex() {
        let section = ListSection(
            header: "Favorites", headerSubtitle: "Saved", headerImage: .symbol("star"),
            headerButton: BarButton("See all").action(Action("seeAll")), sectionIndexTitle: "Fav",
            items: [.item(ListItem("A"))])
        let text = render(.list(ListTemplate(title: "L", sections: [section])))
        #expect(text.contains("│ Favorites — Saved [sym star]"))
        #expect(text.contains("[See all] index F (of \"Fav\") │"))
        #expect(text.contains("│   → seeAll "))
    }

    @Test func navigationBarButtons() {
        let list = ListTemplate(
            title: "L", leadingNavigationBarButtons: [BarButton("Sort").action(Action("sort"))],
            trailingNavigationBarButtons: [BarButton(image: .symbol("shuffle"), isEnabled: false)])
        let text = render(.list(list))
        #expect(text.contains("│ [Sort]"))
        #expect(text.contains("[sym shuffle] (disabled) │"))
        #expect(text.contains("│   [Sort] → sort "))
    }

    @Test func assistantCellAtItsPosition() {
        let top = ListTemplate(title: "L", sections: [ListSection(items: [.item(ListItem("A"))])],
            assistantCell: AssistantCell(visibility: .always))
        func line(_ text: String, _ part: String) -> Int {
            text.split(separator: "\n").firstIndex { $0.contains(part) } ?? -1
        }
        let text = render(.list(top))
        #expect(line(text, "◉ Siri cell: play media · shown always") == 1)
        #expect(line(text, "│     A ") == 2)
        var bottom = top
        bottom.assistantCell = AssistantCell(position: .bottom, visibility: .whileLimitedUIActive, intent: .startCall)
        let bottomText = render(.list(bottom))
        #expect(line(bottomText, "│     A ") == 1)
        #expect(line(bottomText, "◉ Siri cell: start call · shown while limited UI is active") == 2)
    }

    @Test func headerGridButtonsAndGrid() {
        let buttons = [
            GridButton(["Shows", "S"], image: .symbol("music")).action(Action("shows")),
            GridButton(["Off"], image: .asset("off"), isEnabled: false),
            GridButton([], image: nil),
        ]
        let text = render(.grid(GridTemplate(title: "Browse", buttons: buttons)))
        #expect(text.contains("│ ⊞ [sym music] \"Shows\" | \"S\" "))
        #expect(text.contains("│   → shows "))
        #expect(text.contains("\"Off\"") && text.contains("(dimmed) │"))
        #expect(text.contains("│ ⊞ (no title)"))
        #expect(text.contains("⚠ no image, no title: CarPlay does not display this button"))
        let pinned = ListTemplate(title: "L", headerGridButtons: [buttons[0]])
        #expect(render(.list(pinned)).contains("│ ⊞ [sym music] \"Shows\" | \"S\""))
    }

    @Test func legacyImageRow() {
        let row = ImageRowItem(
            "Recently played", images: [ImageRowImage(.asset("gd"), title: "Grateful Dead").action(Action("open", ["id": 1]))],
            allowsMultipleLines: true).action(Action("more"))
        let text = render(list([.imageRow(row)]))
        #expect(text.contains("│     ⧉ Recently played"))
        #expect(text.contains(" multi-line │"))
        #expect(text.contains("│       → more "))
        #expect(text.contains("│        ▢ [img gd] \"Grateful Dead\" "))
        #expect(text.contains("│          → open id=1 "))
        #expect(render(list([.imageRow(ImageRowItem(nil))])).contains("⧉ (title hidden)"))
    }

    @Test func imageRowElementsOfEveryKind() {
        let elements = [
            ImageRowElement(.row, image: .asset("a"), title: "Row", subtitle: "sub"),
            ImageRowElement(.card, image: .asset("b"), title: "Card", subtitle: "s", tint: "#ff0000", isThumbnail: true, fullHeightImage: true),
            ImageRowElement(.condensed, image: .asset("c"), title: "Cond", subtitle: "s2", shape: .circular, accessorySymbol: "play"),
            ImageRowElement(.grid, image: .asset("d"), title: "ignored"),
            ImageRowElement(.imageGrid, image: .asset("e"), title: "IG", shape: .roundedRectangle, accessorySymbol: "heart"),
        ]
        let text = TextRenderer(width: 120, style: .details).render(list([.imageRow(ImageRowItem("Picks", elements: elements))]))
        #expect(text.contains("▢ row [img a] · \"Row\" · \"sub\" "))
        #expect(text.contains("▢ card [img b] · \"Card\" · \"s\" · tint #ff0000 · thumbnail · full-height "))
        #expect(text.contains("▢ condensed [img c] · \"Cond\" · \"s2\" · circular · accessory [sym play] "))
        #expect(text.contains("▢ grid [img d] "))
        #expect(!text.contains("ignored"))
        #expect(text.contains("▢ imageGrid [img e] · \"IG\" · rounded · accessory [sym heart] "))
    }

    @Test func nowPlayingShowsEverything() {
        let text = TextRenderer(style: .details).render(.nowPlaying(RenderSamples.nowPlaying))
        #expect(text.contains("│  artwork [url …/550.png ph:relisten] "))
        #expect(text.contains("│  El Paso "))
        #expect(text.contains("│  Grateful Dead • 1977-05-08 "))
        #expect(text.contains("│  Barton Hall "))
        #expect(text.contains("│  1:40 ━━━━━━━━━━━●─────────────────── 4:32 "))
        #expect(text.contains(" ▶ playing │"))
        #expect(text.contains("│  ◈ shuffle · \"Shuffle: off\" "))
        #expect(text.contains("│  ◈ repeat · \"Repeat: queue\" · selected "))
        #expect(text.contains("│  [Album Artist ›] "))
        #expect(text.contains("│  [Up Next (system title) ›] "))
        #expect(text.contains("│    → showQueue "))
    }

    @Test func nowPlayingStatesAndTimes() {
        func info(_ info: NowPlayingInfo) -> String { TextRenderer(style: .details).render(.nowPlaying(NowPlayingTemplate(info: info))) }
        #expect(info(NowPlayingInfo(title: "T", elapsed: 3725, duration: 7200, playback: .paused)).contains("│  1:02:05 ━━━━━━━━━━━━━━━●─────────────── 2:00:00"))
        #expect(info(NowPlayingInfo(title: "T", playback: .paused)).contains(" ❚❚ paused │"))
        #expect(info(NowPlayingInfo(title: "T", playback: .stopped)).contains(" ■ stopped │"))
        #expect(info(NowPlayingInfo(title: "Radio", elapsed: 61, isLiveStream: true)).contains("│  LIVE · 1:01 "))
        #expect(info(NowPlayingInfo(title: "T", elapsed: 5)).contains("│  0:05 · no duration "))
        #expect(info(NowPlayingInfo(title: "T", elapsed: 0, duration: 0)).contains("0:00 ●──"))
        let negative = info(NowPlayingInfo(title: "T", elapsed: -5, duration: 60))
        #expect(negative.contains("│  -0:05 ●──") && negative.contains("⚠ elapsed invalid (-5)"))
        #expect(info(NowPlayingInfo(title: "T", elapsed: .nan, duration: .infinity)).contains("--:-- · duration invalid"))
        #expect(info(NowPlayingInfo(title: "T", elapsed: 90, duration: 60)).contains("⚠ elapsed is past the duration"))
        let image = NowPlayingTemplate(info: NowPlayingInfo(title: "T"), buttons: [NowPlayingButton(.image(.asset("news")), label: "News", isEnabled: false)], isUpNextButtonEnabled: true, upNextTitle: "Queue")
        let text = TextRenderer(style: .details).render(.nowPlaying(image))
        #expect(text.contains("│  ◈ image [img news] · \"News\" · (dimmed) "))
        #expect(text.contains("│  [Queue ›] "))
    }

    @Test func alertStylesAndActionSheet() {
        let text = render(.alert(AlertTemplate(titleVariants: ["Sure?"], actions: [AlertAction("OK").action(Action("ok"))])))
        #expect(text.hasPrefix("┌─ Sure? ─"))
        #expect(text.contains("│  [ OK ] "))
        #expect(text.contains("│    → ok "))
        #expect(!text.contains("⚠"))
        let sheet = ActionSheetTemplate(title: "Sort", message: "Pick an order", actions: [
            AlertAction("Newest").action(Action("sort", ["by": "date"])), AlertAction("Delete", style: .destructive),
            AlertAction("Cancel", style: .cancel),
        ])
        let sheetText = render(.actionSheet(sheet))
        #expect(sheetText.hasPrefix("┌─ Sort ─"))
        #expect(sheetText.contains("│ Pick an order "))
        #expect(sheetText.contains("│  [ Delete ]  destructive "))
        #expect(sheetText.contains("│  [ Cancel ]  cancel "))
    }

    @Test func tabBarMarksSelectedTabAndBadge() {
        let text = TextRenderer(style: .details).render(.tabBar(RenderSamples.tabBar))
        #expect(text.hasPrefix("┌─ Artists ─"))
        #expect(text.contains("│ ◆ Browse [sym music.note.list]   ◇ My Library ●   ◇ recents (system) "))
        var second = RenderSamples.tabBar
        second.selectedIndex = 1
        #expect(TextRenderer(style: .details).render(.tabBar(second)).contains("│ ◇ Browse [sym music.note.list]   ◆ My Library ● "))
        second.selectedIndex = 9
        #expect(TextRenderer(style: .details).render(.tabBar(second)).contains("⚠ selected tab 9 does not exist"))
    }

    @Test func unsupportedTemplateIsNamed() {
        #expect(render(.unsupported(.pointOfInterest, title: "POI")).contains("⚠ pointOfInterest template: audio apps may not use it (CarPlay throws)"))
    }

    @Test func stackShowsBreadcrumbAndTheVisibleTemplate() {
        let renderer = TextRenderer(profile: .unconstrained, width: 60, style: .details)
        let years = Template.list(ListTemplate(title: "Grateful Dead"))
        let shows = Template.list(ListTemplate(title: "1977"))
        let stacked = renderer.render(stack: [.tabBar(RenderSamples.tabBar), years, shows], presented: nil)
        #expect(stacked.hasPrefix("depth 3/5: Browse › \"Grateful Dead\" › \"1977\"\n┌─ ‹ Back ─ 1977 ─"))
        let presented = renderer.render(stack: [.tabBar(RenderSamples.tabBar), years], presented: .alert(RenderSamples.clearQueue))
        #expect(presented.hasPrefix("depth 2/5: Browse › \"Grateful Dead\"\npresented over \"Grateful Dead\"\n┌─ Clear the queue? ─"))
        #expect(renderer.render(stack: [], presented: nil) == "depth 0/5: (empty stack)\n")
        let deep = renderer.render(stack: Array(repeating: shows, count: 6), presented: nil)
        #expect(deep.hasPrefix("depth 6/5 ⚠ over the limit: "))
    }
}
