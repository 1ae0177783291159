/// Phone-only state: favourites and downloaded tracks (each a set of uuids).
public struct Library: Sendable, Hashable {
    public var favoriteArtists: Set<String>
    public var favoriteShows: Set<String>
    public var favoriteSources: Set<String>
    /// Tracks whose download succeeded.
    public var offlineTracks: Set<String>

    public init(
        favoriteArtists: Set<String> = [], favoriteShows: Set<String> = [],
        favoriteSources: Set<String> = [], offlineTracks: Set<String> = []
    ) {
        self.favoriteArtists = favoriteArtists
        self.favoriteShows = favoriteShows
        self.favoriteSources = favoriteSources
        self.offlineTracks = offlineTracks
    }
}
