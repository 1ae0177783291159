#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import KitSupport

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

    /// Artist uuid → its place in the catalog's `artists` (the first of a uuid).
    var artists = UUIDTable<String, Int>()
    /// Every artist sorted by ``Collation`` of `sortName` (stable): sorted once here, as
    /// every Artists and My Library screen needs this order …
    var artistsBySortName: [Artist] = []
    /// … and their positions in the catalog's `artists`, so a catalog with the same sort
    /// names (or a few more artists) keeps the order instead of sorting them all again.
    package var artistOrder: [Int] = []
    var years = UUIDTable<String, Year>()
    var shows = UUIDTable<String, Show>()
    /// The first source of each uuid, in the order indexed.
    var sourceLocations: [SourceLocation] = []
    /// Source uuid → its index in ``sourceLocations``.
    var sources = UUIDTable<String, Int32>()
    var tracks = UUIDTable<TrackText, TrackLocation>()

    /// The track uuids a decode read, in the order read, with the show bodies in the
    /// order they were read: the track index is made from them without hashing a uuid
    /// again (see ``init(artists:years:yearShows:showDetails:artistOrder:readTracks:)``).
    struct ReadTracks {
        var uuids: UUIDSet<TrackText>
        var showOrder: [String]
    }

    /// The indexes of a catalog; `artistOrder` when the caller has the order already.
    /// With `readTracks` that hold every track of `showDetails`, each uuid once, read in
    /// the order of `showOrder`, the track index shares their table (checked track by
    /// track; otherwise it is made as without them).
    init(
        artists: [Artist], years: [String: [Year]], yearShows: [String: [Show]], showDetails: [String: ShowDetail],
        artistOrder: [Int]? = nil, readTracks: ReadTracks? = nil
    ) {
        self.artists = Self.places(of: artists)
        self.artistOrder = artistOrder ?? Collation.sortedPositions(artists, by: \.sortName)
        assert(self.artistOrder.count == artists.count, "an artist order must place every artist")
        artistsBySortName = self.artistOrder.map { artists[$0] }
        replaceYears(years)
        replaceShows(yearShows)
        let trackCount = reserveSources(of: showDetails)
        // In show uuid order, so equal catalogs have equal source tables.
        let showOrder = Self.sortedByUTF8(showDetails.keys)
        var sourcePositions: [Int32?] = []
        sourcePositions.reserveCapacity(sourceLocations.capacity)
        for uuid in showOrder {
            if let detail = showDetails[uuid] { addSources(of: detail, positions: &sourcePositions) }
        }
        if let readTracks, let table = trackTable(readTracks, showDetails: showDetails, trackCount: trackCount) {
            tracks = table
            return
        }
        tracks.reserveCapacity(trackCount)
        var next = 0
        for uuid in showOrder {
            if let detail = showDetails[uuid] { addTracks(of: detail, positions: sourcePositions, next: &next) }
        }
    }

    /// `uuids` sorted by their UTF-8 bytes (as ``utf8Precedes(_:_:)`` orders them). The
    /// sort moves each uuid's first eight bytes, as one big-endian word, and its position,
    /// and compares whole strings only where those words tie: sorting the strings moved
    /// and copied them, a retain and a release each time, and the sort of a large
    /// catalog's show uuids spent most of its time there (the sorted pairs moved the
    /// details' strings too).
    ///
    ///     CatalogIndex.sortedByUTF8(["b", "a", "B"])   // ["B", "a", "b"]
    static func sortedByUTF8(_ uuids: some Collection<String>) -> [String] {
        let uuids = Array(uuids)
        var order = uuids.indices.map { (head: head(of: uuids[$0]), position: $0) }
        order.sort { first, second in
            first.head != second.head ? first.head < second.head : utf8Precedes(uuids[first.position], uuids[second.position])
        }
        return order.map { uuids[$0.position] }
    }

    /// A string's first eight UTF-8 bytes as a big-endian word (zeros past a shorter
    /// string's end): two strings whose words differ are in the words' order.
    private static func head(of text: String) -> UInt64 {
        text.withContiguousUTF8 { bytes in
            var word: UInt64 = 0
            for index in 0..<8 { word = word << 8 | UInt64(index < bytes.count ? bytes[index] : 0) }
            return word
        }
    }

    /// Whether `first` comes before `second` by UTF-8 bytes (`lexicographicallyPrecedes`
    /// of their `utf8`, compared by `memcmp`: uuids often share a long start, and a byte
    /// loop over it was a tenth of building the indexes), each read in place (copies for
    /// `withUTF8` retained and released both strings at every comparison).
    static func utf8Precedes(_ first: String, _ second: String) -> Bool {
        first.withContiguousUTF8 { one in
            second.withContiguousUTF8 { other in
                let common = min(one.count, other.count)
                if common > 0, let left = one.baseAddress, let right = other.baseAddress {
                    let order = memcmp(left, right, common)
                    if order != 0 { return order < 0 }
                }
                return one.count < other.count
            }
        }
    }

    /// The artists' part of these indexes made again for `artists`, sorted as `order`
    /// says (the rest stands: see ``Catalog/replacing(artists:artistOrder:showDetails:)``).
    /// The uuid → place table stands when `artists` hold the uuids of `previous` (those
    /// these indexes were made for) in the same places: renamed artists (the lint's long
    /// names) do not hash 16,000 uuids again.
    mutating func replaceArtists(_ artists: [Artist], order: [Int], previous: [Artist]) {
        assert(order.count == artists.count, "an artist order must place every artist")
        if !artists.holdSameUUIDs(as: previous) { self.artists = Self.places(of: artists) }
        artistOrder = order
        artistsBySortName = order.map { artists[$0] }
    }

    /// Each artist's place by uuid (the first of a uuid).
    private static func places(of artists: [Artist]) -> UUIDTable<String, Int> {
        var places = UUIDTable<String, Int>(minimumCapacity: artists.count)
        for offset in artists.indices { places.insert(artists[offset].uuid, offset) }
        return places
    }

    /// The years' part of these indexes made again for `years` (the rest stands).
    mutating func replaceYears(_ years: [String: [Year]]) {
        self.years = UUIDTable(minimumCapacity: years.values.reduce(0) { $0 + $1.count })
        for year in years.values.joined() { self.years.insert(year.uuid, year) }
    }

    /// The shows' part of these indexes made again for `yearShows` (the rest stands).
    mutating func replaceShows(_ yearShows: [String: [Show]]) {
        shows = UUIDTable(minimumCapacity: yearShows.values.reduce(0) { $0 + $1.count })
        for show in yearShows.values.joined() { shows.insert(show.uuid, show) }
    }

    /// Reserves the source tables once (growing them by doubling would hold the old and
    /// the new table together); returns how many tracks the details hold, for the track
    /// table.
    private mutating func reserveSources(of showDetails: [String: ShowDetail]) -> Int {
        var sourceCount = 0, trackCount = 0
        for detail in showDetails.values {
            sourceCount += detail.sources.count
            // By index, as in the loops below: a source or set copied whole is each of its
            // strings retained and released.
            for sourceOffset in detail.sources.indices {
                for setOffset in detail.sources[sourceOffset].sets.indices {
                    trackCount += detail.sources[sourceOffset].sets[setOffset].tracks.count
                }
            }
        }
        sourceLocations.reserveCapacity(sourceCount)
        sources.reserveCapacity(sourceCount)
        return trackCount
    }

    /// Indexes the sources of `detail` (the first of each uuid), noting for each its
    /// position in ``sourceLocations``, or nil for one met before.
    private mutating func addSources(of detail: ShowDetail, positions: inout [Int32?]) {
        for sourceOffset in detail.sources.indices {
            let sourceIndex = Int32(sourceLocations.count)
            guard sources.insert(detail.sources[sourceOffset].uuid, sourceIndex) == nil else {
                positions.append(nil)
                continue
            }
            positions.append(sourceIndex)
            sourceLocations.append(SourceLocation(showUUID: detail.show.uuid, offset: Int32(sourceOffset)))
        }
    }

    /// Indexes the tracks of the sources of `detail` that were indexed, whose positions
    /// are `positions[next...]` (a uuid met before keeps its first location).
    private mutating func addTracks(of detail: ShowDetail, positions: [Int32?], next: inout Int) {
        for sourceOffset in detail.sources.indices {
            defer { next += 1 }
            guard let sourceIndex = positions[next] else { continue }
            let sets = detail.sources[sourceOffset].sets
            for setOffset in sets.indices {
                // By index, taking only the uuid: a track copied whole is four strings
                // retained and released.
                let setTracks = sets[setOffset].tracks
                for trackOffset in setTracks.indices {
                    tracks.insert(setTracks[trackOffset].uuidText,
                                  TrackLocation(source: sourceIndex, set: Int32(setOffset), track: Int32(trackOffset)))
                }
            }
        }
    }

    /// The track index as the table of `read` with each track's location, when `read`
    /// holds exactly the tracks of `showDetails` in the order of its shows (its uuids
    /// are distinct, so each is where the first of it is); nil otherwise.
    private func trackTable(_ read: ReadTracks, showDetails: [String: ShowDetail], trackCount: Int) -> UUIDTable<TrackText, TrackLocation>? {
        let uuids = read.uuids.uuids
        guard uuids.count == trackCount, read.showOrder.count == showDetails.count else { return nil }
        var locations: [TrackLocation] = []
        locations.reserveCapacity(trackCount)
        for showUUID in read.showOrder {
            guard let detail = showDetails[showUUID] else { return nil }
            for sourceOffset in detail.sources.indices {
                guard let sourceIndex = sources[detail.sources[sourceOffset].uuid],
                    case let location = sourceLocations[Int(sourceIndex)],
                    location.offset == Int32(sourceOffset), location.showUUID == detail.show.uuid
                else { return nil }
                let sets = detail.sources[sourceOffset].sets
                for setOffset in sets.indices {
                    let setTracks = sets[setOffset].tracks
                    for trackOffset in setTracks.indices {
                        guard locations.count < uuids.count, uuids[locations.count] == setTracks[trackOffset].uuidText
                        else { return nil }
                        locations.append(TrackLocation(source: sourceIndex, set: Int32(setOffset), track: Int32(trackOffset)))
                    }
                }
            }
        }
        return locations.count == uuids.count ? read.uuids.table(values: locations) : nil
    }
}
