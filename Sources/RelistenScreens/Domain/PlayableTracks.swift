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
        queue.reserveCapacity(tracks.count)
        offsets.reserveCapacity(tracks.count)
        durations.reserveCapacity(tracks.count)
        // By index: a track copied whole is all its strings retained and released.
        for offset in tracks.indices where tracks[offset].isPlayable {
            queue.append(tracks[offset].uuid)
            offsets.append(offset)
            durations.append(tracks[offset].duration)
        }
        self.queue = queue
        self.offsets = offsets
        self.durations = durations
    }
}
