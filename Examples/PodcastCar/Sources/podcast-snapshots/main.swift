import PodcastScreens
import SnapshotTool
import TemplateKitLite

SnapshotTool.main(catalog: SnapshotCatalog([
    SnapshotEntry("podcast/tabs") { PodcastTabs.template(.sample) },
    SnapshotEntry("podcast/library") { LibraryScreen.template(.sample) },
    SnapshotEntry("podcast/episodes") { EpisodesScreen.template(.sample) },
    SnapshotEntry("podcast/episodes@limited", profile: .limited) { EpisodesScreen.template(.sample) },
    SnapshotEntry("podcast/now-playing") { NowPlayingScreen.template(.sample) },
    SnapshotEntry("podcast/remove-downloads", presentedOver: DownloadsScreen.template(.sample).template) {
        RemoveDownloadsAlert.template
    },
], journeys: [
    SnapshotJourney(
        "podcast/journeys/play-an-episode", summary: "library → Night Drive Radio → episode 11",
        start: PodcastState.sample, taps: [.text("Night Drive Radio"), .row(2)],
        stack: PodcastNavigation.stack, reduce: PodcastNavigation.reduce),
    SnapshotJourney(
        "podcast/journeys/remove-downloads", summary: "Downloads tab → remove all → confirm",
        start: PodcastState.sample, taps: [.tab("Downloads"), .text("Remove all"), .text("Remove")],
        stack: PodcastNavigation.stack, reduce: PodcastNavigation.reduce),
], files: [
    SnapshotFile("podcast/first-show.operations.txt") {
        OperationLog.render(Reconciler().reconcile(nil, to: try PodcastNavigation.navigationStack(.sample), now: 0).operations)
    },
]).navigable(by: SnapshotNavigation(
    // `serve`'s click-through car: the same start, stack and reducer as the journeys.
    start: PodcastState.sample, stack: PodcastNavigation.stack, reduce: PodcastNavigation.reduce)))
