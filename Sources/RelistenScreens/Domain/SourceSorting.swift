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
    static func sorted(_ sources: [Source], in state: AppState) -> [Source] {
        sorted(sources) { state.library.favoriteSources.contains($0.uuid) || state.sourceHasOfflineTracks($0) }
    }

    /// Sorted by rules 1–4, rule 1 answered by `isPreferred`.
    private static func sorted(_ sources: [Source], isPreferred: (Source) -> Bool) -> [Source] {
        let keyed = sources.enumerated().map { offset, source in
            (rank: rank(of: source, isPreferred: isPreferred(source)), offset: offset, source: source)
        }
        return keyed.sorted { lhs, rhs in
            if lhs.rank.flags != rhs.rank.flags { return lhs.rank.flags < rhs.rank.flags }
            if lhs.rank.rating != rhs.rank.rating { return lhs.rank.rating > rhs.rank.rating }
            return lhs.offset < rhs.offset
        }.map(\.source)
    }

    /// `true` when the source is a favourite or has an offline track.
    public static func isPreferred(_ source: Source, library: Library) -> Bool {
        library.favoriteSources.contains(source.uuid)
            || source.sets.contains { $0.tracks.contains { library.offlineTracks.contains($0.uuid) } }
    }

    /// `true` when taper, transferrer or source text names Charlie Miller or Peter Costello.
    public static func hasTrustedTransfer(_ source: Source) -> Bool {
        let fields = [source.taper, source.transferrer, source.source]
        if fields.allSatisfy({ $0.map(ASCIISearch.isASCII) ?? true }) {
            return fields.contains { field in
                field.map { ASCIISearch.containsIgnoringCase($0, "charlie miller") || ASCIISearch.containsIgnoringCase($0, "peter costello") }
                    ?? false
            }
        }
        let text = fields.compactMap { $0 }.joined(separator: "\n").lowercased()
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
