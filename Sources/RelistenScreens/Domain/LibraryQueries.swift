extension AppState {
    /// `true` when any track of the show (full body loaded) is offline.
    ///
    /// Walks whichever side is shorter: the offline tracks (each found in the catalog's
    /// track index) when they are fewer than the show's tracks, else the show's tracks. A
    /// Shows screen asks this of every row, and a show holds ~80 tracks.
    public func showHasOfflineTracks(_ showUUID: String) -> Bool {
        let offline = library.offlineTracks
        guard let detail = catalog.showDetails[showUUID], !offline.isEmpty else { return false }
        if offline.count < detail.sources.reduce(0, { $0 + $1.trackCount }) {
            let index = catalog.index
            return offline.contains { uuid in
                index.tracks[uuid].map { index.sourceLocations[Int($0.source)].showUUID == showUUID } ?? false
            }
        }
        return detail.sources.contains { sourceHasOfflineTracks($0) }
    }

    /// `true` when any track of the source is offline; the shorter side is walked, as in
    /// ``showHasOfflineTracks(_:)``.
    public func sourceHasOfflineTracks(_ source: Source) -> Bool {
        let offline = library.offlineTracks
        guard !offline.isEmpty else { return false }
        if offline.count < source.trackCount, let sourceIndex = catalog.index.sources[source.uuid] {
            return offline.contains { catalog.index.tracks[$0]?.source == sourceIndex }
        }
        return source.sets.contains { $0.tracks.contains { offline.contains($0.uuid) } }
    }

    /// A show is in the library when it is a favourite or has offline tracks.
    public func isShowInLibrary(_ showUUID: String) -> Bool {
        library.favoriteShows.contains(showUUID) || showHasOfflineTracks(showUUID)
    }

    /// The library's shows (favourite or offline) known to the catalog, by display date.
    public func libraryShows() -> [Show] {
        let uuids = library.favoriteShows.union(OfflineCatalog(state: self).showUUIDs)
        return ShowOrdering.sorted(uuids.compactMap { show($0) }.sorted { $0.uuid.utf8.lexicographicallyPrecedes($1.uuid.utf8) })
    }

    /// `shows` that pass ``userFilters``.
    public func filteredShows(_ shows: [Show]) -> [Show] {
        shows.filter { show in
            userFilters.matches(
                isFavorite: library.favoriteShows.contains(show.uuid),
                isPlayableOffline: showHasOfflineTracks(show.uuid))
        }
    }
}

extension UserFilters {
    /// Whether a show with these facts passes: each set dimension must equal the fact; set
    /// dimensions combine with ``combine``; no set dimension passes everything.
    public func matches(isFavorite favorite: Bool, isPlayableOffline offline: Bool) -> Bool {
        let checks = [isFavorite.map { $0 == favorite }, isPlayableOffline.map { $0 == offline }].compactMap { $0 }
        guard !checks.isEmpty else { return true }
        switch combine {
        case .and: return checks.allSatisfy { $0 }
        case .or: return checks.contains(true)
        }
    }
}
