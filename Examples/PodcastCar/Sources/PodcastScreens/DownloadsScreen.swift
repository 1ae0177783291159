import TemplateKitLite

/// The downloaded episodes, and a row to remove them all (it asks first).
///
///     DownloadsScreen.template(.sample)
public enum DownloadsScreen {
    public static func template(_ state: PodcastState) -> ListTemplate {
        ListTemplate("Downloads") {
            ListSection("On this phone") {
                for podcast in state.podcasts {
                    for episode in podcast.episodes where state.downloaded.contains(episode.id) {
                        EpisodesScreen.row(episode, state)
                    }
                }
            }
            if !state.downloaded.isEmpty {
                ListSection {
                    ListItem("Remove all downloads").action(Action("askRemoveDownloads"))
                }
            }
        }
        .emptyView(titles: ["Nothing downloaded"], subtitles: ["Download episodes on your phone"])
    }
}
