/// One play of a track.
public struct HistoryEntry: Sendable, Hashable {
    public var trackUUID: String
    /// Seconds since 1970-01-01T00:00:00Z (fractions floored).
    public var playedAt: Int

    public init(trackUUID: String, playedAt: Int) {
        self.trackUUID = trackUUID
        self.playedAt = playedAt
    }
}
