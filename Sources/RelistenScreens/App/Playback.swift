/// The player commands the reducer sends, bound to the domain's pure player rules.
enum Playback {
    /// Replaces the queue with the source's playable tracks from `track` (offline: only
    /// downloaded ones), resets shuffle and starts playback.
    static func play(_ state: AppState, show: String, source uuid: String, track: String) -> AppState {
        guard let source = state.source(uuid) else { return state }
        var tracks = TrackFlattening.tracks(of: source)
        if state.network == .offline { tracks = tracks.filter { state.library.offlineTracks.contains($0.uuid) } }
        guard let index = tracks.firstIndex(where: { $0.uuid == track }) else { return state }
        return state.with(player: state.player.playing(tracks, from: index))
    }
}
