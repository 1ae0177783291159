import TemplateKitLite

extension AppAction {
    /// The app action a template row carries, or `nil` when `action` is not one of ours.
    /// Inverse of ``templateAction``: `AppAction(a.templateAction) == a`.
    public init?(_ action: Action) {
        let args = action.arguments
        switch action.name {
        case "open": guard let route = Route(arguments: args) else { return nil }; self = .open(route)
        case "selectTab":
            guard let tab = args["tab"]?.string.flatMap(AppTab.init(rawValue:)) ?? Self.tab(at: args["index"]?.int) else { return nil }
            self = .selectTab(tab)
        case "play":
            guard let show = args["show"]?.string, let source = args["source"]?.string,
                let track = args["track"]?.string
            else { return nil }
            self = .play(show: show, source: source, track: track)
        case "jump": guard let index = args["queueIndex"]?.int else { return nil }; self = .jump(queueIndex: index)
        case "retry": guard let resource = args["resource"]?.string.flatMap(ResourceKey.init) else { return nil }; self = .retry(resource)
        default: guard let simple = Self.simple[action.name] else { return nil }; self = simple
        }
    }

    /// The tab a journey's `.tab` step selects (`selectTab index=2 title="Now Playing"`:
    /// `JourneyTap.selectTabAction`), by its index in the tab bar.
    private static func tab(at index: Int?) -> AppTab? {
        index.flatMap { AppTab.allCases.indices.contains($0) ? AppTab.allCases[$0] : nil }
    }

    private static let simple: [String: AppAction] = [
        "toggleShuffle": .toggleShuffle, "cycleRepeat": .cycleRepeat, "askClearQueue": .askClearQueue,
        "confirmClearQueue": .confirmClearQueue, "cancelClearQueue": .cancelClearQueue,
        "openNowPlaying": .openNowPlaying, "upNext": .upNext, "albumArtist": .albumArtist,
        "back": .back, "disconnect": .disconnect, "goToDownloads": .goToDownloads,
    ]
}

extension Route {
    /// The route named by action arguments (`screen` plus identifiers).
    init?(arguments args: ActionArguments) {
        let id = { (key: String) in args[key]?.string }
        switch id("screen") {
        case "artists": self = .artists
        case "years": guard let a = id("artist") else { return nil }; self = .years(artist: a)
        case "shows": guard let y = id("year") else { return nil }; self = .shows(year: y)
        case "sources": guard let s = id("show") else { return nil }; self = .sources(show: s, preferred: id("preferred"))
        case "tracks": guard let s = id("show"), let src = id("source") else { return nil }; self = .tracks(show: s, source: src)
        case "my-library": self = .myLibrary
        case "downloads": self = .downloads
        case "offline-shows": guard let a = id("artist") else { return nil }; self = .offlineShows(artist: a)
        case "offline-tracks": guard let s = id("show") else { return nil }; self = .offlineTracks(show: s)
        case "queue": self = .queue
        case "clear-queue": self = .clearQueueConfirmation
        case "now-playing": self = .nowPlaying
        default: return nil
        }
    }
}
