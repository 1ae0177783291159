import RelistenScreens
import GoldenCore
import TemplateKitLite

/// A change of state while the car shows a screen: a progress tick, the next track, a
/// download finishing… Its operation log shows what the car is asked to do about it.
public struct StateChange: Sendable {
    public struct Step: Sendable {
        public let label: String
        /// Seconds after connecting.
        public let at: Double
        var apply: @Sendable (AppState, AppStack) -> (AppState, AppStack) = { ($0, $1) }
        /// What the car or the driver did on their own at this step (the car has done it;
        /// the app follows), instead of a change of state.
        var event: (@Sendable (AppState) -> NavigationStack.SystemEvent)? = nil
    }

    public let name: String
    public let summary: String
    let start: @Sendable (AppState) -> (AppState, AppStack)
    public let steps: [Step]
    /// The car the change happens on, when not the catalog's.
    var profile: CarProfile? = nil
}

extension StateChange {
    public static let all: [StateChange] = [progressTick, nextTrack, downloadFinished, favouriteToggled, networkLost, queueCleared]
        + CarStateChanges.all

    public static func named(_ name: String) -> StateChange? { all.first { $0.name == name } }

    /// The default selection's tracks in Browse, opened as a driver does: Grateful Dead ›
    /// 1977 › 1977-05-08 › its first source, whose tracks take the sources' place at the
    /// depth policy's cap (``AppStack/maximumDepth``).
    static func tracksStack(_ state: AppState) -> AppStack {
        let s = (try? Selection.resolve(.init(), in: state)) ?? Selection(artist: "", year: "", show: "", source: "")
        let routes: [Route] = [.years(artist: s.artist), .shows(year: s.year), .sources(show: s.show), .tracks(show: s.show, source: s.source)]
        return routes.reduce(AppStack(tab: .browse)) { $0.opening($1) }
    }

    static func tick(_ seconds: Double) -> @Sendable (AppState, AppStack) -> (AppState, AppStack) {
        { state, stack in
            var next = state
            next.player.elapsed += seconds
            return (next, stack)
        }
    }

    static let progressTick = StateChange(
        name: "progress-tick", summary: "the queue is shown while the track plays: progress every 10 s, sent every 30 s",
        start: { ($0, AppStack(tab: .nowPlaying)) },
        steps: [Step(label: "10 s played", at: 10, apply: tick(10)), Step(label: "20 s played", at: 20, apply: tick(10)),
                Step(label: "30 s played", at: 30, apply: tick(10))])

    static let nextTrack = StateChange(
        name: "next-track", summary: "the queue is shown when the track ends and the next one starts: the driver sees the playing mark move, the list stays where it is",
        start: { ($0, AppStack(tab: .nowPlaying)) },
        steps: [Step(label: "the next track starts", at: 5) { state, stack in
            (state.with(player: state.player.jumping(to: (state.player.currentIndex ?? -1) + 1)), stack)
        }])

    static let downloadFinished = StateChange(
        name: "download-finished", summary: "a source's tracks are shown when one of them finishes downloading",
        start: { ($0, tracksStack($0)) },
        steps: [Step(label: "the first track not yet offline finishes downloading", at: 5) { state, stack in
            guard case .tracks(_, let uuid)? = stack.pushed.last, let source = state.source(uuid),
                  let track = TrackFlattening.tracks(of: source).first(where: { !state.library.offlineTracks.contains($0.uuid) })
            else { return (state, stack) }
            var next = state
            next.library.offlineTracks.insert(track.uuid)
            return (next, stack)
        }])

    static let favouriteToggled = StateChange(
        name: "favourite-toggled", summary: "Browse's artists are shown when an artist becomes a favourite on the phone",
        start: { ($0, AppStack(tab: .browse)) },
        steps: [Step(label: "the first featured artist that is not a favourite becomes one", at: 5) { state, stack in
            guard let artist = state.catalog.artists.first(where: { $0.isFeatured && !state.library.favoriteArtists.contains($0.uuid) })
            else { return (state, stack) }
            var next = state
            next.library.favoriteArtists.insert(artist.uuid)
            return (next, stack)
        }])

    static let networkLost = StateChange(
        name: "network-lost-while-loading", summary: "an artist's years are loading when the network is lost",
        start: { state in
            let stack = tracksStack(state)
            let years = Array(stack.pushed.prefix(1))
            var next = StateChanges.removing(years[0].resources[0], from: state)
            next.loading[years[0].resources[0]] = .loading
            return (next, AppStack(tab: .browse, pushed: years))
        },
        steps: [Step(label: "the network is lost", at: 5) { state, stack in
            var next = state
            next.network = .offline
            next.loading = next.loading.mapValues { $0 == .loading ? .failed : $0 }
            return (next, stack)
        }])

    static let queueCleared = StateChange(
        name: "queue-cleared-from-confirmation", summary: "the driver confirms Clear Queue on its confirmation screen",
        start: { ($0, AppStack(tab: .nowPlaying, pushed: [.clearQueueConfirmation])) },
        steps: [Step(label: "tap \"Clear Queue\"", at: 5) { state, stack in
            let next = Reducer.reduce(state, stack, .confirmClearQueue)
            return (next.state, next.stack)
        }])
}
