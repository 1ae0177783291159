import TemplateKitLite

/// My Library root, local data only: Resume (when a track is active), Downloads, Recently
/// Played, Favorite Artists, Favorite & Downloaded Shows. Downloads — the offline entry point, one row —
/// comes before the long lists so a car limited to 12 rows never hides it (the lint's
/// `content.hidden-entry-point`; the design listed it last). A show is drawn the same way in
/// every section (``Present/libraryShowRow(_:_:)``). Favorite & Downloaded Shows lists every
/// favourite and every show with offline tracks, also those Recently Played lists above it;
/// those repeats are left out only as far as the car's row limit needs (``Repeats``).
public enum MyLibraryScreen {
    /// How many shows Recently Played lists.
    public static let recentLimit = 5

    public static func template(_ state: AppState) -> ListTemplate {
        var rows: ArtistRows?
        return template(state, rows: &rows)
    }

    /// The same, its favourite artists' rows taken from `rows` when they are the state's
    /// artists' (and made there otherwise): ``ArtistRows``.
    package static func template(_ state: AppState, rows: inout ArtistRows?) -> ListTemplate {
        let recent = Set(Present.recentlyPlayed(state, limit: recentLimit).map(\.show.uuid))
        let sections = Repeats.leftOut(of: [
            resume(state).id("resume"), downloads(state).id("downloads"), recentlyPlayed(state).id("recently-played"),
            favoriteArtists(state, rows: &rows).id("favorite-artists"), favoriteShows(state).id("favorite-shows"),
        ], limit: state.carRowLimit) { section, row in section == "favorite-shows" && row.map(recent.contains) == true }
        return ListTemplate(title: "My Library", sections: sections.filter { !$0.items.isEmpty })
            .emptyView(titles: ["Your library is empty", "Library empty"],
                       subtitles: ["Favorites and downloads from the phone show here"])
    }

    static func resume(_ state: AppState) -> ListSection {
        ListSection("Resume") {
            if let now = state.nowPlaying {
                ListItem(now.track.title).id("resume")
                    .detail(Present.join([now.artist.name, now.show.displayDate]))
                    .progress(state.player.progress)
                    .playing(Present.indicator(state.player))
                    .action(AppAction.openNowPlaying.templateAction)
            }
        }
    }

    static func downloads(_ state: AppState) -> ListSection {
        let count = Present.offlineShows(state).count
        return ListSection("Downloads") {
            if count > 0 {
                ListItem("Downloaded shows").id("downloads")
                    .detail(Present.plural(count, "show") + " on this phone")
                    .image(.symbol("arrow.down.circle"))
                    .accessory(.disclosureIndicator)
                    .action(AppAction.open(.downloads).templateAction)
            }
        }
    }

    static func recentlyPlayed(_ state: AppState) -> ListSection {
        ListSection("Recently Played") {
            for recent in Present.recentlyPlayed(state, limit: recentLimit) {
                Present.libraryShowRow(recent.show, state)
                    .action(AppAction.open(.sources(show: recent.show.uuid, preferred: recent.sourceUUID)).templateAction)
            }
        }
    }

    /// Every favourite artist in collation order (``ArtistSections/favorites``), as the Artists screen shows it.
    static func favoriteArtists(_ state: AppState, rows: inout ArtistRows?) -> ListSection {
        var known = ArtistRows.of(state.catalog, reusing: &rows)
        defer { rows = known }  // with the rows it picked, for the next list of these favourites
        return ListSection(header: "Favorite Artists", items: known.rows(at: known.positions(favorites: state.library.favoriteArtists).favorites))
    }

    static func favoriteShows(_ state: AppState) -> ListSection {
        // The design lists favourites and shows with downloaded tracks: the header says both.
        ListSection("Favorite & Downloaded Shows") {
            for show in Present.libraryShows(state) {
                Present.libraryShowRow(show, state)
                    .action(AppAction.open(.sources(show: show.uuid)).templateAction)
            }
        }
    }
}
