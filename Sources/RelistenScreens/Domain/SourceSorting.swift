/// The order of a show's sources (the phone's `sortSources`), each rule a tiebreak of the
/// previous one:
/// 1. favourite sources and sources with offline tracks first;
/// 2. soundboard recordings first;
/// 3. recordings whose taper, transferrer or source text mentions "charlie miller" or
///    "peter costello" (case-insensitive) first;
/// 4. higher `avg_rating_weighted` first;
/// ties keep input order.
public enum SourceSorting {
    public static func sorted(_ sources: [Source], library: Library) -> [Source] {
        sorted(sources) { isPreferred($0, library: library) }
    }

    /// The same order for sources of `state`, whose ``OfflineIndex`` says which hold an
    /// offline track without hashing every track.
    package static func sorted(_ sources: [Source], in state: AppState) -> [Source] {
        sorted(sources) { state.library.favoriteSources.contains($0.uuid) || state.sourceHasOfflineTracks($0) }
    }

    /// Sorted by rules 1–4, rule 1 answered by `isPreferred`. Sorts the sources' positions
    /// by their ranks, then takes the sources in that order — or keeps the array as it is
    /// when it is already in order (a show's sources are ~6, often already sorted).
    private static func sorted(_ sources: [Source], isPreferred: (Source) -> Bool) -> [Source] {
        let ranks = sources.map { rank(of: $0, isPreferred: isPreferred($0)) }
        let order = ranks.indices.sorted { lhs, rhs in
            if ranks[lhs].flags != ranks[rhs].flags { return ranks[lhs].flags < ranks[rhs].flags }
            if ranks[lhs].rating != ranks[rhs].rating { return ranks[lhs].rating > ranks[rhs].rating }
            return lhs < rhs
        }
        return order.elementsEqual(sources.indices) ? sources : order.map { sources[$0] }
    }

    /// `true` when the source is a favourite or has an offline track.
    public static func isPreferred(_ source: Source, library: Library) -> Bool {
        library.favoriteSources.contains(source.uuid)
            || source.sets.contains { $0.tracks.contains { library.offlineTracks.contains($0.uuid) } }
    }

    /// `true` when taper, transferrer or source text names Charlie Miller or Peter Costello.
    public static func hasTrustedTransfer(_ source: Source) -> Bool {
        namesTrustedTransferrer(source.taper) || namesTrustedTransferrer(source.transferrer)
            || namesTrustedTransferrer(source.source)
    }

    /// Whether one field names Charlie Miller or Peter Costello, ignoring case: byte by byte
    /// when it is ASCII (as nearly all are), else lowercased. Neither name can span two
    /// fields, so each is searched alone.
    private static func namesTrustedTransferrer(_ field: String?) -> Bool {
        guard let field else { return false }
        if ASCIISearch.isASCII(field) {
            return ASCIISearch.containsIgnoringCase(field, "charlie miller") || ASCIISearch.containsIgnoringCase(field, "peter costello")
        }
        let text = field.lowercased()
        return text.contains("charlie miller") || text.contains("peter costello")
    }

    /// Rules 1–3 as the bits of one number (0 sorts first), then the rating.
    private static func rank(of source: Source, isPreferred: Bool) -> (flags: Int, rating: Double) {
        let flags = (isPreferred ? 0 : 4)
            + (source.isSoundboard ? 0 : 2)
            + (hasTrustedTransfer(source) ? 0 : 1)
        return (flags, source.avgRatingWeighted)
    }
}
