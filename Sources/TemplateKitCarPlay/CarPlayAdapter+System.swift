#if canImport(CarPlay)
import CarPlay
#else
import CarPlayShim
#endif
import TemplateKitLite

extension CarPlayAdapter: CPInterfaceControllerDelegate, CPTabBarTemplateDelegate, CPNowPlayingTemplateObserver {
    /// The top template vanished though the adapter did not pop it: the driver tapped Back.
    public func templateDidDisappear(_ aTemplate: CPTemplate, animated: Bool) {
        guard let top = display?.stack.pushed.last, objects.templates[top.identity] === aTemplate,
              interfaceController.topTemplate !== aTemplate else { return }
        follow(.back)
    }

    /// Now playing appeared though the app's picture does not have it on top: the system showed it.
    public func templateDidAppear(_ aTemplate: CPTemplate, animated: Bool) {
        guard aTemplate === CPNowPlayingTemplate.shared, let stack = display?.stack else { return }
        if case .nowPlaying = stack.pushed.last { return }
        let shown = TapActions.templates(in: stack).compactMap { t -> NowPlayingTemplate? in
            if case .nowPlaying(let np) = t { np } else { nil }
        }.first ?? NowPlayingTemplate(info: NowPlayingInfo(title: ""))
        objects.templates[Template.nowPlaying(shown).identity] = aTemplate
        follow(.showedNowPlaying(shown))
    }

    /// The driver tapped a tab.
    public func tabBarTemplate(_ tabBarTemplate: CPTabBarTemplate, didSelect selectedTemplate: CPTemplate) {
        guard let index = tabBarTemplate.templates.firstIndex(where: { $0 === selectedTemplate }) else { return }
        follow(.selectedTab(index))
    }

    // `CPNowPlayingTemplateObserver` is not main-actor in the SDK; CarPlay calls observers
    // on the main queue [DEC], so the witnesses assume it.
    public nonisolated func nowPlayingTemplateUpNextButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) {
        MainActor.assumeIsolated { select("nowPlaying › upNext") }
    }
    public nonisolated func nowPlayingTemplateAlbumArtistButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) {
        MainActor.assumeIsolated { select("nowPlaying › albumArtist") }
    }

    /// Applies a system event to the picture and tells the app.
    func follow(_ event: NavigationStack.SystemEvent) {
        guard var shown = display else { return }
        do { try shown.stack.accept(event) } catch { return }
        display = shown
        actions = TapActions.collect(shown.stack)
        onSystemEvent(event)
    }
}
