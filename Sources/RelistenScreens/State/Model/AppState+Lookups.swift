extension AppState {
    /// The artist with this uuid.
    public func artist(_ uuid: String) -> Artist? { catalog.artist(uuid) }

    /// The artist's years in document order (empty when not loaded); see ``YearOrdering``.
    public func years(_ artistUUID: String) -> [Year] { catalog.years[artistUUID] ?? [] }

    /// The year with this uuid.
    public func year(_ uuid: String) -> Year? { catalog.year(uuid) }

    /// The year's shows in document order (empty when not loaded); see ``ShowOrdering``.
    public func shows(_ yearUUID: String) -> [Show] { catalog.yearShows[yearUUID] ?? [] }

    /// The show with this uuid.
    public func show(_ uuid: String) -> Show? { catalog.show(uuid) }

    /// The show with its sources, when its full body is loaded.
    public func showDetail(_ uuid: String) -> ShowDetail? { catalog.showDetails[uuid] }

    /// Whether the show's full body is loaded, without copying it out (`showDetail(_:) != nil`
    /// copies every field of the show and then drops them).
    public func hasShowDetail(_ uuid: String) -> Bool { catalog.showDetails.index(forKey: uuid) != nil }

    /// The source with this uuid.
    public func source(_ uuid: String) -> Source? { catalog.source(uuid) }

    /// The track with its source, show and artist.
    public func track(_ uuid: String) -> TrackContext? { catalog.track(uuid) }

    /// The current track of the player with its context.
    public var nowPlaying: TrackContext? {
        player.currentTrackUUID.flatMap { catalog.track($0) }
    }

    /// The explicit state of `resource`, else `.loaded` when its data exists, else `.notLoaded`.
    public func loadState(for resource: ResourceKey) -> LoadState {
        if let explicit = loading[resource] { return explicit }
        return hasData(for: resource) ? .loaded : .notLoaded
    }

    private func hasData(for resource: ResourceKey) -> Bool {
        switch resource {
        case .artists: !catalog.artists.isEmpty
        case .years(let artist): catalog.years.index(forKey: artist) != nil
        case .yearShows(let year): catalog.yearShows.index(forKey: year) != nil
        case .show(let show): hasShowDetail(show)
        }
    }
}
