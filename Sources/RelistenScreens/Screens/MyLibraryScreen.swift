import TemplateKitLite

/// My Library root, local data only: Resume (when a track is active), Downloads, Recently
/// Played, Favorite Artists, Favorite Shows — in the order a driver needs them.
public enum MyLibraryScreen {
    /// How many shows Recently Played lists.
    public static let recentLimit = 5

    public static func template(_ state: AppState) -> ListTemplate {
        ListTemplate(title: "My Library", sections: [
            resume(state).id("resume"), downloads(state).id("downloads"), recentlyPlayed(state).id("recently-played"),
            favoriteArtists(state).id("favorite-artists"), favoriteShows(state).id("favorite-shows"),
        ].filter { !$0.items.isEmpty })
        .emptyView(titles: ["Your library is empty", "Library empty"],
                   subtitles: ["Favourites and downloads from the phone show here"])
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
        return ListSection {
            if count > 0 {
                ListItem("Downloads").id("downloads")
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
                ListItem(Present.join([recent.show.displayDate, state.artist(recent.show.artistUUID)?.name])).id(recent.show.uuid)
                    .detail(Present.venueLine(recent.show))
                    .accessory(.disclosureIndicator)
                    .action(AppAction.open(.sources(show: recent.show.uuid, preferred: recent.sourceUUID)).templateAction)
            }
        }
    }

    static func favoriteArtists(_ state: AppState) -> ListSection {
        ListSection("Favorite Artists") {
            for artist in Present.favoriteArtists(state) { ArtistsScreen.row(artist) }
        }
    }

    static func favoriteShows(_ state: AppState) -> ListSection {
        ListSection("Favorite Shows") {
            for show in Present.libraryShows(state) {
                ListItem(Present.withMarkers(show.displayDate, Present.markers(show, state))).id(show.uuid)
                    .detail(Present.join([state.artist(show.artistUUID)?.name, Present.venueLine(show)]))
                    .accessory(.disclosureIndicator)
                    .action(AppAction.open(.sources(show: show.uuid)).templateAction)
            }
        }
    }
}
