import CarPlayShim
import RelistenCarPlay
import RelistenScreens
import Testing
import TemplateKitLite

/// Relisten end to end through the shim: the scene delegate connects, the driver taps rows
/// on the CarPlay objects, the reducer runs, and the car receives exactly these calls.
@MainActor @Suite struct RelistenCarPlayTests {
    /// A connected car showing the built-in state.
    func connect(_ state: AppState = .default) -> (CPTemplateApplicationScene, RelistenSceneDelegate) {
        CPShim.recording()
        RelistenSceneDelegate.store = RelistenCarStore(state: state)
        let scene = CPTemplateApplicationScene(shim: ())
        let delegate = RelistenSceneDelegate()
        scene.delegate = delegate
        scene.shimConnect()
        return (scene, delegate)
    }

    /// Taps the first enabled row of the shown list whose text contains `text`.
    func tap(_ scene: CPTemplateApplicationScene, _ text: String) throws {
        let list = try #require(scene.interfaceController.topTemplate as? CPListTemplate, "the car shows no list")
        let rows = list.sections.flatMap(\.items).compactMap { $0 as? CPListItem }
        let row = try #require(rows.first { $0.isEnabled && ($0.text ?? "").contains(text) }, "no row \(text) on \(list.title ?? "")")
        var completed = false
        row.handler?(row) { completed = true }
        #expect(completed, "the selection's completion was called")
    }

    @Test func connectingShowsTheTabsWithTheRootSetOnce() {
        let (_, delegate) = connect()
        #expect(CPShim.calls == ["setRootTemplate(CPTabBarTemplate, animated: false)"])
        #expect(delegate.refusal == nil && CPShim.exceptions.isEmpty)
        #expect(delegate.profile.maximumItemCount == CPShim.maximumItemCount)
    }

    @Test func tappingThroughBrowseToATrackStartsPlayback() throws {
        let (scene, _) = connect()
        for row in ["Grateful Dead", "1977", "1977-05-08"] { try tap(scene, row) }
        let sources = try #require(scene.interfaceController.topTemplate as? CPListTemplate)
        let first = try #require(sources.sections.first?.items.first as? CPListItem)
        try tap(scene, first.text ?? "")
        try tap(scene, "Loser")
        #expect(RelistenSceneDelegate.store.state.nowPlaying?.track.title == "Loser")
        #expect(scene.interfaceController.topTemplate === CPNowPlayingTemplate.shared)
        #expect(CPShim.calls == Self.browseToLoser, "\(CPShim.calls)")
        #expect(CPShim.exceptions.isEmpty)
    }

    @Test func theDriversBackTapIsFollowedNotRepeated() throws {
        let (scene, _) = connect()
        try tap(scene, "Grateful Dead")
        CPShim.calls = []
        scene.interfaceController.shimDriverTapsBack()
        #expect(RelistenSceneDelegate.store.stack.pushed.isEmpty)
        #expect(CPShim.calls.isEmpty, "the car already popped; the app only follows")
    }

    @Test func disconnectingReleasesTheAdapter() {
        let (scene, delegate) = connect()
        scene.shimDisconnect()
        #expect(delegate.adapter == nil && !RelistenSceneDelegate.store.stack.isConnected)
    }

    /// Four pushes fill the Browse tab (depth 5 counting its root); playing switches to the
    /// Now Playing tab and pushes the shared template. The Resume row of My Library changes
    /// in place; the queue, whose rows all changed, is one updateSections.
    static let browseToLoser: [String] = [
        "setRootTemplate(CPTabBarTemplate, animated: false)",
        "pushTemplate(CPListTemplate[Grateful Dead], animated: true)",
        "pushTemplate(CPListTemplate[Grateful Dead • 1977], animated: true)",
        "pushTemplate(CPListTemplate[Grateful Dead • 1977-05-08], animated: true)",
        "pushTemplate(CPListTemplate[Grateful Dead • 1977-05-08], animated: true)",
        "CPListItem[Loser].setText(Loser)",
        "CPListItem[Loser].playbackProgress = 0.0",
        "CPListTemplate[Now Playing].updateSections(4 sections, 23 items)",
        "CPTabBarTemplate.selectTemplate(at: 2)",
        "CPNowPlayingTemplate.shared.updateNowPlayingButtons(CPNowPlayingShuffleButton, CPNowPlayingRepeatButton)",
        "CPNowPlayingTemplate.shared.isUpNextButtonEnabled = true",
        "CPNowPlayingTemplate.shared.upNextTitle = Up Next",
        "CPNowPlayingTemplate.shared.isAlbumArtistButtonEnabled = true",
        "pushTemplate(CPNowPlayingTemplate.shared, animated: true)",
    ]
}
