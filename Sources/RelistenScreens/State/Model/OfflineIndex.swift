/// Where the library's offline tracks are: the sources and shows of the catalog that hold
/// one, each offline track found once in the catalog's track index.
///
/// Derived, so ``AppState`` keeps it in step with its catalog and library. Screens ask
/// "does this show or source hold an offline track?" of every row — a Grateful-Dead-sized
/// artist has ~31k screens and ~13k sources — and this answers with one hash of a uuid.
struct OfflineIndex: Sendable, Hashable {
    /// The sources with an offline track, by their position in the catalog index's
    /// ``CatalogIndex/sourceLocations`` (the one hash of a source's uuid that finds its
    /// position also tells whether the catalog holds it).
    private(set) var sourcePositions: Set<Int32> = []
    /// The uuids of the shows (full body loaded) with an offline track.
    private(set) var showUUIDs: Set<String> = []

    init(catalog: Catalog, offlineTracks: Set<String>) {
        let index = catalog.index
        for uuid in offlineTracks {
            guard let track = index.tracks[uuid] else { continue }
            let location = index.sourceLocations[Int(track.source)]
            guard catalog.showDetails.index(forKey: location.showUUID) != nil else { continue }
            sourcePositions.insert(track.source)
            showUUIDs.insert(location.showUUID)
        }
    }
}
