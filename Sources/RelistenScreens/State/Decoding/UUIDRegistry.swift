/// Remembers where each uuid of a kind was first seen, to report duplicates. A track's
/// place is kept as its source's position in a list of source paths and two positions
/// (12 bytes), so the registry stays small for hundreds of thousands of tracks.
struct UUIDRegistry {
    /// Where a track was first seen: `sourcePaths[source].sets[set].tracks[track].uuid`.
    private struct TrackPlace {
        var source: Int32
        var set: Int32
        var track: Int32
    }

    private var firstSeen: [String: [String: JSONPath]] = [:]
    private var tracks: [TrackText: TrackPlace] = [:]
    private var sourcePaths: [JSONPath] = []

    func contains(_ uuid: String, kind: String) -> Bool {
        kind == "track" ? tracks[TrackText(uuid)] != nil : firstSeen[kind]?[uuid] != nil
    }

    /// Registers `uuid` seen at `path`; a second registration is an error located there.
    mutating func register(_ uuid: String, kind: String, at path: JSONPath) throws(StateDocumentError) {
        if let first = firstSeen[kind]?[uuid] {
            throw Self.duplicate(uuid, kind: kind, at: path.description, first: first.description)
        }
        firstSeen[kind, default: [:]][uuid] = path
    }

    /// Registers the tracks of `source`, decoded at `path`.
    mutating func registerTracks(of source: Source, at path: JSONPath) throws(StateDocumentError) {
        let sourceIndex = Int32(sourcePaths.count)
        sourcePaths.append(path)
        for (setOffset, set) in source.sets.enumerated() {
            for (trackOffset, track) in set.tracks.enumerated() {
                let place = TrackPlace(source: sourceIndex, set: Int32(setOffset), track: Int32(trackOffset))
                if let first = tracks.updateValue(place, forKey: track.uuidText) {
                    throw Self.duplicate(track.uuid, kind: "track", at: description(of: place), first: description(of: first))
                }
            }
        }
    }

    private func description(of place: TrackPlace) -> String {
        sourcePaths[Int(place.source)].appending(key: "sets").appending(index: Int(place.set)).appending(key: "tracks")
            .appending(index: Int(place.track)).appending(key: "uuid").description
    }

    private static func duplicate(_ uuid: String, kind: String, at place: String, first: String) -> StateDocumentError {
        StateDocumentError(file: nil, path: place, message: "duplicate \(kind) uuid \"\(uuid)\" (first at \(first))")
    }
}
