extension Rules {
    /// Five now playing buttons.
    public static let nowPlayingButtonLimit = Rule(
        id: "nowPlaying.button-limit", severity: .warning,
        summary: "Now playing shows at most profile.maximumNowPlayingButtons (5) buttons, filled leading → trailing.",
        carPlayBehaviour: "trims: shows the first 5",
        source: "[H] CPNowPlayingTemplate.updateNowPlayingButtons(_:)")

    /// Elapsed time must be a real position.
    public static let nowPlayingElapsed = Rule(
        id: "nowPlaying.elapsed", severity: .error,
        summary: "Elapsed time is finite, not negative, and not past the duration.",
        carPlayBehaviour: "invalid value: the scrubber has no position to draw",
        source: "[DG] CarPlay Developer Guide, June 2025: now playing info (MPNowPlayingInfoPropertyElapsedPlaybackTime)")

    /// Duration must be a real length.
    public static let nowPlayingDuration = Rule(
        id: "nowPlaying.duration", severity: .error,
        summary: "Duration is finite and not negative (nil for a live stream).",
        carPlayBehaviour: "invalid value: the scrubber has no length to draw",
        source: "[DG] CarPlay Developer Guide, June 2025: now playing info (MPMediaItemPropertyPlaybackDuration)")
}
