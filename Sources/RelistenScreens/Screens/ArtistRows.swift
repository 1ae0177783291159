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

    /// The rows of `catalog`'s artists.
    init(_ catalog: Catalog) {
        artists = catalog.artistsBySortName
        rows = artists.map { .item(ArtistsScreen.row($0)) }
        letters = artists.map { IndexLetter.of($0.sortName) }
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

    /// The rows at `positions`.
    func rows(at positions: [Int]) -> [ListElement] { positions.map { rows[$0] } }
}
