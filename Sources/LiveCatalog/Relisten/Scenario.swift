import RelistenScreens
import GoldenCore
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
    let change: @Sendable (AppState, Selection, ScreenName) -> AppState
    /// See ``sharedStateKey(for:)``.
    let sharing: @Sendable (ScreenName) -> String?
    /// Whether the scenario shows the base state unchanged (only its car, selection or
    /// route differ), as `loaded` does.
    public let keepsBaseState: Bool
    /// For a scenario made by taking the screen's data out of the base state, how.
    let removal: Removal?

    /// A scenario that changes the base state with `change`, or keeps it when there is none.
    init(_ name: String, _ summary: String, profile: CarProfile = .unconstrained, expecting: Set<String> = [],
         _ change: (@Sendable (AppState, Selection, ScreenName) -> AppState)? = nil) {
        self.name = name
        self.summary = summary
        self.profile = profile
        self.expectedContentRules = expecting
        self.change = change ?? { state, _, _ in state }
        self.sharing = { _ in nil }
        self.keepsBaseState = change == nil
        self.removal = nil
    }

    /// A scenario that takes the screen's data out of the base state, then marks it.
    init(_ name: String, _ summary: String, removing removal: Removal) {
        self.name = name
        self.summary = summary
        self.profile = .unconstrained
        self.expectedContentRules = []
        self.change = removal.state
        self.sharing = { _ in nil }
        self.keepsBaseState = false
        self.removal = removal
    }

    /// A scenario whose state depends on the base state and, through `key`, on the screen
    /// alone: screens with the same key share one state.
    init(_ name: String, _ summary: String, profile: CarProfile = .unconstrained, expecting: Set<String> = [],
         sharedBy key: @escaping @Sendable (ScreenName) -> String?,
         _ change: @escaping @Sendable (AppState, ScreenName) -> AppState) {
        self.name = name
        self.summary = summary
        self.profile = profile
        self.expectedContentRules = expecting
        self.change = { state, _, screen in change(state, screen) }
        self.sharing = key
        self.keepsBaseState = false
        self.removal = nil
    }

    /// When this scenario's state for `screen` does not depend on the selection and is the
    /// same for every screen with the same key, that key: a catalog makes such a state
    /// once (long names and a full catalog rebuild the catalog and its indexes). `nil`:
    /// the state is made for each screen.
    public func sharedStateKey(for screen: ScreenName) -> String? { sharing(screen) }

    /// The name of the state this scenario shows `screen` in, when screens of other
    /// scenarios (or of this one) are shown in the very same state: ``baseStateKey`` for
    /// the base state, `name/key` for a shared one (``sharedStateKey(for:)``); `nil` when
    /// the state is made for this screen alone.
    public func stateKey(for screen: ScreenName) -> String? {
        keepsBaseState ? Self.baseStateKey : sharedStateKey(for: screen).map { name + "/" + $0 }
    }

    /// ``stateKey(for:)`` of the base state.
    public static let baseStateKey = ""

    /// The state this scenario shows `screen` in.
    public func state(_ base: AppState, _ selection: Selection, _ screen: ScreenName) -> AppState {
        change(base, selection, screen)
    }
}

extension Scenario {
    public static let loaded = Scenario("loaded", "the built-in state, data loaded")
    /// The state as it is, on a car that shows 12 list items: what a driver of that car
    /// sees. With a small state nothing may be hidden (the lint's `limit-not-reached` is
    /// expected); ``crowded`` is the stress test that always runs past the limit.
    public static let limited = Scenario("limited", "the state as it is, on a car that shows 12 list items",
                                         profile: .limited, expecting: ["content.limit-not-reached"],
                                         sharedBy: { _ in "car" }) { s, _ in s.on(.limited) }
    /// A stress test, not real data: Browse gets a synthetic full-size catalog and My Library
    /// a synthetic filled library, on a 12-item car, so each list really runs past the limit.
    public static let crowded = Scenario("crowded", "stress: a synthetic full catalog or library on a 12-item car",
                                         profile: .limited, sharedBy: limitedState) { s, screen in
        switch limitedState(screen) {
        case "library": StateChanges.fullLibrary(s).on(.limited)
        case "catalog": StateChanges.fullCatalog(s).on(.limited)
        default: s.on(.limited)
        }
    }

    /// Which state `crowded` shows `screen` in: a full library, a full catalog or the base.
    private static func limitedState(_ screen: ScreenName) -> String {
        switch screen {
        case .myLibrary: "library"
        case .root, .artists: "catalog"
        default: "base"
        }
    }
    public static let loading = Scenario("loading", "the screen's data is loading", removing: Removal(marking: .loading))
    public static let failed = Scenario("failed", "loading the screen's data failed", removing: Removal(marking: .failed))
    public static let offline = Scenario("offline", "no network and nothing cached", removing: Removal(marking: nil, network: .offline))
    public static let empty = Scenario("empty", "loaded, but nothing to show") { StateChanges.emptied($0, $1, $2) }
    /// Every artist renamed, and the tracks of the shows its screens can show (see
    /// ``StateChanges/shownShows(_:_:)``): made per screen, as it depends on the selection.
    public static let longNames = Scenario("long-names", "very long, emoji, right-to-left and combining names",
                                             expecting: ["content.too-wide"]) { s, selection, _ in
        StateChanges.hostileNames(s, shows: StateChanges.shownShows(s, selection))
    }
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
    public static let xxDates = Scenario("xx-dates", "a year with 1966-11-XX and 1966-XX-XX dates")
    public static let preferred = Scenario("recently-played", "opened from Recently Played: last-played source first")
}

extension Scenario {
    /// How `loading`, `failed` and `offline` change the base state: the data of the screen's
    /// first resource taken out (as before it is loaded), then the resource marked. The three
    /// take out the same data for a screen, so a catalog takes it out once for them
    /// (``SharedRenders``).
    struct Removal: Sendable {
        /// What the resource is marked (`nil`: not loading).
        var marking: LoadState?
        /// The network the scenario shows, if not the base state's.
        var network: Network?

        /// The resource whose data is taken out for `screen`, if it reads one.
        func resource(_ selection: Selection, _ screen: ScreenName) -> ResourceKey? {
            screen.route(selection)?.resources.first
        }

        /// The scenario state, from `state` with `resource`'s data taken out already.
        func finish(_ state: AppState, without resource: ResourceKey?) -> AppState {
            var next = state
            if let resource { next.loading[resource] = marking }
            if let network { next.network = network }
            return next
        }

        /// The scenario state of `screen` over `base`.
        func state(_ base: AppState, _ selection: Selection, _ screen: ScreenName) -> AppState {
            let resource = resource(selection, screen)
            return finish(resource.map { StateChanges.removing($0, from: base) } ?? base, without: resource)
        }
    }
}
