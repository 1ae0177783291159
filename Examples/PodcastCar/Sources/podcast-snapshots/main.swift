import PodcastScreens
import SnapshotTool

SnapshotTool.main(catalog: SnapshotCatalog([
    SnapshotEntry("podcast/library") { LibraryScreen.template(.sample) },
    SnapshotEntry("podcast/episodes") { EpisodesScreen.template(.sample) },
    SnapshotEntry("podcast/episodes@limited", profile: .limited) { EpisodesScreen.template(.sample) },
    SnapshotEntry("podcast/now-playing") { NowPlayingScreen.template(.sample) },
], journeys: [
    SnapshotJourney(
        "podcast/journeys/play-an-episode", summary: "library → Night Drive Radio → episode 11",
        start: PodcastState.sample, taps: [.text("Night Drive Radio"), .row(2)],
        stack: PodcastNavigation.stack, reduce: PodcastNavigation.reduce),
]).navigable(by: SnapshotNavigation(
    // `serve`'s click-through car: the same start, stack and reducer as the journey.
    start: PodcastState.sample, stack: PodcastNavigation.stack, reduce: PodcastNavigation.reduce)))
