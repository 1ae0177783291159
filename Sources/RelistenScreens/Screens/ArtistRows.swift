import TemplateKitLite

/// The row of every artist of a catalog, in collation order, each with its index letter:
/// made once for a catalog and shared by the Artists and My Library screens of every state
/// with those artists. A row is a function of its artist alone, and the states `lint` walks
/// differ in their player, queue or car, not in their artists, so a 16,000-artist list was
/// built afresh for each (about 11k instructions a row, the same rows every time).
///
///     var rows: ArtistRows? = nil
///     let list = ArtistsScreen.template(state, rows: &rows)   // makes the rows
///     let again = ArtistsScreen.template(other, rows: &rows)  // reuses them if other has the same artists
package struct ArtistRows: Sendable {
    /// The catalog's artists in collation order (``Catalog/artistsBySortName``).
    let artists: [Artist]
    /// ``ArtistsScreen/row(_:)`` of each, in the same order.
    let rows: [ListElement]
    /// ``IndexLetter/of(_:)`` of each one's sort name, in the same order.
    let letters: [String]
    /// The featured artists' positions and ``rows(at:)`` of them, whatever the favourites.
    private let featured: (positions: [Int], rows: [ListElement])
    /// The positions of the artists All Artists lists whatever the favourites (those not auto-created).
    private let listed: [Int]
    /// Each artist's position by uuid, or nil when two artists share a uuid (then the
    /// favourites are found by going through every artist).
    private let positionOfUUID: [String: Int]?
    /// The last All Artists sections made (``allArtists(_:)``) and the positions they list.
    /// Kept with the rows (as the favourites' rows, ``lastPicked``), so the lists of every
    /// state with these artists and favourites hold the same sections, their rows in the
    /// same storage: `lint` then checks their content once (``ContentLint/SectionMemo``).
    private var lastAll: (positions: [Int], sections: [ListSection])?
    /// The last rows picked by ``rows(at:)`` (not the featured ones) and their positions.
    private var lastPicked: (positions: [Int], rows: [ListElement])?

    /// The rows of `catalog`'s artists; an artist `earlier` holds too, the same in every
    /// field, keeps its row and letter from there (a row is a function of its artist):
    /// a full catalog (`crowded`) adds 60 artists to 16,000 listed already.
    init(_ catalog: Catalog, reusing earlier: ArtistRows? = nil) {
        let artists = catalog.artistsBySortName
        self.artists = artists
        // Renamed artists in their places (long names) are found by place, not by uuid.
        let inPlace = earlier.map { artists.holdSameUUIDs(as: $0.artists) } ?? false
        var rows: [ListElement] = [], letters: [String] = []
        rows.reserveCapacity(artists.count)
        letters.reserveCapacity(artists.count)
        for (position, artist) in artists.enumerated() {
            if let earlier, let known = inPlace ? position : earlier.positionOfUUID?[artist.uuid], earlier.artists[known] == artist {
                rows.append(earlier.rows[known])
                letters.append(earlier.letters[known])
            } else {
                rows.append(.item(ArtistsScreen.row(artist)))
                letters.append(IndexLetter.of(artist.sortName))
            }
        }
        self.rows = rows
        self.letters = letters
        let featured = artists.indices.filter { artists[$0].isFeatured }
        self.featured = (featured, featured.map { rows[$0] })
        listed = artists.indices.filter { !artists[$0].isAutoCreated }
        positionOfUUID = inPlace ? earlier?.positionOfUUID : Self.positionOfUUID(artists)
    }

    /// Each artist's position by uuid, or nil when two share a uuid.
    private static func positionOfUUID(_ artists: [Artist]) -> [String: Int]? {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(artists.count)
        for (position, artist) in artists.enumerated() where positions.updateValue(position, forKey: artist.uuid) != nil {
            return nil
        }
        return positions
    }

    /// Whether these are the rows of `catalog`'s artists: at once when the catalog shares
    /// their array (a state's copies do), else artist by artist.
    func fits(_ catalog: Catalog) -> Bool { artists == catalog.artistsBySortName }

    /// Whether these are `other` itself (one made, then shared): no artist is compared.
    func isSame(as other: ArtistRows) -> Bool {
        rows.withUnsafeBufferPointer { mine in other.rows.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress } }
            && rows.count == other.rows.count
    }

    /// The rows of `catalog`, these when they fit, else made anew (and kept in `rows`).
    static func of(_ catalog: Catalog, reusing rows: inout ArtistRows?) -> ArtistRows {
        if let known = rows, known.fits(catalog) { return known }
        let made = ArtistRows(catalog, reusing: rows)
        rows = made
        return made
    }

    /// The positions of the artists in each section of ``ArtistSections`` for the favourite
    /// artist uuids `favorites`, in collation order.
    func positions(favorites: Set<String>) -> (favorites: [Int], featured: [Int], all: [Int]) {
        guard let positionOfUUID else { return scannedPositions(favorites: favorites) }
        let favored = favorites.compactMap { positionOfUUID[$0] }.sorted()
        let autoCreated = favored.filter { artists[$0].isAutoCreated }
        return (favored, featured.positions, Self.merged(listed, autoCreated))
    }

    /// ``positions(favorites:)`` found by asking of every artist whether it is a favourite.
    func scannedPositions(favorites: Set<String>) -> (favorites: [Int], featured: [Int], all: [Int]) {
        var sections: (favorites: [Int], featured: [Int], all: [Int]) = ([], [], [])
        sections.all.reserveCapacity(artists.count)
        for (position, artist) in artists.enumerated() {
            let isFavorite = favorites.contains(artist.uuid)
            if isFavorite { sections.favorites.append(position) }
            if artist.isFeatured { sections.featured.append(position) }
            if !artist.isAutoCreated || isFavorite { sections.all.append(position) }
        }
        return sections
    }

    /// Two ascending position lists with no position in both, as one ascending list.
    static func merged(_ first: [Int], _ second: [Int]) -> [Int] {
        guard !second.isEmpty else { return first }
        var all: [Int] = []
        all.reserveCapacity(first.count + second.count)
        var next = 0
        for position in first {
            while next < second.count && second[next] < position {
                all.append(second[next])
                next += 1
            }
            all.append(position)
        }
        all += second[next...]
        return all
    }

    /// The rows at `positions`: the featured rows made once when they are the featured
    /// artists', the last rows picked when they are at the same positions (the favourites,
    /// which Artists and My Library list), else picked and kept.
    mutating func rows(at positions: [Int]) -> [ListElement] {
        if positions == featured.positions { return featured.rows }
        if let lastPicked, lastPicked.positions == positions { return lastPicked.rows }
        let picked = positions.map { rows[$0] }
        lastPicked = (positions, picked)
        return picked
    }

    /// ``ArtistsScreen/allArtists(_:of:)`` of the artists at `positions`: the last sections
    /// made when they list the same positions, else made and kept.
    mutating func allArtists(_ positions: [Int]) -> [ListSection] {
        if let lastAll, lastAll.positions == positions { return lastAll.sections }
        let sections = ArtistsScreen.allArtists(positions, of: self)
        lastAll = (positions, sections)
        return sections
    }
}
