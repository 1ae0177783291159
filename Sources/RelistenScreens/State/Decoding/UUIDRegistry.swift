/// Remembers where each uuid of a kind was first seen, to report duplicates. A track's
/// place is kept as its source's path (shared by all its tracks) and two positions, so
/// the registry stays small for hundreds of thousands of tracks.
struct UUIDRegistry {
    /// Where a uuid was first seen.
    enum Place: CustomStringConvertible {
        case path(JSONPath)
        /// `source.sets[set].tracks[track].uuid`.
        case track(source: JSONPath, set: Int, track: Int)

        var description: String {
            switch self {
            case .path(let path): path.description
            case .track(let source, let set, let track):
                source.appending(key: "sets").appending(index: set).appending(key: "tracks").appending(index: track)
                    .appending(key: "uuid").description
            }
        }
    }

    private var firstSeen: [String: [String: Place]] = [:]

    func contains(_ uuid: String, kind: String) -> Bool {
        firstSeen[kind]?[uuid] != nil
    }

    mutating func register(_ uuid: String, kind: String, at path: JSONPath) throws(StateDocumentError) {
        try register(uuid, kind: kind, at: .path(path))
    }

    /// Registers `uuid` seen at `place`; a second registration is an error located there.
    mutating func register(_ uuid: String, kind: String, at place: Place) throws(StateDocumentError) {
        if let first = firstSeen[kind]?[uuid] {
            throw StateDocumentError(
                file: nil, path: place.description, message: "duplicate \(kind) uuid \"\(uuid)\" (first at \(first))")
        }
        firstSeen[kind, default: [:]][uuid] = place
    }
}
