import RelistenScreens
import TemplateKitLite

/// Every screen a state can show: the root for each tab and every route reachable from its
/// artists, years, shows and sources, each as the app shows it (pushed onto the browse tab).
enum ScreenSweep {
    static func routes(_ state: AppState) -> [Route] {
        let catalog = state.catalog
        var routes: [Route] = [.artists, .myLibrary, .downloads, .queue, .clearQueueConfirmation, .nowPlaying]
        routes += catalog.artists.flatMap { [Route.years(artist: $0.uuid), .offlineShows(artist: $0.uuid)] }
        routes += catalog.years.keys.sorted().flatMap { catalog.years[$0] ?? [] }.map { Route.shows(year: $0.uuid) }
        routes += catalog.yearShows.keys.sorted().flatMap { catalog.yearShows[$0] ?? [] }.map { Route.sources(show: $0.uuid) }
        for key in catalog.showDetails.keys.sorted() {
            guard let detail = catalog.showDetails[key] else { continue }
            routes.append(.offlineTracks(show: key))
            routes += detail.sources.map { Route.tracks(show: key, source: $0.uuid) }
        }
        return routes
    }

    /// The app stacks showing every screen: each tab's root, then each route pushed.
    static func stacks(_ state: AppState) -> [AppStack] {
        AppTab.allCases.map { AppStack(tab: $0) } + routes(state).map { AppStack(tab: .browse, pushed: [$0]) }
    }

    /// Text and JSON of every screen under both built-in profiles, in a fixed order.
    static func renders(_ state: AppState) -> [String] {
        CarProfile.builtIn.flatMap { profile in
            let text = TextRenderer(profile: profile), json = JSONRenderer(profile: profile)
            let roots = AppTab.allCases.map { Template.tabBar(RootScreen.template(state, selected: $0)) }
            let screens = routes(state).map { Screens.template(for: $0, state) }
            return roots.flatMap { [text.render($0), json.render($0)] }
                + screens.flatMap { [text.render($0, isPushed: true), json.render($0)] }
        }
    }

    /// Error findings for `stack` shown on `profile`, or a description of why it cannot be built.
    static func errors(_ state: AppState, _ stack: AppStack, profile: CarProfile) -> [String] {
        do {
            let navigation = try AppNavigation.navigationStack(state, stack, profile: profile)
            return Validator(profile: profile).validate(navigation).filter { $0.severity == .error }.map(\.description)
        } catch {
            return ["navigationStack threw \(error) for \(stack)"]
        }
    }
}
