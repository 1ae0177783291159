import TemplateKitLite

/// Browse root: Favorites (if any), Featured, All — favourites first so a car limited to
/// 12 rows still shows them.
public enum ArtistsScreen {
    public static func template(_ state: AppState) -> ListTemplate {
        RemoteList.list("Relisten", resource: .artists, what: "artists", state: state,
                        hasData: !state.catalog.artists.isEmpty) {
            let groups = ArtistSections(state: state)
            return [section("Favorites", groups.favorites).id("favorites"), section("Featured", groups.featured).id("featured"),
                    section("All", groups.all).id("all")]
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
