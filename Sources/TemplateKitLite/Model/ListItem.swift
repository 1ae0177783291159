/// A list row (`CPListItem`): two lines of text, images, accessory and playback state.
///
/// The optional properties are spelled `Optional<…>`, not `…?`: a `var x: T?` is
/// implicitly `= nil`, and that initial value is an opaque call in a module that inlines
/// `init`, after which the built row is copied out and the original destroyed (one copy
/// of every field per row; measured on the Tracks screens).
public struct ListItem: Sendable, Hashable {
    /// Stable identity among its siblings (`.id(…)`); `nil` means its position, see ``Identity``.
    public var id: Optional<String>
    public var text: String
    public var detailText: Optional<String>
    /// Leading image.
    public var image: Optional<TemplateImage>
    /// Trailing image; CarPlay forces `accessory` to `.none` when set.
    public var accessoryImage: Optional<TemplateImage>
    public var accessory: Accessory
    /// Disabled rows are dimmed and never report taps (iOS 15).
    public var isEnabled: Bool
    public var isExplicitContent: Bool
    /// Fraction 0…1 drawn as a progress bar; `nil` draws none.
    public var playbackProgress: Optional<Double>
    public var playingIndicator: PlayingIndicator
    public var playingIndicatorLocation: PlayingIndicatorLocation
    /// What selecting the row sends.
    public var action: Optional<Action>
    /// Plays the row's item in place (iOS 26.4).
    public var playback: Optional<PlaybackConfiguration>

    @inlinable
    public init(
        _ text: String, detail: String? = nil, image: TemplateImage? = nil,
        accessoryImage: TemplateImage? = nil, accessory: Accessory = .none,
        isEnabled: Bool = true, isExplicitContent: Bool = false, playbackProgress: Double? = nil,
        playingIndicator: PlayingIndicator = .none,
        playingIndicatorLocation: PlayingIndicatorLocation = .leading, action: Action? = nil
    ) {
        self.id = nil
        self.text = text
        self.detailText = detail
        self.image = image
        self.accessoryImage = accessoryImage
        self.accessory = accessory
        self.isEnabled = isEnabled
        self.isExplicitContent = isExplicitContent
        self.playbackProgress = playbackProgress
        self.playingIndicator = playingIndicator
        self.playingIndicatorLocation = playingIndicatorLocation
        self.action = action
        self.playback = nil
    }
}

/// The trailing accessory of a row (`CPListItemAccessoryType`).
public enum Accessory: String, Sendable, Hashable, CaseIterable {
    case none, disclosureIndicator, cloud
}

/// The now-playing indicator on a row (`isPlaying` plus the player's rate).
public enum PlayingIndicator: String, Sendable, Hashable, CaseIterable {
    case none, playing, paused
}

/// Where the playing indicator sits (`CPListItemPlayingIndicatorLocation`).
public enum PlayingIndicatorLocation: String, Sendable, Hashable, CaseIterable {
    case leading, trailing
}
