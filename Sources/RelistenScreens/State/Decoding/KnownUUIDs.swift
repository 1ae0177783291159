/// The uuids of the catalog by kind ("artist", "year", "show", "source", "track"), as the
/// local state's checks ask for them: ``UUIDRegistry`` (which also remembers where each
/// was first seen) and ``UUIDSets`` (which only knows them) both answer.
protocol KnownUUIDs {
    func contains(_ uuid: String, kind: String) -> Bool
}

extension UUIDRegistry: KnownUUIDs {}

/// The uuids the one-pass decoder has seen, by kind, without their places (a second
/// one ends the pass, and the careful decoder then says where both are).
///
/// ```swift
/// var sets = UUIDSets()
/// sets.tracks.insert(uuid).inserted   // false: a duplicate
/// ```
struct UUIDSets: KnownUUIDs {
    var artists: Set<String> = []
    var years: Set<String> = []
    var shows: Set<String> = []
    var sources: Set<String> = []
    var tracks: Set<String> = []

    /// Reserves room for the tracks and sources a document of `byteCount` bytes can
    /// hold (a track takes at least 160 bytes of text with its uuid, a source 1,000), so
    /// the sets are not rehashed as they grow.
    mutating func reserve(forDocumentOf byteCount: Int) {
        tracks.reserveCapacity(byteCount / 160)
        sources.reserveCapacity(byteCount / 1_000)
    }

    func contains(_ uuid: String, kind: String) -> Bool {
        switch kind {
        case "artist": artists.contains(uuid)
        case "year": years.contains(uuid)
        case "show": shows.contains(uuid)
        case "source": sources.contains(uuid)
        case "track": tracks.contains(uuid)
        default: false
        }
    }
}
