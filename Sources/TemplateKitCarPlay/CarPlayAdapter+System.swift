#if canImport(CarPlay)
import CarPlay
#else
import CarPlayShim
#endif
import TemplateKitLite

extension CarPlayAdapter: CPInterfaceControllerDelegate, CPTabBarTemplateDelegate, CPNowPlayingTemplateObserver {
    // The witnesses are nonisolated and assume the main actor, where CarPlay calls them: they
    // satisfy the Xcode 26 SDK's main-actor delegates and the Xcode 16 SDK's nonisolated ones
    // alike (CI builds both, CARPLAY_SHIM_XCODE16).
    public nonisolated func templateDidDisappear(_ aTemplate: CPTemplate, animated: Bool) {
        MainActor.assumeIsolated { templateDisappeared(aTemplate) }
    }
    public nonisolated func templateDidAppear(_ aTemplate: CPTemplate, animated: Bool) {
        MainActor.assumeIsolated { templateAppeared(aTemplate) }
    }
    public nonisolated func tabBarTemplate(_ tabBarTemplate: CPTabBarTemplate, didSelect selectedTemplate: CPTemplate) {
        MainActor.assumeIsolated { tabSelected(tabBarTemplate, selectedTemplate) }
    }

    /// The top template vanished though the adapter did not pop it: the driver tapped Back.
    func templateDisappeared(_ aTemplate: CPTemplate) {
        guard let top = display?.stack.pushed.last, objects.templates[top.identity] === aTemplate,
              interfaceController.topTemplate !== aTemplate else { return }
        follow(.back)
    }

    /// Now playing appeared though the app's picture does not have it on top: the system showed it.
    func templateAppeared(_ aTemplate: CPTemplate) {
        guard aTemplate === CPNowPlayingTemplate.shared, let stack = display?.stack else { return }
        if case .nowPlaying = stack.pushed.last { return }
        let shown = TapActions.templates(in: stack).compactMap { t -> NowPlayingTemplate? in
            if case .nowPlaying(let np) = t { np } else { nil }
        }.first ?? NowPlayingTemplate(info: NowPlayingInfo(title: ""))
        objects.templates[Template.nowPlaying(shown).identity] = aTemplate
        follow(.showedNowPlaying(shown))
    }

    /// The driver tapped a tab.
    func tabSelected(_ tabBarTemplate: CPTabBarTemplate, _ selectedTemplate: CPTemplate) {
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
