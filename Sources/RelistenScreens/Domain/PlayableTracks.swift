/// The playable tracks of a list, as a play queues them: their uuids (the queue), their
/// places in the list and their durations. Made once for a list, every play of it shares
/// one queue array (``Playback/Queue``).
///
///     let playable = PlayableTracks(tracks)
///     Player().playing(playable, from: 3)   // the queue from the first playable track at or after 3
struct PlayableTracks: Sendable {
    /// The uuids of the playable tracks, in list order.
    let queue: [String]
    /// Where each is in the list.
    let offsets: [Int]
    let durations: [Double?]

    init(_ tracks: [Track]) {
        var queue: [String] = [], offsets: [Int] = [], durations: [Double?] = []
        for (offset, track) in tracks.enumerated() where track.isPlayable {
            queue.append(track.uuid)
            offsets.append(offset)
            durations.append(track.duration)
        }
        self.queue = queue
        self.offsets = offsets
        self.durations = durations
    }
}
