extension AppState {
    /// This state with `player`, filling an unknown duration from the current track.
    public func with(player: Player) -> AppState {
        var next = self
        next.player = player
        if next.player.duration == nil, let uuid = player.currentTrackUUID {
            next.player.duration = catalog.track(uuid)?.track.duration
        }
        return next
    }

    /// Plays the source's tracks from its `index`-th track in play order
    /// (see ``Player/playing(_:from:)``); unknown source → unchanged.
    public func playing(source sourceUUID: String, from index: Int) -> AppState {
        guard let source = source(sourceUUID) else { return self }
        return with(player: player.playing(TrackFlattening.tracks(of: source), from: index))
    }
}
