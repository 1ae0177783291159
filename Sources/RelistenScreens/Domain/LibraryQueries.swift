extension AppState {
    /// `true` when any track of the show (full body loaded) is offline: one hash, the
    /// state's ``OfflineIndex`` knows. A Shows screen asks this of every row.
    public func showHasOfflineTracks(_ showUUID: String) -> Bool {
        !offline.showUUIDs.isEmpty && offline.showUUIDs.contains(showUUID)
    }

    /// `true` when any track of the source is offline: the ``OfflineIndex`` knows the
    /// catalog's sources; the tracks of a source the catalog does not hold are walked.
    public func sourceHasOfflineTracks(_ source: Source) -> Bool {
        let offlineTracks = library.offlineTracks
        guard !offlineTracks.isEmpty else { return false }
        if let position = catalog.index.sources[source.uuid] {
            return !offline.sourcePositions.isEmpty && offline.sourcePositions.contains(position)
        }
        return source.sets.contains { $0.tracks.contains { offlineTracks.contains($0.uuid) } }
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
