/// A show from the playback history.
public struct RecentShow: Sendable, Hashable {
    public var show: Show
    /// The source of the show's most recent play.
    public var sourceUUID: String
    /// Seconds since the epoch of that play.
    public var playedAt: Int

    public init(show: Show, sourceUUID: String, playedAt: Int) {
        self.show = show
        self.sourceUUID = sourceUUID
        self.playedAt = playedAt
    }
}

extension AppState {
    /// History newest first; equal instants keep the later document entry first.
    public func historyNewestFirst() -> [HistoryEntry] {
        history.enumerated().sorted { lhs, rhs in
            lhs.element.playedAt != rhs.element.playedAt
                ? lhs.element.playedAt > rhs.element.playedAt : lhs.offset > rhs.offset
        }.map(\.element)
    }

    /// The last `limit` distinct shows played, newest first (one entry per show).
    public func recentlyPlayedShows(limit: Int) -> [RecentShow] {
        var result: [RecentShow] = []
        var seen: Set<String> = []
        for entry in historyNewestFirst() where result.count < limit {
            guard let context = track(entry.trackUUID), seen.insert(context.show.uuid).inserted else { continue }
            result.append(RecentShow(show: context.show, sourceUUID: context.source.uuid, playedAt: entry.playedAt))
        }
        return result
    }

    /// The source of the most recent play of the show, if it was ever played.
    public func lastPlayedSource(ofShow showUUID: String) -> Source? {
        for entry in historyNewestFirst() {
            if let context = track(entry.trackUUID), context.show.uuid == showUUID { return context.source }
        }
        return nil
    }
}
