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
    /// The positions of the artists All Artists lists whatever the favourites (those not
    /// auto-created), and ``ArtistsScreen/allArtists(_:of:)`` of them. Made once with the
    /// rows, so every list of these artists holds the same sections, their rows in the same
    /// storage: `lint` then checks their content once (``ContentLint/SectionMemo``).
    private let listed: (positions: [Int], sections: [ListSection])
    /// Each artist's position by uuid, or nil when two artists share a uuid (then the
    /// favourites are found by going through every artist).
    private let positionOfUUID: [String: Int]?

    /// The rows of `catalog`'s artists.
    init(_ catalog: Catalog) {
        let artists = catalog.artistsBySortName
        self.artists = artists
        let rows = artists.map { ListElement.item(ArtistsScreen.row($0)) }
        let letters = artists.map { IndexLetter.of($0.sortName) }
        self.rows = rows
        self.letters = letters
        let featured = artists.indices.filter { artists[$0].isFeatured }
        self.featured = (featured, featured.map { rows[$0] })
        let listed = artists.indices.filter { !artists[$0].isAutoCreated }
        self.listed = (listed, ArtistsScreen.allArtists(letters: listed.map { letters[$0] }, rows: listed.map { rows[$0] }))
        var positions: [String: Int] = [:]
        positions.reserveCapacity(artists.count)
        var unique = true
        for (position, artist) in artists.enumerated() {
            if positions.updateValue(position, forKey: artist.uuid) != nil { unique = false }
        }
        positionOfUUID = unique ? positions : nil
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
        let made = ArtistRows(catalog)
        rows = made
        return made
    }

    /// The positions of the artists in each section of ``ArtistSections`` for the favourite
    /// artist uuids `favorites`, in collation order.
    func positions(favorites: Set<String>) -> (favorites: [Int], featured: [Int], all: [Int]) {
        guard let positionOfUUID else { return scannedPositions(favorites: favorites) }
        let favored = favorites.compactMap { positionOfUUID[$0] }.sorted()
        let autoCreated = favored.filter { artists[$0].isAutoCreated }
        return (favored, featured.positions, autoCreated.isEmpty ? listed.positions : (listed.positions + autoCreated).sorted())
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

    /// The rows at `positions` (the featured rows made once when they are the featured artists).
    func rows(at positions: [Int]) -> [ListElement] {
        positions == featured.positions ? featured.rows : positions.map { rows[$0] }
    }

    /// ``ArtistsScreen/allArtists(_:of:)`` of the artists at `positions` (the sections made
    /// once when they are the artists listed whatever the favourites).
    func allArtists(_ positions: [Int]) -> [ListSection] {
        positions == listed.positions ? listed.sections : ArtistsScreen.allArtists(positions, of: self)
    }
}
