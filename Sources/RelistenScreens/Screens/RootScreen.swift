import TemplateKitLite

/// The root tab bar: Browse, My Library, Now Playing (the queue; a tab cannot hold the
/// now playing template).
public enum RootScreen {
    public static func template(_ state: AppState, selected: AppTab = .browse) -> TabBarTemplate {
        var rows: ArtistRows?
        return template(state, selected: selected, rows: &rows)
    }

    /// The same, the artists' rows taken from `rows` when they are the state's (``ArtistRows``).
    package static func template(_ state: AppState, selected: AppTab = .browse, rows: inout ArtistRows?) -> TabBarTemplate {
        let tabs = AppTab.allCases.map { tab in
            Tab(tab.title, image: .symbol(tab.symbol), content: Screens.template(for: tab.rootRoute, state, rows: &rows))
        }
        return TabBarTemplate(tabs: tabs, selectedIndex: AppTab.allCases.firstIndex(of: selected) ?? 0).id("root")
    }
}

/// Every screen, by route: the one function from (state, route) to a template.
public enum Screens {
    public static func template(for route: Route, _ state: AppState) -> Template {
        var rows: ArtistRows?
        return template(for: route, state, rows: &rows)
    }

    /// The same, the artists' rows taken from `rows` when they are the state's (``ArtistRows``).
    package static func template(for route: Route, _ state: AppState, rows: inout ArtistRows?) -> Template {
        screen(for: route, state, rows: &rows).identified(route.templateID)
    }

    static func screen(for route: Route, _ state: AppState, rows: inout ArtistRows?) -> Template {
        switch route {
        case .artists: ArtistsScreen.template(state, rows: &rows).template
        case .years(let artist): YearsScreen.template(state, artist: artist).template
        case .shows(let year): ShowsScreen.template(state, year: year).template
        case .sources(let show, let preferred): SourcesScreen.template(state, show: show, preferred: preferred).template
        case .tracks(let show, let source): TracksScreen.template(state, show: show, source: source).template
        case .myLibrary: MyLibraryScreen.template(state, rows: &rows).template
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
        switch self {
        case .years(let artist), .offlineShows(let artist): Self.path(screenName, artist)
        case .shows(let year): Self.path(screenName, year)
        case .sources(let show, let preferred): Self.path(screenName, show, preferred)
        case .tracks(let show, let source): Self.path(screenName, show, source)
        case .offlineTracks(let show): Self.path(screenName, show)
        case .artists, .myLibrary, .downloads, .queue, .clearQueueConfirmation, .nowPlaying: screenName
        }
    }

    /// `screen/first/second` (`second` left out when nil), written in one allocation:
    /// every screen of a driver's session is identified by one.
    private static func path(_ screen: String, _ first: String, _ second: String? = nil) -> String {
        let length = screen.utf8.count + 1 + first.utf8.count + (second.map { 1 + $0.utf8.count } ?? 0)
        return TextWriter.make(capacity: length) { text in
            text.append(screen)
            text.append(ascii: "/")
            text.append(first)
            if let second {
                text.append(ascii: "/")
                text.append(second)
            }
        }
    }
}
