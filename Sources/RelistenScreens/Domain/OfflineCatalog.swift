/// The downloads hierarchy: what can be played offline, from artists down to tracks.
///
/// Built from ``Library/offlineTracks``; a source, show, year or artist is included when it
/// holds at least one offline track. Years come from the catalog when loaded; otherwise a
/// year is synthesized from the show (`year` = first 4 characters of the display date,
/// counts = offline shows and sources).
public struct OfflineCatalog: Sendable, Hashable {
    public private(set) var trackUUIDs: Set<String> = []
    public private(set) var sourceUUIDs: Set<String> = []
    public private(set) var showUUIDs: Set<String> = []
    public private(set) var yearUUIDs: Set<String> = []
    public private(set) var artistUUIDs: Set<String> = []
    private var state: AppState

    public init(state: AppState) {
        self.state = state
        for uuid in state.library.offlineTracks {
            guard let context = state.track(uuid) else { continue }
            trackUUIDs.insert(uuid)
            sourceUUIDs.insert(context.source.uuid)
            showUUIDs.insert(context.show.uuid)
            yearUUIDs.insert(context.show.yearUUID)
            artistUUIDs.insert(context.artist.uuid)
        }
    }

    /// Artists with offline tracks, by collation of `sortName`.
    ///
    /// Found by their places in the catalog and sorted alone (the order of the catalog's
    /// sorted artists, which ties by place too): My Library and Downloads ask on every
    /// build, and checking each of the catalog's artists (16,000 in the bench) against
    /// the few offline ones was about 2% of a lint walk's time.
    public func artists() -> [Artist] {
        guard !artistUUIDs.isEmpty else { return [] }
        let catalog = state.catalog
        guard catalog.index.artists.count == catalog.artists.count else {
            // An artist listed twice: each listing is one of the sorted artists.
            return catalog.artistsBySortName.filter { artistUUIDs.contains($0.uuid) }
        }
        let offline = artistUUIDs.compactMap { catalog.index.artists[$0] }.sorted().map { catalog.artists[$0] }
        return Collation.sortedPositions(offline, by: \.sortName).map { offline[$0] }
    }

    /// The artist's years with offline tracks, ascending.
    public func years(artist artistUUID: String) -> [Year] {
        let shows = offlineShows { $0.artistUUID == artistUUID }
        var years: [String: Year] = [:]
        for show in shows where years[show.yearUUID] == nil {
            years[show.yearUUID] = state.year(show.yearUUID) ?? synthesizedYear(show.yearUUID, shows: shows)
        }
        return YearOrdering.sorted(years.values.sorted { $0.uuid.utf8.lexicographicallyPrecedes($1.uuid.utf8) })
    }

    /// The year's shows with offline tracks, by display date.
    public func shows(year yearUUID: String) -> [Show] {
        ShowOrdering.sorted(offlineShows { $0.yearUUID == yearUUID })
    }

    /// The show's sources with offline tracks, in ``SourceSorting`` order.
    public func sources(show showUUID: String) -> [Source] {
        let sources = state.showDetail(showUUID)?.sources.filter { sourceUUIDs.contains($0.uuid) } ?? []
        return SourceSorting.sorted(sources, in: state)
    }

    /// The source's offline tracks in play order.
    public func tracks(source sourceUUID: String) -> [Track] {
        guard let source = state.source(sourceUUID) else { return [] }
        return TrackFlattening.tracks(of: source).filter { trackUUIDs.contains($0.uuid) }
    }

    private func offlineShows(where include: (Show) -> Bool) -> [Show] {
        showUUIDs.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.compactMap { state.show($0) }.filter(include)
    }

    private func synthesizedYear(_ uuid: String, shows: [Show]) -> Year {
        let inYear = shows.filter { $0.yearUUID == uuid }
        let sources = inYear.reduce(0) { total, show in
            total + (state.showDetail(show.uuid)?.sources.filter { sourceUUIDs.contains($0.uuid) }.count ?? 0)
        }
        let name = String(inYear.first?.displayDate.prefix(4) ?? "")
        return Year(uuid: uuid, year: name, showCount: inYear.count, sourceCount: sources, artistUUID: inYear.first?.artistUUID ?? "")
    }
}
