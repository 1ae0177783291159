import TemplateKitLite

/// Small templates for the validation and navigation tests.
enum TemplateSamples {
    static let image: TemplateImage = .symbol("music.note")

    /// A row of plain items titled "Track 0", "Track 1", ….
    static func items(_ count: Int) -> [ListElement] {
        (0..<count).map { index in ListElement.item(ListItem("Track \(index)")) }
    }

    /// A list with one section of `count` items.
    static func list(_ title: String = "Tracks", items count: Int = 1) -> ListTemplate {
        ListTemplate(title: title, sections: [ListSection(items: items(count))])
    }

    /// A list with one section holding `elements`.
    static func list(_ title: String = "Tracks", elements: [ListElement]) -> Template {
        .list(ListTemplate(title: title, sections: [ListSection(items: elements)]))
    }

    /// A list with one section holding `item`.
    static func list(with item: ListItem) -> Template { list(elements: [.item(item)]) }

    /// A list with one section holding `row`.
    static func list(with row: ImageRowItem) -> Template { list(elements: [.imageRow(row)]) }

    static func gridButton(_ title: String = "Live", image: TemplateImage? = TemplateSamples.image) -> GridButton {
        GridButton([title], image: image)
    }

    static func grid(_ title: String = "Browse", buttons count: Int = 1) -> Template {
        .grid(GridTemplate(title: title, buttons: (0..<count).map { gridButton("Button \($0)") }))
    }

    static func alert(_ title: String = "Clear the queue?", actions: [String] = ["Clear"]) -> Template {
        .alert(AlertTemplate(titleVariants: [title], actions: actions.map { AlertAction($0) }))
    }

    static func actionSheet(_ title: String = "Download") -> Template {
        .actionSheet(ActionSheetTemplate(title: title, actions: [AlertAction("Cancel", style: .cancel)]))
    }

    static func nowPlaying(
        elapsed: Double = 10, duration: Double? = 200, buttons: Int = 0
    ) -> Template {
        let info = NowPlayingInfo(title: "Truckin'", elapsed: elapsed, duration: duration)
        let kinds: [NowPlayingButtonKind] = [.shuffle, .repeat, .playbackRate, .addToLibrary, .more, .more]
        let made: [NowPlayingButton] = (0..<buttons).map { NowPlayingButton(kinds[$0 % kinds.count]) }
        return .nowPlaying(NowPlayingTemplate(info: info, buttons: made))
    }

    /// A tab bar whose tabs hold lists titled `titles`.
    static func tabBar(_ titles: [String], selected: Int = 0) -> Template {
        .tabBar(TabBarTemplate(tabs: titles.map { Tab($0, content: .list(list($0))) }, selectedIndex: selected))
    }

    /// A tab bar whose tabs hold `contents`.
    static func tabBar(contents: [Template]) -> Template {
        .tabBar(TabBarTemplate(tabs: contents.enumerated().map { Tab("Tab \($0.offset)", content: $0.element) }))
    }

    /// The unconstrained car targeting `version`.
    static func car(iOS version: IOSVersion) -> CarProfile { CarProfile.unconstrained.targeting(version) }
}
