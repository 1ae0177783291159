import TemplateKitLite

/// What a tap does, as a pure function, and the stack the car shows for a state: what a
/// catalog journey replays.
public enum PodcastNavigation {
    /// The templates on the car, root first.
    public static func stack(_ state: PodcastState) -> [Template] {
        [LibraryScreen.template(state).template]
            + state.opened.map { EpisodesScreen.template(state, podcast: $0).template }
    }

    /// The state after the driver taps a row carrying `action`.
    public static func reduce(_ state: PodcastState, _ action: Action) -> PodcastState {
        var next = state
        switch action.name {
        case "open": if let id = action.arguments["podcast"]?.string { next.opened.append(id) }
        case "play": next.playing = action.arguments["episode"]?.string
        default: break
        }
        return next
    }
}
