#if canImport(CarPlay)
import CarPlay
#else
import CarPlayShim
#endif
import TemplateKitLite

extension CarPlayAdapter {
    /// Configures the shared now playing template (buttons, Up Next, album artist) from the
    /// app's state, at connect and on every change: the system shows it on its own (its
    /// button, the home screen), so it must be ready before the app ever pushes it. Only what
    /// changed is sent; the metadata (`info`) is MediaPlayer's (``NowPlayingPublisher``). Its
    /// taps reach ``onAction`` whether or not the app's stack holds it.
    ///
    ///     adapter.configureNowPlaying(NowPlayingScreen.template(state))
    public func configureNowPlaying(_ template: NowPlayingTemplate) {
        var next = template
        next.info = NowPlayingInfo(title: "")
        let old = configuredNowPlaying
        guard next != old else { return }
        configuredNowPlaying = next
        let shared = CPNowPlayingTemplate.shared
        if old?.buttons != next.buttons { shared.updateNowPlayingButtons(objects.nowPlayingButtons(next.buttons)) }
        if old?.isUpNextButtonEnabled != next.isUpNextButtonEnabled { shared.isUpNextButtonEnabled = next.isUpNextButtonEnabled }
        if let title = next.upNextTitle, old?.upNextTitle != title { shared.upNextTitle = title }
        if old?.isAlbumArtistButtonEnabled != next.isAlbumArtistButtonEnabled {
            shared.isAlbumArtistButtonEnabled = next.isAlbumArtistButtonEnabled
        }
        var taps: [String: Action] = [:]
        TapActions.add(.nowPlaying(next), to: &taps)
        nowPlayingActions = taps
    }

    /// The car disconnected: stops observing now playing and the interface controller, so
    /// nothing reaches this adapter again.
    public func disconnect() {
        CPNowPlayingTemplate.shared.remove(self)
        interfaceController.delegate = nil
        nowPlayingActions = [:]
        configuredNowPlaying = nil
    }
}
