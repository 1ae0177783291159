import RelistenScreens
import GoldenCore
import TemplateKitLite

/// Every Relisten screen and the scenarios it is shown in: what `snapshot list` prints and
/// what the goldens hold, one per screen · scenario · format.
public enum ScreenCatalog {
    /// One screen in one scenario, with the identifiers it selects beyond the defaults.
    public struct Entry: Sendable {
        public let screen: ScreenName
        public let scenario: Scenario
        public let request: Selection.Request
        /// What `request` stands for, used when a state document does not have its data.
        public let role: SelectionRole?

        public init(screen: ScreenName, scenario: Scenario, request: Selection.Request = .init(), role: SelectionRole? = nil) {
            self.screen = screen
            self.scenario = scenario
            self.request = request
            self.role = role
        }

        /// `tracks@multi-set`.
        public var name: String { "\(screen.rawValue)@\(scenario.name)" }
    }

    static func entry(_ screen: ScreenName, _ scenarios: [Scenario], _ request: Selection.Request = .init()) -> [Entry] {
        scenarios.map { Entry(screen: screen, scenario: $0, request: request) }
    }

    static let remote: [Scenario] = [.loading, .failed, .offline]

    public static let entries: [Entry] = entry(.root, [.loaded, .limited, .crowded])
        + entry(.artists, [.loaded, .limited, .crowded, .empty, .longNames] + remote)
        + entry(.years, [.loaded, .empty] + remote)
        + entry(.shows, [.loaded, .filtered, .empty] + remote)
        + [Entry(screen: .shows, scenario: .xxDates, request: .init(year: "1966"), role: .yearWithUndatedShows)]
        + entry(.sources, [.loaded] + remote)
        + [Entry(screen: .sources, scenario: .preferred, request: .init(artist: "phish", year: "1997", show: "1997-11-22"), role: .lastPlayedShow)]
        + entry(.tracks, [.loaded, .limited, .paused, .longNames] + remote)
        + [Entry(screen: .tracks, scenario: Scenario("multi-set", "Phish: Set 1, Set 2, Encore"), request: .init(artist: "phish", year: "1997", show: "1997-11-22"), role: .showWithSets),
           Entry(screen: .tracks, scenario: Scenario("no-playable-file", "tracks without a playable file are dimmed"), request: .init(artist: "circles-around-the-sun"), role: .showWithUnplayableTrack)]
        + entry(.myLibrary, [.loaded, .limited, .crowded, .paused, .empty])
        + entry(.downloads, [.loaded, .empty])
        + entry(.offlineShows, [.loaded])
        + entry(.offlineTracks, [.loaded])
        + entry(.nowPlaying, [.loaded, .paused, .modes, .stopped, .longNames])
        + entry(.queue, [.loaded, .limited, .paused, .modes, .stopped])
        + entry(.clearQueue, [.loaded])

    /// The scenario names a screen has.
    public static func scenarios(of screen: ScreenName) -> [String] {
        entries.filter { $0.screen == screen }.map(\.scenario.name)
    }

    /// The entry `screen@scenario`, or nil.
    public static func entry(named name: String) -> Entry? { entries.first { $0.name == name } }
}

/// A screen ready to render: its template, whether it is pushed, and the car it is on.
public struct ScreenRender: Sendable {
    public let template: Template
    public let isPushed: Bool
    public let profile: CarProfile
    public let state: AppState

    /// Renders `screen` in `scenario` over `base` with `request`'s identifiers.
    public static func make(
        _ screen: ScreenName, scenario: Scenario, request: Selection.Request, base: AppState,
        profile: CarProfile? = nil
    ) throws(SelectionError) -> ScreenRender {
        make(screen, scenario: scenario, selection: try Selection.resolve(request, in: base), base: base, profile: profile)
    }

    /// Renders `screen` in `scenario` over `base` for a resolved selection (a catalog
    /// resolves each distinct request once for all its screens).
    public static func make(
        _ screen: ScreenName, scenario: Scenario, selection: Selection, base: AppState, profile: CarProfile? = nil
    ) -> ScreenRender {
        make(screen, scenario: scenario, selection: selection, state: scenario.state(base, selection, screen), profile: profile)
    }

    /// Renders `screen` in `scenario` from the scenario's state already made (a catalog
    /// makes a state shared by several screens once: ``Scenario/sharedStateKey(for:)``).
    public static func make(
        _ screen: ScreenName, scenario: Scenario, selection: Selection, state: AppState, profile: CarProfile? = nil
    ) -> ScreenRender {
        var templates = StateTemplates()
        return make(screen, scenario: scenario, selection: selection, state: state, templates: &templates, profile: profile)
    }

    /// The same, taking the template from `templates` of `state` when it was built already
    /// (and adding it there otherwise). A state not yet on the render's car is put on it
    /// (``AppState/on(_:)``), its templates built anew.
    static func make(
        _ screen: ScreenName, scenario: Scenario, selection: Selection, state: AppState,
        templates: inout StateTemplates, profile: CarProfile? = nil
    ) -> ScreenRender {
        let car = profile ?? scenario.profile
        guard state.carRowLimit == car.maximumItemCount else {
            var own = StateTemplates(sharingArtistRows: templates)
            return make(screen, scenario: scenario, selection: selection, state: state.on(car), templates: &own, profile: car)
        }
        var route = screen.route(selection)
        if scenario.name == Scenario.preferred.name { route = route.map { recentlyPlayed($0, state) } }
        let template = route.map { templates.screen($0, state) } ?? .tabBar(templates.tabBar(state, selected: .browse))
        return ScreenRender(template: template, isPushed: route.map(isPushed) ?? false, profile: car, state: state)
    }

    /// The sources route as Recently Played opens it: the last-played source preferred.
    static func recentlyPlayed(_ route: Route, _ state: AppState) -> Route {
        guard case .sources(let show, _) = route else { return route }
        return .sources(show: show, preferred: state.lastPlayedSource(ofShow: show)?.uuid)
    }

    /// Whether `screen` for `selection` is pushed, as its render says (known before the
    /// render is made): `ScreenRender.isPushed(.tracks, selection: selection)` is true.
    public static func isPushed(_ screen: ScreenName, selection: Selection) -> Bool {
        screen.route(selection).map(isPushed) ?? false
    }

    /// Tab roots are not pushed; everything else is.
    static func isPushed(_ route: Route) -> Bool { !AppTab.allCases.map(\.rootRoute).contains(route) }
}
