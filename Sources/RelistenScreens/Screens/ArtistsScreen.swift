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
        RemoteList.list("Relisten", resource: .artists, what: "artists", state: state,
                        hasData: !state.catalog.artists.isEmpty) {
            let groups = ArtistSections(state: state)
            let favorites = Set(groups.favorites.map(\.uuid))
            let sections = [section("Favorites", groups.favorites).id("favorites"), section("Featured", groups.featured).id("featured")]
                + allArtists(groups.all)
            return Repeats.leftOut(of: sections, limit: state.carRowLimit) { section, row in
                section == "featured" && row.map(favorites.contains) == true
            }
        }
    }

    /// `artists` (in collation order) a section per index letter: `All Artists — B`
    /// (index B), then `C` (index C), … Sections are keyed `all-B`, `all-C`.
    static func allArtists(_ artists: [Artist]) -> [ListSection] {
        var letters: [(letter: String, artists: [Artist])] = []
        for artist in artists {
            let letter = IndexLetter.of(artist.sortName)
            if letters.last?.letter == letter { letters[letters.count - 1].artists.append(artist) } else { letters.append((letter, [artist])) }
        }
        return letters.enumerated().map { offset, group in
            let header = offset == 0 ? section("All Artists", group.artists).subtitle(group.letter) : section(group.letter, group.artists)
            return header.indexTitle(group.letter).id("all-" + group.letter)
        }
    }

    static func section(_ header: String, _ artists: [Artist]) -> ListSection {
        ListSection(header) {
            for artist in artists { row(artist) }
        }
    }

    static func row(_ artist: Artist) -> ListItem {
        ListItem(artist.name).id(artist.uuid)
            .detail(Present.counts(shows: artist.showCount, tapes: artist.sourceCount))
            .accessory(.disclosureIndicator)
            .action(AppAction.open(.years(artist: artist.uuid)).templateAction)
    }
}
