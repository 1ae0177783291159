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
        guard rememberNowPlaying(template) else { return }
        guard isConnected, let configured = configuredNowPlaying else { return }
        guard let wanted else {
            // Before the first show: configured now, so the system can show it at once.
            for operation in Reconciler.nowPlayingChanges(from: appliedNowPlaying, to: configured) {
                record(operation, in: &applied)
                record(OperationLog.line(operation), in: &journal)
                apply(operation)
            }
            appliedNowPlaying = configured
            return
        }
        // The calls go through the plan, so they are in the operation log and wait their turn.
        self.wanted = (wanted.stack, wanted.now, configuredNowPlaying)
        _ = plan(from: target ?? display, to: wanted.stack, now: wanted.now, nowPlaying: configuredNowPlaying)
    }

    /// Keeps `template` (without its metadata) as now playing's configuration and its taps;
    /// `false` when it was already.
    @discardableResult
    func rememberNowPlaying(_ template: NowPlayingTemplate) -> Bool {
        var next = template
        next.info = NowPlayingInfo(title: "")
        guard next != configuredNowPlaying else { return false }
        configuredNowPlaying = next
        var taps: [String: Action] = [:]
        TapActions.add(.nowPlaying(next), CarKeeps(.unconstrained), to: &taps)
        nowPlayingActions = taps
        return true
    }

    /// The car disconnected: stops observing now playing and the interface controller, so
    /// nothing reaches this adapter again; taps, image loads and CarPlay's late answers do
    /// nothing from now on.
    public func disconnect() {
        isConnected = false
        queue = []
        CPNowPlayingTemplate.shared.remove(self)
        interfaceController.delegate = nil
        nowPlayingActions = [:]
        configuredNowPlaying = nil
    }
}
