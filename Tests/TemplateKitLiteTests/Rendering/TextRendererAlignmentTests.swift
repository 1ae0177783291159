import Testing
import TemplateKitLite

/// Every framed line has exactly the renderer's width, whatever the text holds.
@Suite struct TextRendererAlignmentTests {
    static let hostile: [String] = [
        "", "Grateful Dead 🎸", "日本語のタイトル", "שלום עולם", "مرحبا بالعالم", "e\u{301}\u{301}\u{301}",
        "👨‍👩‍👧 family 🇩🇪 👍🏽 ❤️", "line\nbreak\r\ntab\tbell\u{7}", "\u{301}starts with a mark",
        "abc\u{202E}override", String(repeating: "long title ", count: 1_000), String(repeating: "界", count: 10_000),
        "\u{200D}\u{FE0F}", "🎸\u{200D}", "\u{0600}",
    ]

    /// A template that uses every text field with `text`.
    static func everything(_ text: String) -> [Template] {
        let item = ListItem(
            text, detail: text, image: .asset(text), accessoryImage: .remote(text, placeholder: text),
            isEnabled: false, isExplicitContent: true, playbackProgress: .nan, playingIndicator: .paused,
            action: Action(text, [text: .string(text)]))
        let row = ImageRowItem(text, images: [ImageRowImage(.symbol(text), title: text)], elements: [
            ImageRowElement(.card, image: .asset(text), title: text, subtitle: text, tint: text),
        ])
        let section = ListSection(
            header: text, headerSubtitle: text, headerImage: .asset(text), headerButton: BarButton(text),
            sectionIndexTitle: text, items: [.item(item), .imageRow(row)])
        let list = ListTemplate(
            title: text, sections: [section], headerGridButtons: [GridButton([text, text], image: .asset(text))],
            leadingNavigationBarButtons: [BarButton(text)], trailingNavigationBarButtons: [BarButton(text)],
            backButton: BarButton(text))
        let empty = ListTemplate(title: text, emptyViewTitleVariants: [text], emptyViewSubtitleVariants: [text])
        let nowPlaying = NowPlayingTemplate(
            info: NowPlayingInfo(title: text, artist: text, album: text, artwork: .asset(text), elapsed: -.infinity, duration: .nan),
            buttons: [NowPlayingButton(.image(.asset(text)), label: text)], isUpNextButtonEnabled: true, upNextTitle: text)
        let alert = AlertTemplate(titleVariants: [text, text], actions: [AlertAction(text), AlertAction(text, style: .cancel)])
        let tabs = TabBarTemplate(tabs: [Tab(text, image: .asset(text), showsBadge: true, content: .list(list))])
        return [
            .list(list), .list(empty), .nowPlaying(nowPlaying), .alert(alert), .tabBar(tabs),
            .grid(GridTemplate(title: text, buttons: [GridButton([text], image: .symbol(text))])),
            .actionSheet(ActionSheetTemplate(title: text, message: text, actions: [AlertAction(text)])),
            .unsupported(.map, title: text),
        ]
    }

    @Test(arguments: hostile)
    func everyLineHasTheFrameWidth(text: String) {
        for width in [24, 60, 78, 131] {
            let renderer = TextRenderer(profile: .limited, width: width, style: .details)
            for template in Self.everything(text) {
                let rendered = renderer.render(template, isPushed: true)
                #expect(rendered.hasSuffix("\n") && !rendered.hasSuffix("\n\n"))
                for line in rendered.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                    #expect(DisplayWidth.of(String(line)) == width, "\(template.kindName) @\(width): \(line)")
                    #expect(Self.isolatesAreClosed(line), "\(template.kindName) @\(width): \(line)")
                }
            }
        }
    }

    /// Whether every first-strong isolate a line opens is closed on the same line, so
    /// right-to-left text can never reorder the frame's border.
    static func isolatesAreClosed(_ line: Substring) -> Bool {
        var open = 0
        for scalar in line.unicodeScalars {
            if scalar == "\u{2068}" { open += 1 }
            if scalar == "\u{2069}" { open -= 1 }
        }
        return open <= 0
    }

    @Test func longActionsAndWarningsWrapInsteadOfLosingTheirEnd() {
        let item = ListItem("A", action: Action("push", ["screen": "years", "artist": "Grateful Dead", "year": 1977]))
        let text = TextRenderer(width: 30, style: .details).render(.list(ListTemplate(title: "L", sections: [ListSection(items: [.item(item)])])))
        let expected = """
            │     → push                 │
            │       artist="Grateful     │
            │       Dead" screen=years   │
            │       year=1977            │
            """
        #expect(text.contains(expected))
    }

    @Test func narrowAndHugeWidthsAreClamped() {
        let tiny = TextRenderer(width: 3, style: .details).render(.list(RenderSamples.tracks))
        #expect(tiny.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) == 24 })
        #expect(TextRenderer(width: Int.max, style: .details).width == 1_000)
        #expect(TextRenderer(width: Int.min, style: .details).width == 24)
    }

    @Test func absurdProfileLimitsDoNotTrap() {
        let odd = CarProfile(
            name: "odd", maximumItemCount: -1, maximumSectionCount: Int.min, maximumGridButtons: -3,
            maximumAlertActions: Int.min, maximumNowPlayingButtons: -1)
        for template in Self.everything("x") {
            #expect(!TextRenderer(profile: odd, style: .details).render(template).isEmpty)
            #expect(!JSONRenderer(profile: odd).render(template).isEmpty)
        }
    }
}
