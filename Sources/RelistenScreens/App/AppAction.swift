import TemplateKitLite

/// Everything a tap in the Relisten CarPlay app can do: the values rows carry and the
/// reducer applies.
public enum AppAction: Sendable, Hashable {
    /// Push a screen.
    case open(Route)
    case selectTab(AppTab)
    /// Play a source's playable tracks starting at the track with this uuid.
    case play(show: String, source: String, track: String)
    /// Jump to a queue position.
    case jump(queueIndex: Int)
    case toggleShuffle
    case cycleRepeat
    /// Ask before clearing the queue.
    case askClearQueue
    case confirmClearQueue
    case cancelClearQueue
    /// Show the system now playing template.
    case openNowPlaying
    /// The now playing template's up-next button.
    case upNext
    /// The now playing template's album-artist button.
    case albumArtist
    /// Load a failed resource again.
    case retry(ResourceKey)
    /// Go to My Library › Downloads (offered when offline).
    case goToDownloads
    case back
    /// The car disconnected: every template and resource is released.
    case disconnect
}

extension AppAction {
    /// This action as the value a template row carries.
    public var templateAction: Action {
        switch self {
        case .open(let route): Action("open", route.arguments)
        case .selectTab(let tab): Action("selectTab", ["tab": .string(tab.rawValue)])
        case .play(let show, let source, let track):
            Action("play", ["show": .string(show), "source": .string(source), "track": .string(track)])
        case .jump(let index): Action("jump", ["queueIndex": .int(index)])
        case .toggleShuffle: Action("toggleShuffle")
        case .cycleRepeat: Action("cycleRepeat")
        case .askClearQueue: Action("askClearQueue")
        case .confirmClearQueue: Action("confirmClearQueue")
        case .cancelClearQueue: Action("cancelClearQueue")
        case .openNowPlaying: Action("openNowPlaying")
        case .upNext: Action("upNext")
        case .albumArtist: Action("albumArtist")
        case .retry(let resource): Action("retry", ["resource": .string(resource.description)])
        case .goToDownloads: Action("goToDownloads")
        case .back: Action("back")
        case .disconnect: Action("disconnect")
        }
    }
}

extension Route {
    /// The route as action arguments: `screen` plus its identifiers. Each literal names
    /// its arguments in byte order, the order they are kept in, so none is moved.
    var arguments: ActionArguments {
        let screen = ActionValue.string(screenName)
        return switch self {
        case .years(let artist), .offlineShows(let artist): ["artist": .string(artist), "screen": screen]
        case .shows(let year): ["screen": screen, "year": .string(year)]
        case .sources(let show, let preferred?): ["preferred": .string(preferred), "screen": screen, "show": .string(show)]
        case .sources(let show, nil), .offlineTracks(let show): ["screen": screen, "show": .string(show)]
        case .tracks(let show, let source): ["screen": screen, "show": .string(show), "source": .string(source)]
        case .artists, .myLibrary, .downloads, .queue, .clearQueueConfirmation, .nowPlaying: ["screen": screen]
        }
    }
}
