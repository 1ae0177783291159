#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Uuid → value indexes derived from a ``Catalog`` (first occurrence wins on duplicates;
/// show details are indexed in uuid order).
///
/// Sources and tracks are indexed by position rather than by a copy, in tables reserved
/// at their exact size: a catalog can hold hundreds of thousands of tracks, and the
/// index is built while the whole catalog is in memory.
package struct CatalogIndex: Sendable, Hashable {
    /// Where a source is: `showDetails[showUUID].sources[offset]`.
    struct SourceLocation: Sendable, Hashable {
        var showUUID: String
        var offset: Int32
    }

    /// Where a track is: the source at `sourceLocations[source]`, `.sets[set].tracks[track]`.
    struct TrackLocation: Sendable, Hashable {
        var source: Int32
        var set: Int32
        var track: Int32
    }

    var artists: [String: Int] = [:]
    /// Every artist sorted by ``Collation`` of `sortName` (stable): sorted once here, as
    /// every Artists and My Library screen needs this order …
    var artistsBySortName: [Artist] = []
    /// … and their positions in the catalog's `artists`, so a catalog with the same sort
    /// names (or a few more artists) keeps the order instead of sorting them all again.
    package var artistOrder: [Int] = []
    var years: [String: Year] = [:]
    var shows: [String: Show] = [:]
    /// The first source of each uuid, in the order indexed.
    var sourceLocations: [SourceLocation] = []
    /// Source uuid → its index in ``sourceLocations``.
    var sources = UUIDTable<Int32>()
    var tracks = UUIDTable<TrackLocation>()

    /// The indexes of a catalog; `artistOrder` when the caller has the order already.
    init(
        artists: [Artist], years: [String: [Year]], yearShows: [String: [Show]], showDetails: [String: ShowDetail],
        artistOrder: [Int]? = nil
    ) {
        for (offset, artist) in artists.enumerated() where self.artists[artist.uuid] == nil {
            self.artists[artist.uuid] = offset
        }
        self.artistOrder = artistOrder ?? Collation.sortedPositions(artists, by: \.sortName)
        assert(self.artistOrder.count == artists.count, "an artist order must place every artist")
        artistsBySortName = self.artistOrder.map { artists[$0] }
        replaceYears(years)
        replaceShows(yearShows)
        reserveSourcesAndTracks(of: showDetails)
        // In show uuid order, so equal catalogs have equal source tables. The uuids are
        // sorted alone: sorting the (uuid, detail) pairs moved each detail's strings.
        for uuid in showDetails.keys.sorted(by: Self.utf8Precedes) {
            if let detail = showDetails[uuid] { addSources(of: detail) }
        }
    }

    /// The artists' part of these indexes made again for `artists`, sorted as `order`
    /// says (the rest stands: see ``Catalog/replacing(artists:artistOrder:showDetails:)``).
    /// Whether `first` comes before `second` by UTF-8 bytes (`lexicographicallyPrecedes`
    /// of their `utf8`, compared by `memcmp`: uuids often share a long start, and a byte
    /// loop over it was a tenth of building the indexes).
    static func utf8Precedes(_ first: String, _ second: String) -> Bool {
        var first = first, second = second
        return first.withUTF8 { one in
            second.withUTF8 { other in
                let common = min(one.count, other.count)
                if common > 0, let left = one.baseAddress, let right = other.baseAddress {
                    let order = memcmp(left, right, common)
                    if order != 0 { return order < 0 }
                }
                return one.count < other.count
            }
        }
    }

    mutating func replaceArtists(_ artists: [Artist], order: [Int]) {
        assert(order.count == artists.count, "an artist order must place every artist")
        self.artists = [:]
        for (offset, artist) in artists.enumerated() where self.artists[artist.uuid] == nil {
            self.artists[artist.uuid] = offset
        }
        artistOrder = order
        artistsBySortName = order.map { artists[$0] }
    }

    /// The years' part of these indexes made again for `years` (the rest stands).
    mutating func replaceYears(_ years: [String: [Year]]) {
        self.years = [:]
        for year in years.values.joined() where self.years[year.uuid] == nil {
            self.years[year.uuid] = year
        }
    }

    /// The shows' part of these indexes made again for `yearShows` (the rest stands).
    mutating func replaceShows(_ yearShows: [String: [Show]]) {
        shows = [:]
        for show in yearShows.values.joined() where shows[show.uuid] == nil {
            shows[show.uuid] = show
        }
    }

    /// Reserves the source and track tables once: growing them by doubling would hold
    /// the old and the new table together (half again the index, at its largest).
    private mutating func reserveSourcesAndTracks(of showDetails: [String: ShowDetail]) {
        var sourceCount = 0, trackCount = 0
        for detail in showDetails.values {
            sourceCount += detail.sources.count
            for source in detail.sources {
                for set in source.sets { trackCount += set.tracks.count }
            }
        }
        sourceLocations.reserveCapacity(sourceCount)
        sources.reserveCapacity(sourceCount)
        tracks.reserveCapacity(trackCount)
    }

    private mutating func addSources(of detail: ShowDetail) {
        for (sourceOffset, source) in detail.sources.enumerated() {
            let sourceIndex = Int32(sourceLocations.count)
            guard sources.insert(source.uuid, sourceIndex) == nil else { continue }
            sourceLocations.append(SourceLocation(showUUID: detail.show.uuid, offset: Int32(sourceOffset)))
            for (setOffset, set) in source.sets.enumerated() {
                // By index, taking only the uuid: a track copied whole is four strings
                // retained and released.
                for trackOffset in set.tracks.indices {
                    let uuid = set.tracks[trackOffset].uuid
                    // One lookup; a uuid met before keeps its first location.
                    tracks.insert(uuid, TrackLocation(source: sourceIndex, set: Int32(setOffset), track: Int32(trackOffset)))
                }
            }
        }
    }
}
