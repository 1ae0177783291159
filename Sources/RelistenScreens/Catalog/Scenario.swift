import TemplateKitLite

/// A variant of the state a screen is shown in: its data loaded, loading, failed, offline,
/// empty, on a limited car, with hostile names, and so on. Each is a pure change of state.
public struct Scenario: Sendable {
    public let name: String
    public let summary: String
    public let profile: CarProfile
    /// Content rules this scenario breaks on purpose (`content.too-wide` for hostile
    /// names): `snapshot lint` counts them as expected instead of reporting them.
    public let expectedContentRules: Set<String>
    /// Whether the state is the same for every screen and selection, so a catalog makes it
    /// once for all its screens (long names rebuild the whole catalog and its indexes).
    public let isSameForEveryScreen: Bool
    let change: @Sendable (AppState, Selection, ScreenName) -> AppState

    init(_ name: String, _ summary: String, profile: CarProfile = .unconstrained, expecting: Set<String> = [],
         _ change: @escaping @Sendable (AppState, Selection, ScreenName) -> AppState = { s, _, _ in s }) {
        self.name = name
        self.summary = summary
        self.profile = profile
        self.expectedContentRules = expecting
        self.isSameForEveryScreen = false
        self.change = change
    }

    /// A scenario whose state depends on the base state alone.
    init(_ name: String, _ summary: String, expecting: Set<String> = [], everyScreen change: @escaping @Sendable (AppState) -> AppState) {
        self.name = name
        self.summary = summary
        self.profile = .unconstrained
        self.expectedContentRules = expecting
        self.isSameForEveryScreen = true
        self.change = { state, _, _ in change(state) }
    }

    /// The state this scenario shows `screen` in.
    public func state(_ base: AppState, _ selection: Selection, _ screen: ScreenName) -> AppState {
        change(base, selection, screen)
    }
}

extension Scenario {
    public static let loaded = Scenario("loaded", "the built-in state, data loaded")
    /// Browse gets a full-size catalog and My Library a filled library, so each list really
    /// runs past the limit.
    public static let limited = Scenario("limited", "a car that shows 12 list items", profile: .limited) { s, _, screen in
        switch screen {
        case .myLibrary: StateChanges.fullLibrary(s)
        case .root, .artists: StateChanges.fullCatalog(s)
        default: s
        }
    }
    public static let loading = Scenario("loading", "the screen's data is loading") { remove($0, $1, $2, marking: .loading) }
    public static let failed = Scenario("failed", "loading the screen's data failed") { remove($0, $1, $2, marking: .failed) }
    public static let offline = Scenario("offline", "no network and nothing cached") { state, s, screen in
        var next = remove(state, s, screen, marking: nil)
        next.network = .offline
        return next
    }
    public static let empty = Scenario("empty", "loaded, but nothing to show") { StateChanges.emptied($0, $1, $2) }
    public static let longNames = Scenario("long-names", "very long, emoji, right-to-left and combining names",
                                             expecting: ["content.too-wide"], everyScreen: StateChanges.hostileNames)
    public static let paused = Scenario("paused", "the player is paused") { s, _, _ in
        var next = s
        next.player.state = .paused
        return next
    }
    public static let modes = Scenario("shuffle-repeat", "shuffle on, repeat queue") { s, _, _ in
        var next = s.with(player: s.player.togglingShuffle().cyclingRepeat())
        next.player.elapsed = 0
        return next
    }
    public static let stopped = Scenario("nothing-playing", "the queue is empty") { s, _, _ in
        var next = s
        next.player = Player()
        return next
    }
    public static let filtered = Scenario("favorites-filter", "user filter: favourite or playable offline") { s, _, _ in
        var next = s
        next.userFilters = UserFilters(isFavorite: true, isPlayableOffline: true, combine: .or)
        return next
    }
    public static let xxDates = Scenario("xx-dates", "a year with 1966-11-XX and 1966-XX-XX dates") { s, _, _ in s }
    public static let preferred = Scenario("recently-played", "opened from Recently Played: last-played source first") { s, _, _ in s }

    static func remove(_ state: AppState, _ s: Selection, _ screen: ScreenName, marking: LoadState?) -> AppState {
        guard let resource = screen.route(s)?.resources.first else { return state }
        var next = StateChanges.removing(resource, from: state)
        next.loading[resource] = marking
        return next
    }
}
