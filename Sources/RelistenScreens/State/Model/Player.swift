/// The player and its queue. Transitions are pure functions in `Domain/Player+*.swift`.
public struct Player: Sendable, Hashable {
    /// Playback state.
    public enum State: String, Sendable, Hashable, CaseIterable {
        case stopped, playing, paused, stalled
    }

    /// What happens at the end of a track or of the queue.
    public enum RepeatMode: String, Sendable, Hashable, CaseIterable {
        case off, track, queue
    }

    /// Track uuids in play order (already shuffled when ``shuffle`` is on).
    public var queue: [String]
    /// Index into ``queue`` of the current track; `nil` exactly when the queue is empty.
    public var currentIndex: Int?
    public var state: State
    /// Seconds played of the current track.
    public var elapsed: Double
    /// Length of the current track in seconds, when known.
    public var duration: Double?
    public var shuffle: Bool
    public var repeatMode: RepeatMode
    /// The queue order before shuffling, restored when shuffle is turned off.
    public var unshuffledQueue: [String]?

    public init(
        queue: [String] = [], currentIndex: Int? = nil, state: State = .stopped, elapsed: Double = 0,
        duration: Double? = nil, shuffle: Bool = false, repeatMode: RepeatMode = .off,
        unshuffledQueue: [String]? = nil
    ) {
        self.queue = queue
        self.currentIndex = currentIndex
        self.state = state
        self.elapsed = elapsed
        self.duration = duration
        self.shuffle = shuffle
        self.repeatMode = repeatMode
        self.unshuffledQueue = unshuffledQueue
    }

    /// The uuid of the current track.
    public var currentTrackUUID: String? {
        guard let index = currentIndex, queue.indices.contains(index) else { return nil }
        return queue[index]
    }

    /// Elapsed / duration in 0…1, or `nil` when the duration is unknown or zero.
    public var progress: Double? {
        guard let duration, duration > 0 else { return nil }
        return min(max(elapsed / duration, 0), 1)
    }
}
