/// Which sources of one show hold an offline track, found once for a screen: sorting and
/// markers ask it of every source, and a source holds ~12 tracks to hash where the
/// offline tracks are usually a few.
///
/// Walks whichever side is shorter, as ``AppState/sourceHasOfflineTracks(_:)`` does: the
/// offline tracks (each found in the catalog's track index) when they are fewer than the
/// show's tracks, else the show's tracks.
struct OfflineSources {
    /// The uuids of the show's sources with an offline track.
    private var uuids: Set<String> = []

    init(_ detail: ShowDetail?, _ state: AppState) {
        let offline = state.library.offlineTracks
        guard let detail, !offline.isEmpty else { return }
        if offline.count < detail.sources.reduce(0, { $0 + $1.trackCount }) {
            let index = state.catalog.index
            for uuid in offline {
                guard let location = index.tracks[uuid],
                    case let source = index.sourceLocations[Int(location.source)],
                    source.showUUID == detail.show.uuid, detail.sources.indices.contains(Int(source.offset))
                else { continue }
                uuids.insert(detail.sources[Int(source.offset)].uuid)
            }
        } else {
            for source in detail.sources where source.sets.contains(where: { $0.tracks.contains { offline.contains($0.uuid) } }) {
                uuids.insert(source.uuid)
            }
        }
    }

    /// Whether `source` (one of the show's) holds an offline track.
    func contains(_ source: Source) -> Bool {
        !uuids.isEmpty && uuids.contains(source.uuid)
    }
}
