/// The player commands the reducer sends, bound to the domain's pure player rules.
package enum Playback {
    /// Replaces the queue with the source's playable tracks from `track` (offline: only
    /// downloaded ones), resets shuffle and starts playback.
    static func play(_ state: AppState, show: String, source uuid: String, track: String) -> AppState {
        guard let source = state.source(uuid) else { return state }
        let tracks = list(of: source, in: state)
        guard let index = tracks.firstIndex(where: { $0.hasUUID(track) }) else { return state }
        return state.with(player: state.player.playing(tracks, from: index))
    }

    /// The list a play of `source` starts in: its tracks in play order (offline: only the
    /// downloaded ones).
    static func list(of source: Source, in state: AppState) -> [Track] {
        let tracks = TrackFlattening.tracks(of: source)
        guard state.network == .offline else { return tracks }
        return tracks.filter { state.library.offlineTracks.contains($0.uuid) }
    }

    /// What a play of one source's tracks reads of a state: the source's list (offline:
    /// its downloaded tracks) and its playable tracks. A walk that taps every row of a
    /// track list makes it once for the list's state, not once a row (each play then
    /// queues the same array), as ``Reducer/step(_:_:_:queue:)`` does; a play on its own
    /// (``play(_:show:source:track:)``) picks out only what it needs.
    /// `SharedRowsAndQueuesTests` checks the two give the same state for every track.
    ///
    ///     let queue = Playback.Queue(state, source: uuid)
    ///     queue?.play(state, track: first)    // Playback.play(state, show: …, source: uuid, track: first)
    package struct Queue: Sendable {
        /// The source's uuid.
        let source: String
        /// The uuids of the list a play starts in, in order.
        let tracks: [String]
        let playable: PlayableTracks

        /// `uuid`'s queue in `state`, or nil when `state` has no such source.
        init?(_ state: AppState, source uuid: String) {
            guard let source = state.source(uuid) else { return nil }
            let tracks = Playback.list(of: source, in: state)
            self.source = uuid
            self.tracks = tracks.map(\.uuid)
            playable = PlayableTracks(tracks)
        }

        /// ``Playback/play(_:show:source:track:)`` of this source in `state` (the state it was made from).
        func play(_ state: AppState, track: String) -> AppState {
            guard let index = tracks.firstIndex(of: track) else { return state }
            return state.with(player: state.player.playing(playable, from: index))
        }
    }
}
