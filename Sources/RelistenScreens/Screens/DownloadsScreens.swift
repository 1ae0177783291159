import TemplateKitLite

/// The offline hierarchy, local data only and one level flatter than Browse:
/// Downloads (artists) → an artist's offline shows (all years) → a show's offline tracks.
public enum DownloadsScreen {
    public static func template(_ state: AppState) -> ListTemplate {
        ListTemplate("Downloads") {
            ListSection {
                for artist in Present.offlineArtists(state) {
                    ListItem(artist.name).id(artist.uuid)
                        .detail(Present.plural(Present.offlineShows(state, artist: artist.uuid).count, "show") + " downloaded")
                        .accessory(.disclosureIndicator)
                        .action(AppAction.open(.offlineShows(artist: artist.uuid)).templateAction)
                }
            }
        }
        .emptyView(titles: ["Nothing downloaded", "No downloads"], subtitles: ["Download shows on the phone to play them offline"])
    }
}

public enum OfflineShowsScreen {
    public static func template(_ state: AppState, artist uuid: String) -> ListTemplate {
        ListTemplate(state.artist(uuid)?.name ?? "Downloads") {
            ListSection {
                for show in Present.offlineShows(state, artist: uuid) {
                    ListItem(Present.withMarkers(show.displayDate, Present.markers(show, state))).id(show.uuid)
                        .detail(Present.showDetail(show))
                        .accessory(.disclosureIndicator)
                        .action(AppAction.open(.offlineTracks(show: show.uuid)).templateAction)
                }
            }
        }
        .emptyView(titles: ["No downloads for this artist", "No downloads"])
    }
}

public enum OfflineTracksScreen {
    public static func template(_ state: AppState, show uuid: String) -> ListTemplate {
        let title = state.show(uuid).map { Present.showTitle($0, state) } ?? "Downloads"
        let sources = Present.sortedSources(state.showDetail(uuid)?.sources ?? [], state)
        return ListTemplate(title: title, sections: sources.map { section($0, state) }.filter { !$0.items.isEmpty })
            .emptyView(titles: ["No downloaded tracks", "No downloads"])
    }

    static func section(_ source: Source, _ state: AppState) -> ListSection {
        let rows = TrackRows(source, state)
        return ListSection(Present.sourceTitle(source)) {
            for track in Present.flattened(source) where state.library.offlineTracks.contains(track.uuid) {
                rows.row(track)
            }
        }
        .id(source.uuid)
    }
}
