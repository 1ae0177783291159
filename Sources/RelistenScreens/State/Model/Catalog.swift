/// The Relisten API data the app has loaded, with uuid indexes for lookups.
///
/// The initializer does not validate references; ``StateDocument/decode(_:file:)`` does.
public struct Catalog: Sendable, Hashable {
    /// `/artists`, in document order (see ``ArtistSections`` for display order).
    public let artists: [Artist]
    /// Artist uuid → that artist's years, in document order.
    public let years: [String: [Year]]
    /// Year uuid → that year's shows, in document order.
    public let yearShows: [String: [Show]]
    /// Show uuid → the full show with sources.
    public let showDetails: [String: ShowDetail]
    package let index: CatalogIndex

    public init(
        artists: [Artist] = [], years: [String: [Year]] = [:], yearShows: [String: [Show]] = [:],
        showDetails: [String: ShowDetail] = [:]
    ) {
        self.artists = artists
        self.years = years
        self.yearShows = yearShows
        self.showDetails = showDetails
        self.index = CatalogIndex(artists: artists, years: years, yearShows: yearShows, showDetails: showDetails)
    }

    /// This catalog with other years, year shows or show details and the same artists,
    /// whose collation order is kept rather than sorted again. With the same show details
    /// the source and track indexes are kept too (only the years' or shows' are made
    /// again): they are as large as the catalog's track table, and removing an artist's
    /// years (a screen's loading scenario) would otherwise build them all again.
    package func replacing(
        years: [String: [Year]]? = nil, yearShows: [String: [Show]]? = nil, showDetails: [String: ShowDetail]? = nil
    ) -> Catalog {
        guard showDetails == nil else {
            return Catalog(artists: artists, years: years ?? self.years, yearShows: yearShows ?? self.yearShows,
                           showDetails: showDetails ?? self.showDetails, artistOrder: index.artistOrder, readTracks: nil)
        }
        var index = self.index
        if let years { index.replaceYears(years) }
        if let yearShows { index.replaceShows(yearShows) }
        return Catalog(artists: artists, years: years ?? self.years, yearShows: yearShows ?? self.yearShows,
                       showDetails: self.showDetails, index: index)
    }

    /// A catalog whose indexes start from what the caller has: `artistOrder`, the
    /// positions of `artists` sorted as ``artistsBySortName`` would sort them, and
    /// `readTracks`, the track uuids a decode read (see ``CatalogIndex/ReadTracks``).
    init(
        artists: [Artist], years: [String: [Year]], yearShows: [String: [Show]], showDetails: [String: ShowDetail],
        artistOrder: [Int]?, readTracks: CatalogIndex.ReadTracks?
    ) {
        self.artists = artists
        self.years = years
        self.yearShows = yearShows
        self.showDetails = showDetails
        self.index = CatalogIndex(artists: artists, years: years, yearShows: yearShows, showDetails: showDetails,
                                  artistOrder: artistOrder, readTracks: readTracks)
    }

    /// This catalog with other artists (renamed, or more of them) whose collation order
    /// `artistOrder` gives, and optionally other show details holding the same sources
    /// and tracks in the same places (renamed): the year, show, source and track indexes
    /// are kept, only the artists' are made again. Building every index again would cost
    /// as much as the catalog's track table.
    package func replacing(artists: [Artist], artistOrder: [Int], showDetails: [String: ShowDetail]? = nil) -> Catalog {
        var index = self.index
        index.replaceArtists(artists, order: artistOrder, previous: self.artists)
        return Catalog(artists: artists, years: years, yearShows: yearShows, showDetails: showDetails ?? self.showDetails,
                       index: index)
    }

    /// A catalog of these parts with indexes the caller made for them.
    init(
        artists: [Artist], years: [String: [Year]], yearShows: [String: [Show]], showDetails: [String: ShowDetail],
        index: CatalogIndex
    ) {
        self.artists = artists
        self.years = years
        self.yearShows = yearShows
        self.showDetails = showDetails
        self.index = index
    }

    /// The artist with this uuid.
    public func artist(_ uuid: String) -> Artist? {
        index.artists[uuid].map { artists[$0] }
    }

    /// Every artist, sorted by ``Collation`` of `sortName` (stable; computed once).
    public var artistsBySortName: [Artist] { index.artistsBySortName }

    /// The year with this uuid.
    public func year(_ uuid: String) -> Year? {
        index.years[uuid]
    }

    /// The show with this uuid, from a year listing or else from its full body.
    public func show(_ uuid: String) -> Show? {
        index.shows[uuid] ?? showDetails[uuid]?.show
    }

    /// The source with this uuid.
    public func source(_ uuid: String) -> Source? {
        index.sources[uuid].flatMap { source(at: index.sourceLocations[Int($0)]) }
    }

    private func source(at location: CatalogIndex.SourceLocation) -> Source? {
        showDetails[location.showUUID]?.sources[Int(location.offset)]
    }

    /// The track with this uuid and where it belongs.
    public func track(_ uuid: String) -> TrackContext? {
        // A track's location names the first source of its uuid (the one `source(_:)` finds).
        guard let location = index.tracks[uuid],
            case let sourceLocation = index.sourceLocations[Int(location.source)],
            let source = source(at: sourceLocation),
            let show = show(sourceLocation.showUUID),
            let artist = artist(show.artistUUID)
        else { return nil }
        return TrackContext(
            track: source.sets[Int(location.set)].tracks[Int(location.track)], source: source, show: show, artist: artist)
    }
}
