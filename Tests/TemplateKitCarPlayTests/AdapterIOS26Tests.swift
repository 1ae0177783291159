#if !canImport(CarPlay)
import CarPlayShim
import Foundation
import Testing
import TemplateKitCarPlay
import TemplateKitLite

/// The iOS 26 / 26.4 audio API as the adapter maps it, and what an older iPhone gets.
@MainActor @Suite struct AdapterIOS26Tests {
    static let header = ListDetailsHeader(
        thumbnail: .asset("cornell"), overlay: ImageOverlay(text: "LIVE", textColor: "white", backgroundColor: "#D0021B"),
        title: "Barton Hall", subtitle: "Cornell University", bodyVariants: ["The most celebrated show of 1977."],
        actionButtons: [BarButton("Play", image: .symbol("play.fill")).action(Action("playShow")),
                        BarButton("Shuffle", image: .symbol("shuffle")).action(Action("shuffleShow"))],
        playback: PlaybackConfiguration(.play, duration: 10_800))

    static func show(on version: (Int, Int), _ stack: NavigationStack, sent: @escaping (Action) -> Void = { _ in }) -> CarPlayAdapter {
        CPShim.recording()
        CPShim.systemVersion = OperatingSystemVersion(majorVersion: version.0, minorVersion: version.1, patchVersion: 0)
        let car = CarPlayAdapter(interfaceController: CPInterfaceController(shim: ()), images: TestImages(), onAction: sent)
        car.show(stack, now: 0)
        CPShim.drain()
        return car
    }

    static func list(_ rows: [ListElement], header: ListDetailsHeader? = nil) -> NavigationStack {
        NavigationStack(unchecked: ListTemplate(title: "1977-05-08", sections: [ListSection(items: rows).id("s")])
            .detailsHeader(header).id("show").template)
    }

    @Test func aDetailsHeaderReachesTheListAndItsButtonsTheApp() throws {
        var sent: [Action] = []
        let car = Self.show(on: (26, 4), Self.list([.item(ListItem("Scarlet").id("1"))], header: Self.header)) { sent.append($0) }
        let list = try #require(car.interfaceController.rootTemplate as? CPListTemplate)
        let header = try #require(list.listHeader)
        #expect(header.title == "Barton Hall" && header.subtitle == "Cornell University" && header.bodyVariants.count == 1)
        #expect(header.thumbnail.imageOverlay?.text == "LIVE" && header.playbackConfiguration?.playbackAction == .play)
        header.actionButtons.last?.shimTap()
        #expect(sent == [Action("shuffleShow")])
        #expect(CPShim.exceptions.isEmpty)
    }

    @Test func belowIOS26_4TheListShowsWithoutItsHeader() throws {
        let car = Self.show(on: (26, 0), Self.list([.item(ListItem("Scarlet").playback(PlaybackConfiguration(.play)))], header: Self.header))
        let list = try #require(car.interfaceController.rootTemplate as? CPListTemplate)
        #expect(list.listHeader == nil && CPShim.exceptions.isEmpty, "\(CPShim.exceptions)")
        #expect((list.sections.first?.items.first as? CPListItem)?.playbackConfiguration == nil)
    }

    @Test func aRowsPlaybackConfigurationIsSet() throws {
        let row = ListItem("Scarlet").playback(PlaybackConfiguration(.pause, elapsed: 60, duration: 600))
        let car = Self.show(on: (26, 4), Self.list([.item(row)]))
        let item = try #require((car.interfaceController.rootTemplate as? CPListTemplate)?.sections.first?.items.first as? CPListItem)
        #expect(item.playbackConfiguration?.playbackAction == .pause && item.playbackConfiguration?.duration.seconds == 600)
    }

    @Test func elementsCarryTheirAccessibilityLabelBadgeAndPlayback() throws {
        let row = ImageRowItem("Live now") {
            ImageRowElement(.card, image: .asset("stream"), title: "Live", isThumbnail: true)
                .overlay(ImageOverlay(text: "LIVE", textColor: "white", backgroundColor: "red"))
                .accessibilityLabel("Live stream from Red Rocks")
                .playback(PlaybackConfiguration(.play))
        }.id("live")
        let car = Self.show(on: (26, 4), Self.list([.imageRow(row)]))
        let item = try #require((car.interfaceController.rootTemplate as? CPListTemplate)?.sections.first?.items.first as? CPListImageRowItem)
        let card = try #require(item.elements.first as? CPListImageRowItemCardElement)
        #expect(card.accessibilityLabel == "Live stream from Red Rocks" && card.playbackConfiguration?.playbackAction == .play)
        #expect(card.thumbnail?.imageOverlay?.text == "LIVE")
    }

    @Test func aGridButtonsNewTitleIsSetInPlaceOnIOS26AndReplacedBefore() {
        let grid = { (title: String) in
            NavigationStack(unchecked: GridTemplate(title: "Genres", buttons: [
                GridButton([title], image: .symbol("guitars")).id("rock"), GridButton(["Jazz"], image: .symbol("sax")).id("jazz"),
            ]).id("genres").template)
        }
        let car = Self.show(on: (26, 0), grid("Rock"))
        CPShim.calls = []
        car.show(grid("Rock & Roll"), now: 1)
        #expect(CPShim.calls == [#"CPGridButton[Rock & Roll].updateTitleVariants(["Rock & Roll"])"#])
        let older = Self.show(on: (18, 4), grid("Rock"))
        CPShim.calls = []
        older.show(grid("Rock & Roll"), now: 1)
        #expect(CPShim.calls == ["CPGridTemplate[Genres].updateGridButtons(2 buttons)"])
        #expect(CPShim.exceptions.isEmpty)
    }
}
#endif
