import TemplateKitLite

/// Small templates the rendering tests share.
enum RenderSamples {
    static let gratefulDead = ListItem(
        "Grateful Dead", detail: "2049 shows • 13348 tapes", image: .asset("gd"),
        accessory: .disclosureIndicator,
        action: Action("push", ["screen": "years", "artist": "77a58ff9"]))

    /// `count` rows of artists in one section.
    static func artists(_ count: Int) -> ListTemplate {
        let items: [ListElement] = (0..<count).map { ListElement.item(artist($0)) }
        return ListTemplate(title: "Artists", sections: [ListSection(header: "All", items: items)])
    }

    /// One artist row.
    static func artist(_ index: Int) -> ListItem {
        let name: String = "Artist " + String(index)
        let detail: String = String(index) + " shows • 12 tapes"
        let url: String = "https://relisten.net/img/" + String(index) + ".png"
        let action = Action("push", ["artist": .int(index), "screen": "years"])
        return ListItem(name, detail: detail, image: .remote(url, placeholder: "relisten"),
                        accessory: .disclosureIndicator, action: action)
    }

    static let tracks = ListTemplate(
        title: "Grateful Dead • 1977-05-08",
        sections: [
            ListSection(header: "Set 1", items: [
                .item(ListItem("1. Promised Land", detail: "0:45 • Offline")),
                .item(ListItem(
                    "3. El Paso", detail: "4:32", playbackProgress: 0.37, playingIndicator: .playing,
                    action: Action("play", ["index": 3]))),
            ]),
            ListSection(header: "Encore", items: [
                .item(ListItem("6. One More Saturday Night", detail: "no playable file", isEnabled: false)),
            ]),
        ])

    static let nowPlaying = NowPlayingTemplate(
        info: NowPlayingInfo(
            title: "El Paso", artist: "Grateful Dead • 1977-05-08", album: "Barton Hall",
            artwork: .remote("https://relisten.net/img/550.png", placeholder: "relisten"),
            elapsed: 100, duration: 272, playback: .playing),
        buttons: [
            NowPlayingButton(.shuffle, label: "Shuffle: off"),
            NowPlayingButton(.repeat, label: "Repeat: queue", isSelected: true).action(Action("cycleRepeat")),
        ],
        isUpNextButtonEnabled: true, upNextAction: Action("showQueue"),
        isAlbumArtistButtonEnabled: true, albumArtistAction: Action("push", ["screen": "artist"]))

    static let clearQueue = AlertTemplate(
        titleVariants: ["Clear the queue?", "Clear?"],
        actions: [
            AlertAction("Clear", style: .destructive).action(Action("clearQueue")),
            AlertAction("Cancel", style: .cancel),
        ])

    static let tabBar = TabBarTemplate(tabs: [
        Tab("Browse", image: .symbol("music.note.list"), content: .list(artists(3))),
        Tab("My Library", showsBadge: true, content: .list(ListTemplate(title: "My Library"))),
        Tab("Recents", systemItem: .recents, content: .list(ListTemplate(title: "Recents"))),
    ])
}
