import TemplateKitLite

/// One podcast's episodes: progress, what plays, what is downloaded.
///
///     EpisodesScreen.template(.sample)                 // the first podcast
///     EpisodesScreen.template(state, podcast: "engine-room")
public enum EpisodesScreen {
    public static func template(_ state: PodcastState, podcast id: Podcast.ID? = nil) -> ListTemplate {
        let podcast = id.flatMap(state.podcast) ?? state.podcasts.first
        return ListTemplate(podcast?.title ?? "Episodes") {
            ListSection("Latest") {
                for episode in podcast?.episodes ?? [] {
                    row(episode, state)
                }
            }
        }
        .emptyView(titles: ["No episodes"])
    }

    static func row(_ episode: Episode, _ state: PodcastState) -> ListItem {
        let offline = state.downloaded.contains(episode.id) ? " • Downloaded" : ""
        return ListItem(episode.title)
            .detail("\(episode.minutes) min" + offline)
            .progress(episode.progress > 0 ? episode.progress : nil)
            .playing(state.playing == episode.id ? .playing : .none)
            .action(Action("play", ["episode": .string(episode.id)]))
    }

    /// `1 episode`, `3 episodes`.
    static func count(_ n: Int) -> String { n == 1 ? "1 episode" : "\(n) episodes" }
}
