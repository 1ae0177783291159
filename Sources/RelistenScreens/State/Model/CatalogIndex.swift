/// Uuid → value indexes derived from a ``Catalog`` (first occurrence wins on duplicates).
struct CatalogIndex: Sendable, Hashable {
    /// Where a track is: `showDetails[showUUID].sources[source].sets[set].tracks[track]`.
    /// Positions rather than a copy of the track keep the index small (a catalog can hold
    /// hundreds of thousands of tracks).
    struct TrackLocation: Sendable, Hashable {
        var showUUID: String
        var source: Int32
        var set: Int32
        var track: Int32
    }

    var artists: [String: Int] = [:]
    /// Every artist sorted by ``Collation`` of `sortName` (stable): sorted once here, as
    /// every Artists and My Library screen needs this order.
    var artistsBySortName: [Artist] = []
    var years: [String: Year] = [:]
    var shows: [String: Show] = [:]
    var sources: [String: Source] = [:]
    var tracks: [String: TrackLocation] = [:]

    /// The indexes of a catalog; `artistsBySortName` when the caller has the order already.
    init(
        artists: [Artist], years: [String: [Year]], yearShows: [String: [Show]], showDetails: [String: ShowDetail],
        artistsBySortName: [Artist]? = nil
    ) {
        for (offset, artist) in artists.enumerated() where self.artists[artist.uuid] == nil {
            self.artists[artist.uuid] = offset
        }
        self.artistsBySortName = artistsBySortName ?? Collation.sorted(artists, by: \.sortName)
        for year in years.values.joined() where self.years[year.uuid] == nil {
            self.years[year.uuid] = year
        }
        for show in yearShows.values.joined() where shows[show.uuid] == nil {
            shows[show.uuid] = show
        }
        for detail in showDetails.values {
            addSources(of: detail)
        }
    }

    private mutating func addSources(of detail: ShowDetail) {
        for (sourceOffset, source) in detail.sources.enumerated() where sources[source.uuid] == nil {
            sources[source.uuid] = source
            for (setOffset, set) in source.sets.enumerated() {
                for (trackOffset, track) in set.tracks.enumerated() where tracks[track.uuid] == nil {
                    tracks[track.uuid] = TrackLocation(
                        showUUID: detail.show.uuid, source: Int32(sourceOffset), set: Int32(setOffset), track: Int32(trackOffset))
                }
            }
        }
    }
}
