/// Where the library's offline tracks are: the sources and shows of the catalog that hold
/// one, each offline track found once in the catalog's track index.
///
/// Derived, so ``AppState`` keeps it in step with its catalog and library. Screens ask
/// "does this show or source hold an offline track?" of every row — a Grateful-Dead-sized
/// artist has ~31k screens and ~13k sources — and this answers with one hash.
struct OfflineIndex: Sendable, Hashable {
    /// The uuids of the sources with an offline track.
    private(set) var sourceUUIDs: Set<String> = []
    /// The uuids of the shows (full body loaded) with an offline track.
    private(set) var showUUIDs: Set<String> = []

    init(catalog: Catalog, offlineTracks: Set<String>) {
        let index = catalog.index
        for uuid in offlineTracks {
            guard let track = index.tracks[uuid] else { continue }
            let location = index.sourceLocations[Int(track.source)]
            guard let detail = catalog.showDetails[location.showUUID] else { continue }
            sourceUUIDs.insert(detail.sources[Int(location.offset)].uuid)
            showUUIDs.insert(location.showUUID)
        }
    }
}
