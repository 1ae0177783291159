/// The Artists screen data: Favorites, Featured and All, each sorted by `sortName` with
/// ``Collation``.
///
/// - Favorites: every favourite artist (auto-created ones included).
/// - Featured: artists with `featured & 1`.
/// - All: every artist except auto-created (`featured & 2`) ones that are not favourites.
public struct ArtistSections: Sendable, Hashable {
    public var favorites: [Artist]
    public var featured: [Artist]
    public var all: [Artist]

    public init(favorites: [Artist], featured: [Artist], all: [Artist]) {
        self.favorites = favorites
        self.featured = featured
        self.all = all
    }

    /// The sections for `artists` given the favourite artist uuids.
    public init(artists: [Artist], favorites: Set<String>) {
        self.init(sorted: Collation.sorted(artists, by: \.sortName), favorites: favorites)
    }

    /// The sections for artists already in collation order.
    init(sorted: [Artist], favorites: Set<String>) {
        self.init(
            favorites: sorted.filter { favorites.contains($0.uuid) },
            featured: sorted.filter(\.isFeatured),
            all: sorted.filter { !$0.isAutoCreated || favorites.contains($0.uuid) }
        )
    }

    /// The sections of the state's catalog and library.
    public init(state: AppState) {
        self.init(sorted: state.catalog.artistsBySortName, favorites: state.library.favoriteArtists)
    }
}
