extension SyntheticShowBuilder {
    /// A little local state over `catalog`: favourites, offline tracks of the first source,
    /// 8 history entries and the first source playing.
    func localState(catalog: Catalog) -> AppState {
        let firstShows = catalog.yearShows.values.flatMap { $0 }.map(\.uuid).sorted().prefix(8)
        let details = firstShows.compactMap { catalog.showDetails[$0] }
        let firstSource = details.first?.sources.first
        let tracks = firstSource.map(TrackFlattening.tracks(of:)) ?? []
        var library = Library(favoriteArtists: Set(catalog.artists.map(\.uuid)))
        library.favoriteShows = Set(firstShows.prefix(5))
        library.offlineTracks = Set(tracks.map(\.uuid))
        let history = details.enumerated().compactMap { offset, detail in
            detail.sources.first.flatMap { TrackFlattening.tracks(of: $0).first }.map {
                HistoryEntry(trackUUID: $0.uuid, playedAt: 1_776_000_000 - offset * 3_600)
            }
        }
        let player = Player().playing(tracks, from: 0)
        return AppState(catalog: catalog, library: library, history: history, player: player)
    }
}
