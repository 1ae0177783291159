extension Catalog {
    /// A catalog of these parts that keeps what it can of `previous`'s indexes (an edited
    /// state document, ``StateDocumentEdits``): the artists', years' and shows' parts
    /// when those are equal, and the source and track tables when `sameTrackLayout` — the
    /// same show bodies hold sources and tracks of the same uuids in the same places. It
    /// equals `Catalog(artists:years:yearShows:showDetails:)` of the same parts.
    ///
    ///     Catalog.reusing(old, artists: a, years: y, yearShows: s, showDetails: d, sameTrackLayout: true)
    static func reusing(
        _ previous: Catalog, artists: [Artist], years: [String: [Year]], yearShows: [String: [Show]],
        showDetails: [String: ShowDetail], sameTrackLayout: Bool
    ) -> Catalog {
        guard sameTrackLayout else {
            return Catalog(artists: artists, years: years, yearShows: yearShows, showDetails: showDetails)
        }
        var index = previous.index
        if artists != previous.artists {
            index.replaceArtists(artists, order: Collation.sortedPositions(artists, by: \.sortName), previous: previous.artists)
        }
        if years != previous.years { index.replaceYears(years) }
        if yearShows != previous.yearShows { index.replaceShows(yearShows) }
        return Catalog(artists: artists, years: years, yearShows: yearShows, showDetails: showDetails, index: index)
    }
}
