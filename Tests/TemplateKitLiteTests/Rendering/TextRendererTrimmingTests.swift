import Testing
import TemplateKitLite

/// What a car hides is always named on a line, never dropped silently.
@Suite struct TextRendererTrimmingTests {
    private let limited = TextRenderer(profile: .limited, style: .details)

    @Test func itemsPastTheLimitAreCountedAcrossSections() {
        var list = RenderSamples.artists(10)
        list.sections.append(ListSection(header: "More", items: RenderSamples.artists(150).sections[0].items))
        let text = limited.render(.list(list))
        #expect(text.contains("│ ┄┄ This car shows 12 of 160 rows (limit 12 rows); out of reach: 148 rows — │\n│    the rest of “More” ┄┄"))
        #expect(text.contains("Artist 1 ") && text.contains("│ More "))
        let second = text.split(separator: "\n").drop { !$0.contains("│ More ") }
        #expect(second.filter { $0.contains("Artist") }.count == 2, "only two rows of the second section are kept")
    }

    /// Index sections out of reach are named as the group they belong to, first to last
    /// letter, never as bare letters; one count of rows, no second count of sections.
    @Test func indexSectionsOutOfReachAreNamedAsTheirGroup() {
        let favorites = ListSection(header: "Favorites", items: (0..<12).map { .item(ListItem("Fav " + String($0))) })
        let letters = ["B", "C", "D"].enumerated().map { index, letter in
            ListSection(header: index == 0 ? "All Artists" : letter, headerSubtitle: index == 0 ? letter : nil,
                        sectionIndexTitle: letter, items: [.item(ListItem(letter + " artist"))])
        }
        let reach = OutOfReach(ListTemplate(title: "Artists", sections: [favorites] + letters), profile: .limited)
        #expect(reach.sentence == "This car shows 12 of 15 rows (limit 12 rows); out of reach: 3 rows — “All Artists” B to D (3 groups)")
        #expect(OutOfReach(ListTemplate(title: "Artists", sections: [favorites]), profile: .limited).sentence == nil)
    }

    @Test func sectionsPastTheLimitAreCounted() {
        let sections = (0..<14).map { ListSection(header: "S" + String($0), items: [.item(ListItem("row"))]) }
        let text = limited.render(.list(ListTemplate(title: "L", sections: sections)))
        // One sentence, one count: the rows out of reach and where they are.
        #expect(text.contains("│ ┄┄ This car shows 12 of 14 rows (limit 12 rows, 12 sections); out of"), "\(text)")
        #expect(text.contains("│    reach: 2 rows — “S12”, “S13” ┄┄"), "\(text)")
        #expect(!text.contains("more sections hidden"))
        #expect(text.contains("│ S11 ") && !text.contains("│ S12 "))
    }

    @Test func gridButtonsPastTheLimit() {
        let buttons = (0..<9).map { GridButton(["B" + String($0)], image: .symbol("music")) }
        let text = limited.render(.grid(GridTemplate(title: "G", buttons: buttons)))
        #expect(text.contains("┄┄ 1 more grid button hidden on this car (limit 8) ┄┄"))
        #expect(text.contains("\"B7\"") && !text.contains("\"B8\""))
    }

    @Test func nowPlayingButtonsPastTheLimit() {
        var nowPlaying = RenderSamples.nowPlaying
        nowPlaying.buttons = (0..<7).map { NowPlayingButton(.more, label: "M" + String($0)) }
        let text = limited.render(.nowPlaying(nowPlaying))
        #expect(text.contains("┄┄ 2 more now playing buttons hidden on this car (limit 5) ┄┄"))
        #expect(text.contains("\"M4\"") && !text.contains("\"M5\""))
    }

    @Test func alertKeepsTheLastAddedActions() {
        // The cancel action is counted apart: Clear is the one counted action and shows.
        let text = limited.render(.alert(RenderSamples.clearQueue))
        #expect(text.contains("│  [ Clear ]  destructive "))
        #expect(text.contains("│  [ Cancel ]  cancel "))
        #expect(!text.contains("hidden on this car"))
        var withKeep = RenderSamples.clearQueue
        withKeep.actions.insert(AlertAction("Keep"), at: 1)
        #expect(limited.render(.alert(withKeep)).contains("│  [ Clear ]  destructive  ┄ hidden on this car "))
        var roomy = CarProfile.limited
        roomy.maximumAlertActions = 2
        let three = AlertTemplate(titleVariants: ["?"], actions: [AlertAction("A"), AlertAction("B"), AlertAction("C")])
        #expect(TextRenderer(profile: roomy, style: .details).render(.alert(three))
            .contains("⚠ this car shows 2 actions: only \"B\", \"C\" (the last added) are visible"))
        roomy.maximumAlertActions = 0
        #expect(TextRenderer(profile: roomy, style: .details).render(.alert(three)).contains("⚠ this car shows 0 actions: none is visible"))
    }

    @Test func navigationBarButtonsPastTheLimit() {
        let buttons = (0..<3).map { BarButton("N" + String($0)) }
        let list = ListTemplate(title: "L", leadingNavigationBarButtons: buttons, trailingNavigationBarButtons: buttons)
        let text = limited.render(.list(list))
        #expect(text.contains("┄┄ 1 more leading button hidden on this car (limit 2) ┄┄"))
        #expect(text.contains("┄┄ 1 more trailing button hidden on this car (limit 2) ┄┄"))
    }

    @Test func imageRowImagesPastTheLimit() {
        let images = (0..<10).map { ImageRowImage(.asset("i" + String($0))) }
        let elements = (0..<9).map { ImageRowElement(.grid, image: .asset("e" + String($0))) }
        let row = ImageRowItem("Row", images: images, elements: elements)
        let text = limited.render(.list(ListTemplate(title: "L", sections: [ListSection(items: [.imageRow(row)])])))
        #expect(text.contains("┄┄ 2 more images hidden on this car (limit 8) ┄┄"))
        #expect(text.contains("┄┄ 1 more element hidden on this car (limit 8) ┄┄"))
        #expect(text.contains("[img i7]") && !text.contains("[img i8]"))
    }

    @Test func headerGridButtonsPastTheLimit() {
        let buttons = (0..<6).map { GridButton(["H" + String($0)], image: .symbol("star")) }
        let text = limited.render(.list(ListTemplate(title: "L", headerGridButtons: buttons)))
        #expect(text.contains("┄┄ 2 more header grid buttons hidden on this car (limit 4) ┄┄"))
    }

    @Test func tooManyTabsAreFlagged() {
        let tabs = (0..<5).map { Tab("T" + String($0), content: .list(ListTemplate(title: "x"))) }
        #expect(limited.render(.tabBar(TabBarTemplate(tabs: tabs))).contains("⚠ 5 tabs: this car allows 4 (CarPlay throws)"))
    }
}
