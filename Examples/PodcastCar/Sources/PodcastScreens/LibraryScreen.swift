import TemplateKitLite

/// The root: every subscription, newest episode first in its detail line.
///
///     LibraryScreen.template(.sample)
public enum LibraryScreen {
    public static func template(_ state: PodcastState) -> ListTemplate {
        ListTemplate("Podcasts") {
            ListSection("Subscriptions") {
                for podcast in state.podcasts {
                    row(podcast)
                }
            }
        }
        .emptyView(titles: ["No subscriptions yet"], subtitles: ["Subscribe on your phone"])
    }

    static func row(_ podcast: Podcast) -> ListItem {
        ListItem(podcast.title)
            .detail(podcast.author + " • " + EpisodesScreen.count(podcast.episodes.count))
            .image(.asset("cover-" + podcast.id))
            .accessory(.disclosureIndicator)
            .action(Action("open", ["podcast": .string(podcast.id)]))
    }
}
