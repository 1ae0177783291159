import Testing
import TemplateKitLite

/// The guide's worked example (Docs/guide.md), kept compiling and true.
private struct Station { let id, name, programme: String; let progress: Double }

private func stations(_ all: [Station], playing: String?, showsArchive: Bool) -> ListTemplate {
    ListTemplate("BR Radio") {
        ListSection("Live") {
            for station in all {
                ListItem(station.name)
                    .detail(station.programme)
                    .image(.remote("https://img.example/\(station.id).png", placeholder: "station"))
                    .progress(station.progress)
                    .playing(station.id == playing ? .playing : .none)
                    .action(Action("play", ["station": .string(station.id)]))
            }
        }
        if showsArchive {
            ListSection {
                ListItem("Archive").accessory(.disclosureIndicator).action(Action("openArchive"))
            }
        }
    }
    .emptyView(titles: ["No stations yet", "No stations"])
    .spinnerWhileEmpty()
}

private let all = [
    Station(id: "br24", name: "BR24", programme: "Nachrichten", progress: 0.5),
    Station(id: "puls", name: "PULS", programme: "PULS am Morgen", progress: 0.1),
]

@Suite struct DSLTests {
    @Test func forLoopMakesOneRowPerElement() {
        let list = stations(all, playing: "br24", showsArchive: false)
        #expect(list.sections.count == 1)
        #expect(list.itemCount == 2)
        guard case .item(let first) = list.sections[0].items[0] else { Issue.record("not an item"); return }
        #expect(first.text == "BR24")
        #expect(first.detailText == "Nachrichten")
        #expect(first.playbackProgress == 0.5)
        #expect(first.playingIndicator == .playing)
        #expect(first.action == Action("play", ["station": "br24"]))
    }

    @Test func ifAddsASectionOnlyWhenTrue() {
        #expect(stations(all, playing: nil, showsArchive: true).sections.count == 2)
        #expect(stations(all, playing: nil, showsArchive: false).sections.count == 1)
    }

    @Test func listModifiersSetEmptyViewAndSpinner() {
        let list = stations([], playing: nil, showsArchive: false)
        #expect(list.itemCount == 0)
        #expect(list.emptyViewTitleVariants == ["No stations yet", "No stations"])
        #expect(list.showsSpinnerWhileEmpty)
    }

    @Test(arguments: [0, 1, 2])
    func switchPicksOneBranch(kind: Int) {
        let section = ListSection {
            switch kind {
            case 0: ListItem("zero")
            case 1: ImageRowItem("one", images: [ImageRowImage(.asset("a"))])
            default: ListItem("many").disabled()
            }
        }
        #expect(section.items.count == 1)
        switch (kind, section.items[0]) {
        case (0, .item(let item)): #expect(item.text == "zero" && item.isEnabled)
        case (1, .imageRow(let row)): #expect(row.text == "one")
        case (2, .item(let item)): #expect(!item.isEnabled)
        default: Issue.record("wrong branch for \(kind)")
        }
    }

    @Test func modifiersDoNotChangeTheOriginal() {
        let plain = ListItem("Row")
        let changed = plain.accessory(.cloud).explicit().playing(.paused, at: .trailing)
        #expect(plain.accessory == .none && !plain.isExplicitContent && plain.playingIndicator == .none)
        #expect(changed.accessory == .cloud && changed.isExplicitContent)
        #expect(changed.playingIndicator == .paused && changed.playingIndicatorLocation == .trailing)
        #expect(plain != changed)
    }

    @Test func tabBarBuilder() {
        let tabs = TabBarTemplate(selected: 1) {
            Tab("Browse", content: ListTemplate(title: "Browse"))
            Tab("Genres", content: GridTemplate("Genres") { GridButton("Rock", image: .symbol("guitars")) }).badge()
        }
        let titles: [String] = tabs.tabs.map(\.title)
        #expect(titles == ["Browse", "Genres"])
        #expect(tabs.selectedIndex == 1 && tabs.tabs[1].showsBadge)
    }

    @Test func nowPlayingBuilder() {
        let nowPlaying = NowPlayingTemplate(NowPlayingInfo(title: "Song")) {
            NowPlayingButton(.shuffle, isSelected: true)
            NowPlayingButton(.repeat)
        }.upNext("Queue", action: Action("openQueue")).albumArtist(action: Action("openArtist"))
        #expect(nowPlaying.buttons.map(\.kind) == [.shuffle, .repeat])
        #expect(nowPlaying.isUpNextButtonEnabled && nowPlaying.upNextTitle == "Queue")
        #expect(nowPlaying.isAlbumArtistButtonEnabled && nowPlaying.albumArtistAction == Action("openArtist"))
    }

    @Test func alertBuilder() {
        let alert = AlertTemplate("Clear the queue?", "Clear?") {
            AlertAction("Clear", style: .destructive)
        }
        #expect(alert.titleVariants == ["Clear the queue?", "Clear?"])
        #expect(alert.actions.map(\.style) == [.destructive])
    }

    @Test func actionsAreComparableValues() {
        #expect(Action("play", ["index": 3]) == Action("play", ["index": .int(3)]))
        #expect(Action("play", ["index": 3]) != Action("play", ["index": 4]))
        #expect(ActionValue.string("x").string == "x" && ActionValue.int(2).int == 2 && ActionValue.bool(true).bool == true)
    }
}
