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
/// A pass that takes show bodies over from the version of the document before an edit
/// (``OnePassDecoder/Reuse``) does not copy that version's sources and tracks (hundreds of
/// thousands of uuids): it keeps them aside (`keptSources`, `keptTracks`) with those of
/// the bodies it reads again (`forgotten…`), and counts in `sources` and `tracks` only
/// what it reads. A uuid is known when read, or kept and not forgotten.
///
/// ```swift
/// var sets = UUIDSets()
/// sets.insertTrack(uuid)   // false: a duplicate
/// ```
struct UUIDSets: KnownUUIDs {
    var artists: Set<String> = []
    var years: Set<String> = []
    var shows: Set<String> = []
    var sources = UUIDSet<String>()
    var tracks = UUIDSet<TrackText>()
    var keptSources = UUIDSet<String>()
    var keptTracks = UUIDSet<TrackText>()
    var forgottenSources = UUIDSet<String>()
    var forgottenTracks = UUIDSet<TrackText>()
    /// Sources and tracks listed as read, not counted (a part of `catalog.shows` read on
    /// its own: the decoder it is joined to counts them, in this order); nil when counted.
    var listed: (sources: [String], tracks: [TrackText])?

    /// Reserves room for the tracks and sources a document of `byteCount` bytes can
    /// hold (a track takes at least 160 bytes of text with its uuid, a source 1,000), so
    /// the sets are not rehashed as they grow.
    mutating func reserve(forDocumentOf byteCount: Int) {
        tracks.reserveCapacity(byteCount / 160)
        sources.reserveCapacity(byteCount / 1_000)
    }

    /// Counts a source read; false when it is known already.
    mutating func insertSource(_ uuid: String) -> Bool {
        if listed != nil {
            listed?.sources.append(uuid)
            return true
        }
        return !Self.isKept(uuid, keptSources, forgottenSources) && sources.insert(uuid)
    }

    /// Counts a track read; false when it is known already.
    mutating func insertTrack(_ uuid: consuming TrackText) -> Bool {
        if listed != nil {
            listed!.tracks.append(uuid)
            return true
        }
        if Self.isKept(uuid, keptTracks, forgottenTracks) { return false }
        return tracks.insert(uuid)  // not in `&&`: its right side is a closure, which cannot take `uuid` over
    }

    /// Whether `uuid` is among the `kept` of the version before, less the `forgotten`.
    @inline(__always)
    private static func isKept<Key>(_ uuid: some UUIDBytes, _ kept: UUIDSet<Key>, _ forgotten: UUIDSet<Key>) -> Bool {
        !kept.isEmpty && kept.contains(uuid) && !forgotten.contains(uuid)
    }

    /// Sets the sources and tracks of a show body of the version before aside: it is read
    /// again.
    mutating func forget(_ detail: ShowDetail) {
        for source in detail.sources {
            forgottenSources.insert(source.uuid)
            for set in source.sets {
                for track in set.tracks { forgottenTracks.insert(track.uuidText) }
            }
        }
    }

    /// These sets with every source and track known in `sources` and `tracks` (nothing
    /// kept aside): what the next version's pass starts from. When the bodies read again
    /// hold the uuids they held before (a renamed title), the kept sets are those.
    func merged() -> UUIDSets {
        var merged = UUIDSets(artists: artists, years: years, shows: shows)
        merged.sources = Self.merged(keptSources, less: forgottenSources, plus: sources)
        merged.tracks = Self.merged(keptTracks, less: forgottenTracks, plus: tracks)
        return merged
    }

    private static func merged<Key>(_ kept: UUIDSet<Key>, less forgotten: UUIDSet<Key>, plus read: UUIDSet<Key>) -> UUIDSet<Key> {
        if kept.isEmpty { return read }
        if read == forgotten { return kept }
        return kept.subtracting(forgotten).union(read)
    }

    func contains(_ uuid: String, kind: String) -> Bool {
        switch kind {
        case "artist": artists.contains(uuid)
        case "year": years.contains(uuid)
        case "show": shows.contains(uuid)
        case "source": sources.contains(uuid) || Self.isKept(uuid, keptSources, forgottenSources)
        case "track": tracks.contains(uuid) || Self.isKept(uuid, keptTracks, forgottenTracks)
        default: false
        }
    }
}
