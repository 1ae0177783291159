import TemplateKitLite

/// The root tab bar: Browse, My Library, Now Playing (the queue; a tab cannot hold the
/// now playing template).
public enum RootScreen {
    public static func template(_ state: AppState, selected: AppTab = .browse) -> TabBarTemplate {
        TabBarTemplate(selected: AppTab.allCases.firstIndex(of: selected) ?? 0) {
            for tab in AppTab.allCases {
                Tab(tab.title, image: .symbol(tab.symbol), content: Screens.template(for: tab.rootRoute, state))
            }
        }
        .id("root")
    }
}

/// Every screen, by route: the one function from (state, route) to a template.
public enum Screens {
    public static func template(for route: Route, _ state: AppState) -> Template {
        screen(for: route, state).identified(route.templateID)
    }

    static func screen(for route: Route, _ state: AppState) -> Template {
        switch route {
        case .artists: ArtistsScreen.template(state).template
        case .years(let artist): YearsScreen.template(state, artist: artist).template
        case .shows(let year): ShowsScreen.template(state, year: year).template
        case .sources(let show, let preferred): SourcesScreen.template(state, show: show, preferred: preferred).template
        case .tracks(let show, let source): TracksScreen.template(state, show: show, source: source).template
        case .myLibrary: MyLibraryScreen.template(state).template
        case .downloads: DownloadsScreen.template(state).template
        case .offlineShows(let artist): OfflineShowsScreen.template(state, artist: artist).template
        case .offlineTracks(let show): OfflineTracksScreen.template(state, show: show).template
        case .queue: QueueScreen.template(state).template
        case .clearQueueConfirmation: ClearQueueScreen.template(state).template
        case .nowPlaying: NowPlayingScreen.template(state).template
        }
    }
}

extension Route {
    /// The stable identity of the route's template: the screen name and its identifiers,
    /// `tracks/<show uuid>/<source uuid>`, so the reconciler keeps the same CarPlay
    /// template while its data changes.
    public var templateID: String {
        let ids: [String?] = switch self {
        case .years(let artist), .offlineShows(let artist): [artist]
        case .shows(let year): [year]
        case .sources(let show, let preferred): [show, preferred]
        case .tracks(let show, let source): [show, source]
        case .offlineTracks(let show): [show]
        case .artists, .myLibrary, .downloads, .queue, .clearQueueConfirmation, .nowPlaying: []
        }
        return ([screenName] + ids.compactMap { $0 }).joined(separator: "/")
    }
}
