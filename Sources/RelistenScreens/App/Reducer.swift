import TemplateKitLite

/// What one action did: the new state, the new stack, and the resources the visible stack
/// now reads (start loading what is new, cancel what is gone).
public struct Transition: Sendable, Hashable {
    public var state: AppState
    public var stack: AppStack
    public var liveResources: Set<ResourceKey> { stack.liveResources }
    /// Resources the app should request now: live ones not loaded, and retried ones.
    public var requests: [ResourceKey]
}

/// The only place behaviour lives: `(state, stack, action) → transition`. Pure.
///
///     let next = Reducer.reduce(state, stack, .open(.years(artist: gd)))
public enum Reducer {
    public static func reduce(_ state: AppState, _ stack: AppStack, _ action: AppAction) -> Transition {
        var retried: [ResourceKey] = []
        let (state, stack) = step(state, stack, action, retried: &retried)
        return Transition(state: state, stack: stack, requests: requests(state, stack, retried))
    }

    /// The state and stack ``reduce(_:_:_:)`` gives, without the resources to request:
    /// ``Explorer``-like walks follow every tap and request nothing, and reading the new
    /// stack's live resources was about a seventh of a walk's instructions.
    ///
    ///     let (state, stack) = Reducer.step(state, stack, .back)
    package static func step(_ state: AppState, _ stack: AppStack, _ action: AppAction) -> (state: AppState, stack: AppStack) {
        var retried: [ResourceKey] = []
        return step(state, stack, action, retried: &retried)
    }

    /// ``step(_:_:_:)`` for one of many actions from `state`: a play of the source `queue`
    /// was made for takes it from there (``Playback/Queue``), else makes it there. `queue`
    /// must have been made from `state` (or be nil). A walk taps every row of a track list
    /// in one state; each tap made the list's queue again.
    package static func step(
        _ state: AppState, _ stack: AppStack, _ action: AppAction, queue: inout Playback.Queue?
    ) -> (state: AppState, stack: AppStack) {
        guard case .play(_, let source, let track) = action else { return step(state, stack, action) }
        if queue?.source != source { queue = Playback.Queue(state, source: source) }
        let next = queue.map { $0.play(state, track: track) } ?? state
        return (next, next.player.currentTrackUUID != nil ? showNowPlaying(stack) : stack)
    }

    private static func step(
        _ state: AppState, _ stack: AppStack, _ action: AppAction, retried: inout [ResourceKey]
    ) -> (state: AppState, stack: AppStack) {
        var state = state
        var stack = stack
        switch action {
        case .open(let route): stack = stack.opening(route)
        case .selectTab(let tab): stack = stack.isConnected ? stack.selecting(tab) : AppStack(tab: tab)
        case .play(let show, let source, let track):
            // A play on its own (a walk's plays of one list share a queue: ``step(_:_:_:queue:)``).
            state = Playback.play(state, show: show, source: source, track: track)
            if state.player.currentTrackUUID != nil { stack = showNowPlaying(stack) }
        case .jump(let index):
            state = state.with(player: state.player.jumping(to: index))
            stack = showNowPlaying(stack)
        case .toggleShuffle: state.player = state.player.togglingShuffle()
        case .cycleRepeat: state.player = state.player.cyclingRepeat()
        case .askClearQueue: stack = stack.opening(.clearQueueConfirmation)
        case .confirmClearQueue:
            state.player = state.player.cleared()
            stack = stack.showing(.nowPlaying)
        case .cancelClearQueue, .back: if !stack.pushed.isEmpty { stack.pushed.removeLast() }
        case .openNowPlaying: if state.nowPlaying != nil { stack = showNowPlaying(stack) }
        case .upNext: stack = stack.showing(.nowPlaying)
        case .albumArtist:
            if let artist = state.nowPlaying?.artist.uuid { stack = stack.showing(.browse, [.years(artist: artist)]) }
        case .goToDownloads: stack = stack.showing(.myLibrary, [.downloads])
        case .retry(let resource):
            state.loading[resource] = .loading
            retried.append(resource)
        case .disconnect: stack.isConnected = false
        }
        return (state, stack)
    }

    /// The Now Playing tab popped to its root, with now playing pushed: depth 2 from
    /// anywhere; the other tabs keep their places.
    static func showNowPlaying(_ stack: AppStack) -> AppStack { stack.showing(.nowPlaying, [.nowPlaying]) }

    static func requests(_ state: AppState, _ stack: AppStack, _ retried: [ResourceKey]) -> [ResourceKey] {
        let missing = stack.liveResources.filter { state.loadState(for: $0) == .notLoaded }
        return Set(missing + retried).sorted { $0.description.utf8.lexicographicallyPrecedes($1.description.utf8) }
    }
}
