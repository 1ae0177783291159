import TemplateKitLite

/// Browse root: Favorites (if any), Featured, then All Artists — favourites first so a
/// car limited to 12 rows still shows them. All Artists is the whole catalog A to Z
/// (favourites and featured artists too, so every index letter leads to every artist of
/// that letter), a section per ``IndexLetter`` with that letter as its `sectionIndexTitle`;
/// the first is headed "All Artists" (the letter as its subtitle), the others by their
/// letter. Featured repeats favourites that are featured; those repeats are left out only
/// as far as the car's row limit needs (``Repeats``).
public enum ArtistsScreen {
    public static func template(_ state: AppState) -> ListTemplate {
        var rows: ArtistRows?
        return template(state, rows: &rows)
    }

    /// The same, its rows taken from `rows` when they are the state's artists' (and made
    /// there otherwise): ``ArtistRows``.
    package static func template(_ state: AppState, rows: inout ArtistRows?) -> ListTemplate {
        RemoteList.list("Relisten", resource: .artists, what: "artists", state: state,
                        hasData: !state.catalog.artists.isEmpty) {
            var known = ArtistRows.of(state.catalog, reusing: &rows)
            let groups = known.positions(favorites: state.library.favoriteArtists)
            let favorites = Set(groups.favorites.map { known.artists[$0].uuid })
            let sections = [section("Favorites", known.rows(at: groups.favorites)).id("favorites"),
                            section("Featured", known.rows(at: groups.featured)).id("featured")]
                + known.allArtists(groups.all)
            rows = known  // with its All Artists sections, for the next list of these artists
            return Repeats.leftOut(of: sections, limit: state.carRowLimit) { section, row in
                section == "featured" && row.map(favorites.contains) == true
            }
        }
    }

    /// `artists` (in collation order) a section per index letter: `All Artists — B`
    /// (index B), then `C` (index C), … Sections are keyed `all-B`, `all-C`.
    static func allArtists(_ artists: [Artist]) -> [ListSection] {
        allArtists(letters: artists.map { IndexLetter.of($0.sortName) }, rows: artists.map { .item(row($0)) })
    }

    /// The same for the artists of `rows` at `positions`.
    static func allArtists(_ positions: [Int], of rows: ArtistRows) -> [ListSection] {
        allArtists(letters: positions.map { rows.letters[$0] }, rows: positions.map { rows.rows[$0] })
    }

    /// Rows in collation order, a section per run of one index letter (`letters[i]` is row i's).
    static func allArtists(letters: [String], rows: [ListElement]) -> [ListSection] {
        guard !letters.isEmpty else { return [] }
        var runs: [(letter: String, rows: ArraySlice<ListElement>)] = []
        var start = 0
        for end in 1...letters.count where end == letters.count || letters[end] != letters[start] {
            runs.append((letters[start], rows[start..<end]))
            start = end
        }
        return runs.enumerated().map { offset, run in
            let items = Array(run.rows)
            let header = offset == 0 ? section("All Artists", items).subtitle(run.letter) : section(run.letter, items)
            return header.indexTitle(run.letter).id("all-" + run.letter)
        }
    }

    static func section(_ header: String, _ rows: [ListElement]) -> ListSection {
        ListSection(header: header, items: rows)
    }

    static func section(_ header: String, _ artists: [Artist]) -> ListSection {
        section(header, artists.map { .item(row($0)) })
    }

    static func row(_ artist: Artist) -> ListItem {
        ListItem(artist.name).id(artist.uuid)
            .detail(Present.counts(shows: artist.showCount, tapes: artist.sourceCount))
            .accessory(.disclosureIndicator)
            .action(AppAction.open(.years(artist: artist.uuid)).templateAction)
    }
}
