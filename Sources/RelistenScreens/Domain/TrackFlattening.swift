/// A source's tracks in play order, grouped under set headers.
public struct TrackSection: Sendable, Hashable {
    /// The set header, or `nil` when the artist's set names are not meaningful.
    public var header: String?
    public var tracks: [Track]

    public init(header: String?, tracks: [Track]) {
        self.header = header
        self.tracks = tracks
    }
}

/// Sets by `index`, tracks by `track_position` (ties keep input order). Sets without
/// tracks are dropped.
///
/// Set headers (only when ``Artist/hasMeaningfulSets``): the set name; else "Encore" when
/// `is_encore`; else "Set N" (N counts the non-empty sets from 1) when there are several
/// sets; else "Tracks". Without meaningful sets there is one section with a `nil` header.
public enum TrackFlattening {
    /// All tracks of `source` in play order.
    public static func tracks(of source: Source) -> [Track] {
        allTracks(of: orderedSets(of: source))
    }

    /// The sections of `source` for an artist with or without meaningful sets.
    public static func sections(of source: Source, meaningfulSets: Bool) -> [TrackSection] {
        let sets = orderedSets(of: source)
        guard meaningfulSets else {
            let tracks = allTracks(of: sets)
            return tracks.isEmpty ? [] : [TrackSection(header: nil, tracks: tracks)]
        }
        return sets.enumerated().map { offset, set in
            TrackSection(header: header(for: set, number: offset + 1, setCount: sets.count), tracks: set.tracks)
        }
    }

    /// The header text of a set.
    public static func header(for set: SourceSet, number: Int, setCount: Int) -> String {
        if !set.name.isEmpty { return set.name }
        if set.isEncore { return "Encore" }
        return setCount > 1 ? "Set \(number)" : "Tracks"
    }

    /// The tracks of `sets` end to end: the one set's own array when there is one, else
    /// one array of the exact size (`flatMap` grows its result as it goes).
    private static func allTracks(of sets: [SourceSet]) -> [Track] {
        if sets.count == 1 { return sets[0].tracks }
        var tracks: [Track] = []
        tracks.reserveCapacity(sets.reduce(0) { $0 + $1.tracks.count })
        for set in sets { tracks.append(contentsOf: set.tracks) }
        return tracks
    }

    /// Non-empty sets by index with their tracks by position.
    private static func orderedSets(of source: Source) -> [SourceSet] {
        inOrder(source.sets, by: \.index).compactMap { set in
            guard !set.tracks.isEmpty else { return nil }
            var ordered = set
            ordered.tracks = inOrder(set.tracks, by: \.position)
            return ordered
        }
    }

    /// `elements` sorted by `key`, ties in input order; returned as they are when already
    /// in order, as API data nearly always is (a Tracks screen asks for every source).
    private static func inOrder<Element>(_ elements: [Element], by key: (Element) -> Int) -> [Element] {
        if elements.indices.dropFirst().allSatisfy({ key(elements[$0 - 1]) <= key(elements[$0]) }) { return elements }
        return elements.enumerated().sorted { lhs, rhs in
            key(lhs.element) != key(rhs.element) ? key(lhs.element) < key(rhs.element) : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
