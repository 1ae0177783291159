import Testing
import TemplateKitLite

/// The driver view: what the car draws and nothing else, rows cut at the car's width with
/// a visible mark, copy whole, hidden rows folded under their `┄┄` line.
@Suite struct DriverViewTests {
    static let tiny = CarProfile(name: "tiny", maximumItemCount: 3, maximumSectionCount: 2)
    static let narrow: CarProfile = {
        var profile = CarProfile(name: "narrow", maximumItemCount: 12, maximumSectionCount: 12)
        profile.textColumns = 20
        return profile
    }()

    @Test func pushedListUnderATinyProfile() {
        let expected = """
            ┌─ ‹ Back ─ Grateful Dead • 1977-05-08 ─── tiny · 3 items ─┐
            │ Set 1                                                    │
            │     1. Promised Land                                   ☁ │
            │     0:45 • Offline                                       │
            │  ▶  3. El Paso [E]                                       │
            │     4:32   ▕███████▍            ▏ 37%                    │
            │ Encore                                                   │
            │     6. One More Saturday Night                  (dimmed) │
            │     no playable file                                     │
            │ ┄┄ This car shows 3 of 4 rows (limit 3 rows, 2           │
            │    sections); out of reach: 1 row — the rest of          │
            │    “Encore”, “Bonus” ┄┄                                  │
            │    ┆ 7. Hidden                                           │
            └──────────────────────────────────────────────────────────┘

            """
        let text = TextRenderer(profile: Self.tiny, width: 60).render(.list(TextRendererPinnedTests.show), isPushed: true)
        #expect(text == expected)
    }

    @Test func driverIsTheDefaultAndDetailsAddTapsAndImages() {
        let item = ListItem("A", detail: "B", image: .asset("cover"), action: Action("play", ["index": 1]))
        let list = Template.list(ListTemplate(title: "L", sections: [ListSection(items: [.item(item)])]))
        let driver = TextRenderer().render(list)
        #expect(driver == TextRenderer(style: .driver).render(list))
        #expect(driver.contains("│     ▢ A "))
        #expect(!driver.contains("→") && !driver.contains("[img cover]"))
        let details = TextRenderer(style: .details).render(list)
        #expect(details.contains("→ play index=1") && details.contains("▢ = [img cover]"))
    }

    @Test func rowLinesAreCutAtTheCarsWidthWithAMark() {
        let item = ListItem("Barton Hall, Cornell University", detail: "Ithaca, NY, United States of America")
        let text = TextRenderer(profile: Self.narrow).render(.list(ListTemplate(title: "L", sections: [ListSection(items: [.item(item)])])))
        #expect(text.contains("│     Barton Hall, Cornel…✂ "))
        #expect(text.contains("│     Ithaca, NY, United …✂ "))
    }

    @Test func emptyOrBlankDetailLinesAreNotDrawn() {
        let rows: [ListElement] = [.item(ListItem("A", detail: "")), .item(ListItem("B", detail: "   ")), .item(ListItem("C"))]
        let text = TextRenderer().render(.list(ListTemplate(title: "L", sections: [ListSection(items: rows)])))
        #expect(text.split(separator: "\n").count == 5)
        #expect(TextRenderer(style: .details).render(.list(ListTemplate(title: "L", sections: [ListSection(items: rows)])))
            .split(separator: "\n").count == 7)
    }

    @Test func hiddenRowsAreFoldedUnderTheirLine() {
        let text = TextRenderer(profile: .limited).render(.list(RenderSamples.artists(20)))
        let lines = text.split(separator: "\n")
        guard let marker = lines.firstIndex(where: { $0.contains("“All” ┄┄") }) else {
            Issue.record("no hidden line in \(text)")
            return
        }
        #expect(lines[marker + 1].contains("┆ Artist 12"))
        #expect(lines[marker + 3].contains("┆ Artist 14"))
        #expect(lines[marker + 4].contains("┆ … and 5 more"))
    }

    @Test func emptyViewCopyIsWholeAndMarkedWhereTheCarCuts() {
        let subtitle = "Favorite a show or download one and it appears here, ready for the road"
        var list = ListTemplate(title: "My Library", sections: [])
        list.emptyViewTitleVariants = ["Nothing here yet"]
        list.emptyViewSubtitleVariants = [subtitle]
        let text = TextRenderer(profile: Self.narrow, width: 40).render(.list(list))
        let joined = text.split(separator: "\n").map { $0.dropFirst(2).dropLast(2) }.joined(separator: " ")
            .split(separator: " ").joined(separator: " ")
        #expect(joined.contains("subtitle 1: \"Favorite a show or ✂download one and it appears here, ready for the road\" (preferred)"))
        #expect(joined.contains("title 1: \"Nothing here yet\" (preferred)"))
    }

    @Test func alertTitlesAreShownWholeWithoutActions() {
        let text = TextRenderer(profile: .limited, width: 60).render(.alert(RenderSamples.clearQueue))
        #expect(text.contains("title 1: \"Clear the queue?\" (preferred)"))
        #expect(text.contains("[ Clear ]  destructive"), "the cancel action is counted apart, so Clear shows")
        #expect(!text.contains("→"))
    }

    @Test func everyDriverLineIsExactlyTheRenderWidth() {
        let templates: [Template] = [.list(RenderSamples.tracks), .list(RenderSamples.artists(30)), .nowPlaying(RenderSamples.nowPlaying),
                                     .alert(RenderSamples.clearQueue), .tabBar(RenderSamples.tabBar)]
        for width in [24, 40, 78, 120] {
            for template in templates {
                for line in TextRenderer(profile: Self.narrow, width: width).render(template).split(separator: "\n") {
                    #expect(DisplayWidth.of(String(line)) == width, "\(line)")
                }
            }
        }
    }

    @Test func nowPlayingShowsTheTransportTheCarDraws() {
        var paused = RenderSamples.nowPlaying
        paused.info.playback = .paused
        #expect(TextRenderer().render(.nowPlaying(paused)).contains("│  ⏮  ▶  ⏭ "))
        paused.info.playback = .playing
        #expect(TextRenderer().render(.nowPlaying(paused)).contains("│  ⏮  ❚❚  ⏭ "))
    }

    @Test func journeyBreadcrumbsKeepEveryTitleWhole() {
        let long = ListTemplate(title: "Grateful Dead • 1977-05-08 • Barton Hall, Cornell University", sections: [])
        let text = TextRenderer(width: 40).render(stack: [.list(long), .list(long)], presented: nil)
        let lines = text.split(separator: "\n").prefix { !$0.hasPrefix("┌") }
        #expect(lines.allSatisfy { DisplayWidth.of(String($0)) <= 40 })
        let crumb = lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
        let title = "\"Grateful Dead • 1977-05-08 • Barton Hall, Cornell University\""
        #expect(crumb == "depth 2/5: " + title + " › " + title)
    }
}
