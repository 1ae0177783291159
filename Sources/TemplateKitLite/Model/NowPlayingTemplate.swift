/// The shared now playing template (`CPNowPlayingTemplate`) with the metadata the
/// system shows from now-playing info.
public struct NowPlayingTemplate: Sendable, Hashable {
    /// Stable identity for the reconciler (`.id(…)`); `nil` means `kind:title`, see ``Identity``.
    public var id: String? = nil
    public var isUpNextButtonEnabled: Bool
    /// `nil` shows the system's default title.
    public var upNextTitle: String?
    public var upNextAction: Action?
    public var isAlbumArtistButtonEnabled: Bool
    public var albumArtistAction: Action?
    /// Filled leading → trailing; CarPlay shows at most 5.
    public var buttons: [NowPlayingButton]
    public var info: NowPlayingInfo
    /// The app's remote-command state: what transport controls the car draws.
    public var remoteCommands = RemoteCommands()

    public init(
        info: NowPlayingInfo, buttons: [NowPlayingButton] = [],
        isUpNextButtonEnabled: Bool = false, upNextTitle: String? = nil, upNextAction: Action? = nil,
        isAlbumArtistButtonEnabled: Bool = false, albumArtistAction: Action? = nil
    ) {
        self.info = info
        self.buttons = buttons
        self.isUpNextButtonEnabled = isUpNextButtonEnabled
        self.upNextTitle = upNextTitle
        self.upNextAction = upNextAction
        self.isAlbumArtistButtonEnabled = isAlbumArtistButtonEnabled
        self.albumArtistAction = albumArtistAction
    }
}

/// What the car shows of the playing item (from `MPNowPlayingInfoCenter`).
public struct NowPlayingInfo: Sendable, Hashable {
    public var title: String
    public var artist: String?
    public var album: String?
    public var artwork: TemplateImage?
    /// Seconds.
    public var elapsed: Double
    /// Seconds; `nil` for a live stream.
    public var duration: Double?
    public var playback: PlaybackState
    /// Marks a live stream (no scrubbing).
    public var isLiveStream: Bool
    /// The rate the player plays at while playing (1.5 at 1.5×): published as
    /// `MPNowPlayingInfoPropertyPlaybackRate` while playing (0 otherwise), so the car's
    /// scrubber advances at the player's speed.
    public var playbackRate: Double

    public init(
        title: String, artist: String? = nil, album: String? = nil, artwork: TemplateImage? = nil,
        elapsed: Double = 0, duration: Double? = nil, playback: PlaybackState = .paused,
        isLiveStream: Bool = false, playbackRate: Double = 1
    ) {
        self.playbackRate = playbackRate
        self.title = title
        self.artist = artist
        self.album = album
        self.artwork = artwork
        self.elapsed = elapsed
        self.duration = duration
        self.playback = playback
        self.isLiveStream = isLiveStream
    }
}

/// The player's state as the car shows it.
public enum PlaybackState: String, Sendable, Hashable, CaseIterable {
    case playing, paused, stopped
}

/// A now playing button (`CPNowPlayingButton` and its subclasses).
public struct NowPlayingButton: Sendable, Hashable {
    /// Stable identity among its siblings (`.id(…)`); `nil` means its position, see ``Identity``.
    public var id: String? = nil
    public var kind: NowPlayingButtonKind
    public var isEnabled: Bool
    /// Shuffle/repeat mirror the player's mode; image buttons may show selection.
    public var isSelected: Bool
    /// What a designer should read for the button, e.g. "Shuffle: on", "News ⏪".
    public var label: String?
    public var action: Action?

    /// A button; what it sends is set with `.action(_:)`:
    ///
    ///     NowPlayingButton(.playbackRate, label: "1.5×").action(Action("setRate", ["rate": 1.5]))
    public init(_ kind: NowPlayingButtonKind, label: String? = nil, isEnabled: Bool = true, isSelected: Bool = false) {
        self.kind = kind
        self.label = label
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.action = nil
    }

    @available(*, deprecated, message: "use NowPlayingButton(kind, label:).action(_:), as on every tappable item")
    public init(
        _ kind: NowPlayingButtonKind, label: String? = nil, isEnabled: Bool = true, isSelected: Bool = false, action: Action?
    ) {
        self.init(kind, label: label, isEnabled: isEnabled, isSelected: isSelected)
        self.action = action
    }
}

/// The six now playing button kinds.
public enum NowPlayingButtonKind: Sendable, Hashable {
    case shuffle, `repeat`, playbackRate, addToLibrary, more
    /// A custom image button.
    case image(TemplateImage)

    /// The kind's name in renders and JSON.
    public var name: String {
        switch self {
        case .shuffle: "shuffle"
        case .repeat: "repeat"
        case .playbackRate: "playbackRate"
        case .addToLibrary: "addToLibrary"
        case .more: "more"
        case .image: "image"
        }
    }
}

extension NowPlayingInfo {
    /// Whether the system, which advances elapsed time from the last published elapsed and
    /// rate, already shows `elapsed` after `seconds` (within 1 s): such a progress tick needs
    /// no new `nowPlayingInfo`. A paused item (rate 0) is never extrapolated: a new elapsed
    /// is a seek.
    ///
    ///     NowPlayingInfo.extrapolates(from: 30, rate: 1, after: 10, to: 40)   // true
    public static func extrapolates(from published: Double, rate: Double, after seconds: Double, to elapsed: Double) -> Bool {
        rate > 0 && seconds >= 0 && abs(published + rate * seconds - elapsed) <= 1
    }
}
