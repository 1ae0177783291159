/// A source's tracks in play order, grouped under set headers.
public struct TrackSection: Sendable, Hashable {
    /// The set header, or `nil` when the artist's set names are not meaningful.
    public var header: String?
    /// The section's sets in play order, their tracks as the source holds them: a section
    /// of every set is not copied into one array (a Tracks screen reads them in turn).
    public var sets: ArraySlice<SourceSet>

    public init(header: String?, sets: ArraySlice<SourceSet>) {
        self.header = header
        self.sets = sets
    }

    /// The tracks in play order.
    public var tracks: [Track] { sets.count == 1 ? sets[sets.startIndex].tracks : sets.flatMap(\.tracks) }

    /// The number of tracks.
    public var trackCount: Int { sets.reduce(0) { $0 + $1.tracks.count } }
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
        guard meaningfulSets else { return sets.isEmpty ? [] : [TrackSection(header: nil, sets: sets[...])] }
        return sets.indices.map { offset in
            TrackSection(header: header(for: sets[offset], number: offset + 1, setCount: sets.count), sets: sets[offset...offset])
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

    /// Non-empty sets by index with their tracks by position: the source's own array when
    /// it is already so, as API data nearly always is.
    private static func orderedSets(of source: Source) -> [SourceSet] {
        let sets = source.sets
        if isInOrder(sets, by: \.index), sets.allSatisfy({ !$0.tracks.isEmpty && isInOrder($0.tracks, by: \.position) }) {
            return sets
        }
        return inOrder(sets, by: \.index).compactMap { set in
            guard !set.tracks.isEmpty else { return nil }
            var ordered = set
            ordered.tracks = inOrder(set.tracks, by: \.position)
            return ordered
        }
    }

    /// `elements` sorted by `key`, ties in input order; returned as they are when already
    /// in order, as API data nearly always is (a Tracks screen asks for every source).
    private static func inOrder<Element>(_ elements: [Element], by key: (Element) -> Int) -> [Element] {
        if isInOrder(elements, by: key) { return elements }
        return elements.enumerated().sorted { lhs, rhs in
            key(lhs.element) != key(rhs.element) ? key(lhs.element) < key(rhs.element) : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// Whether `key` never decreases along `elements`.
    private static func isInOrder<Element>(_ elements: [Element], by key: (Element) -> Int) -> Bool {
        elements.indices.dropFirst().allSatisfy { key(elements[$0 - 1]) <= key(elements[$0]) }
    }
}
