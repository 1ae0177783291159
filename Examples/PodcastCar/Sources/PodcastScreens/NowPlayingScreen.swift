import TemplateKitLite

/// The shared now-playing screen with the episode that plays, and a playback-rate button.
public enum NowPlayingScreen {
    public static func template(_ state: PodcastState) -> NowPlayingTemplate {
        let episode = state.playing.flatMap(state.episode)
        let podcast = state.podcasts.first { $0.episodes.contains { $0.id == state.playing } }
        let seconds = Double((episode?.minutes ?? 0) * 60)
        return NowPlayingTemplate(
            info: NowPlayingInfo(
                title: episode?.title ?? "Nothing playing", artist: podcast?.author, album: podcast?.title,
                elapsed: seconds * (episode?.progress ?? 0), duration: episode == nil ? nil : seconds,
                playback: episode == nil ? .paused : .playing),
            buttons: [NowPlayingButton(.playbackRate, label: "1×").action(Action("cycleRate"))])
    }
}
