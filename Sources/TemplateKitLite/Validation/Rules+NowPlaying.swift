extension Rules {
    /// Five now playing buttons.
    public static let nowPlayingButtonLimit = Rule(
        id: "nowPlaying.button-limit", severity: .warning,
        summary: "Now playing shows at most profile.maximumNowPlayingButtons (5) buttons, filled leading → trailing.",
        carPlayBehaviour: "undocumented past 5: the header allows \"a maximum of 5\" filled in array order; what a car does with more is not documented (reported: radio-garden/react-native-audio-browser#91)",
        source: "[H] CPNowPlayingTemplate.updateNowPlayingButtons(_:); [OBS] over-supply undocumented")

    /// Elapsed time must be a real position.
    public static let nowPlayingElapsed = Rule(
        id: "nowPlaying.elapsed", severity: .warning,
        summary: "Lint: elapsed time is finite, not negative, and not past the duration.",
        carPlayBehaviour: "not refused by CarPlay: the scrubber has no sensible position to draw",
        source: "[DG] CarPlay Developer Guide, June 2025: now playing info (MPNowPlayingInfoPropertyElapsedPlaybackTime)")

    /// Duration must be a real length.
    public static let nowPlayingDuration = Rule(
        id: "nowPlaying.duration", severity: .warning,
        summary: "Lint: duration is finite and not negative (nil for a live stream).",
        carPlayBehaviour: "not refused by CarPlay: the scrubber has no sensible length to draw",
        source: "[DG] CarPlay Developer Guide, June 2025: now playing info (MPMediaItemPropertyPlaybackDuration)")
}
