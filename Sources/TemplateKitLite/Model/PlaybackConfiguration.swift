/// How a row, an image-row element or a list's details header plays its item in place
/// (`CPPlaybackConfiguration`, iOS 26.4): the button the car draws on it and the progress.
///
///     ListItem("Cornell '77").playback(PlaybackConfiguration(.play, elapsed: 0, duration: 10_800))
public struct PlaybackConfiguration: Sendable, Hashable {
    /// `CPPlaybackConfiguration.Presentation`: what kind of player opens.
    public enum Presentation: String, Sendable, Hashable, CaseIterable { case none, audio, video }
    /// `CPPlaybackConfiguration.Action`: the button drawn on the item.
    public enum Control: String, Sendable, Hashable, CaseIterable { case none, play, pause, replay }

    public var presentation: Presentation
    public var control: Control
    /// Seconds played.
    public var elapsed: Double
    /// Seconds in all; `nil` when unknown (a live stream), which CarPlay takes as zero.
    public var duration: Double?

    public init(_ control: Control, presentation: Presentation = .audio, elapsed: Double = 0, duration: Double? = nil) {
        self.control = control
        self.presentation = presentation
        self.elapsed = elapsed
        self.duration = duration
    }
}
