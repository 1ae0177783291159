import KitSupport
/// Large, deterministic states for benchmarks (same output on every run and platform;
/// driven by ``SplitMix64`` with fixed seeds).
public enum SyntheticCatalog {
    /// One artist the size of the Grateful Dead: 30 years, 2,049 shows, 13,348 sources,
    /// 9–15 tracks per source (≈12) in 2–3 sets, with a few favourites, offline tracks,
    /// history entries and a playing queue.
    public static func gratefulDeadSized() -> AppState {
        artist(shows: 2049, sources: 13348)
    }

    /// One artist like ``gratefulDeadSized()`` with `shows` shows and `sources` sources
    /// over 30 years: the benchmarks scale it to a state document of a given size.
    public static func artist(shows: Int, sources: Int) -> AppState {
        var builder = SyntheticShowBuilder(seed: 1977)
        let artist = Artist(
            uuid: SyntheticUUID.make("artist", 0), name: "Grateful Dead", sortName: "Grateful Dead",
            slug: "grateful-dead", featuredFlags: 1, showCount: shows, sourceCount: sources)
        let catalog = builder.catalog(artist: artist, years: 30, shows: shows, sources: sources)
        return builder.localState(catalog: catalog)
    }

    /// `count` artists (about Relisten's 4,230) with varied names: "The " prefixes removed
    /// from sort names, accents, digits and punctuation; every 850th is featured and every
    /// 7th auto-created (every 21st of those a favourite). No years or shows.
    public static func artists(count: Int) -> AppState {
        var generator = KitSupport.SplitMix64(seed: 4230)
        var artists: [Artist] = []
        var favorites: Set<String> = []
        for index in 0..<max(count, 0) {
            let name = SyntheticNames.artistName(index, &generator)
            let flags = index % 850 == 0 ? 1 : (index % 7 == 3 ? 2 : 0)
            let shows = Int(generator.next() % 2000) + 1
            let artist = Artist(
                uuid: SyntheticUUID.make("artist", index), name: name, sortName: SyntheticNames.sortName(name),
                slug: "artist-\(index)", featuredFlags: flags, showCount: shows,
                sourceCount: shows + Int(generator.next() % UInt64(shows * 5 + 1)))
            if index % 21 == 3 || index % 97 == 0 { favorites.insert(artist.uuid) }
            artists.append(artist)
        }
        return AppState(catalog: Catalog(artists: artists), library: Library(favoriteArtists: favorites))
    }

    /// ``artists(count:)`` as a listener's app holds them: the first artist's years, shows
    /// and sources loaded (``artist(shows:sources:)``'s) and one of its tracks playing, so
    /// a walk of every stack reaches tracks and plays them (``artists(count:)`` alone
    /// loads nothing: no track can play).
    ///
    ///     SyntheticCatalog.artists(count: 16_000, playing: (shows: 300, sources: 2_000))
    package static func artists(count: Int, playing loaded: (shows: Int, sources: Int)) -> AppState {
        let listened = artist(shows: loaded.shows, sources: loaded.sources)
        let all = artists(count: count)
        guard let first = listened.catalog.artists.first else { return all }
        // The listened artist takes the first artist's place (the same uuid).
        let artists = [first] + all.catalog.artists.dropFirst()
        let catalog = Catalog(artists: artists, years: listened.catalog.years, yearShows: listened.catalog.yearShows,
                              showDetails: listened.catalog.showDetails)
        var library = listened.library
        library.favoriteArtists = all.library.favoriteArtists.union([first.uuid])
        return AppState(catalog: catalog, library: library, history: listened.history, player: listened.player)
    }
}

/// Deterministic uuid-shaped strings: `<8 hex of kind hash>-0000-4000-8000-<12 hex index>`.
enum SyntheticUUID {
    static func make(_ kind: String, _ index: Int) -> String {
        let prefix = hex(KitSupport.FNV1a.hash(kind) & 0xFFFF_FFFF, width: 8)
        return prefix + "-0000-4000-8000-" + hex(UInt64(max(index, 0)), width: 12)
    }

    static func hex(_ value: UInt64, width: Int) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(width - digits.count, 0)) + digits
    }
}
