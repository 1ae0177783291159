import TemplateKitLite

/// Browse root: Favorites (if any), Featured, then More Artists — favourites first so a
/// car limited to 12 rows still shows them, and each artist once, so those 12 rows are
/// not spent on duplicates (Featured leaves out favourites; More Artists every artist
/// shown above).
public enum ArtistsScreen {
    public static func template(_ state: AppState) -> ListTemplate {
        RemoteList.list("Relisten", resource: .artists, what: "artists", state: state,
                        hasData: !state.catalog.artists.isEmpty) {
            let groups = ArtistSections(state: state)
            let favorites = Set(groups.favorites.map(\.uuid))
            let featured = groups.featured.filter { !favorites.contains($0.uuid) }
            let shown = favorites.union(featured.map(\.uuid))
            return [section("Favorites", groups.favorites).id("favorites"), section("Featured", featured).id("featured"),
                    section("More Artists", groups.all.filter { !shown.contains($0.uuid) }).id("more")]
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
