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
    public nonisolated func templateDidAppear(_ aTemplate: CPTemplate, animated: Bool) {
        MainActor.assumeIsolated { templateAppeared(aTemplate) }
    }
    public nonisolated func tabBarTemplate(_ tabBarTemplate: CPTabBarTemplate, didSelect selectedTemplate: CPTemplate) {
        MainActor.assumeIsolated { tabSelected(tabBarTemplate, selectedTemplate) }
    }

    /// Decided when the template that replaces the top appears, against the picture of
    /// the car before the change, and only while none of the adapter's own calls awaits
    /// CarPlay's answer (their callbacks arrive before their completion and are never read
    /// as the driver's): now playing appearing over a stack without it is the system's own
    /// push; the template under the top appearing is the driver's Back. An appearance while
    /// calls are in flight is counted, and checked against the car when they are answered.
    func templateAppeared(_ aTemplate: CPTemplate) {
        guard isConnected else { return }
        if isBusy { appearancesWhileBusy += 1; return }
        guard let stack = display?.stack else { return }
        if aTemplate === CPNowPlayingTemplate.shared {
            if case .nowPlaying = stack.pushed.last { return }
            let configured = display?.nowPlaying ?? configuredNowPlaying ?? NowPlayingTemplate(info: NowPlayingInfo(title: ""))
            return follow(.showedNowPlaying(configured))
        }
        guard !stack.pushed.isEmpty, let below = Self.below(stack), objects.object(for: below) === aTemplate else { return }
        follow(.back)
    }

    /// The template under the top pushed one: the one pushed before it, or the stack's
    /// root (under a tab bar, the selected tab's root).
    static func below(_ stack: NavigationStack) -> Template? {
        if stack.pushed.count >= 2 { return stack.pushed[stack.pushed.count - 2] }
        guard case .tabBar(let bar) = stack.root else { return stack.root }
        return bar.tabs.indices.contains(bar.selectedIndex) ? bar.tabs[bar.selectedIndex].content : nil
    }

    /// The driver tapped a tab.
    func tabSelected(_ tabBarTemplate: CPTabBarTemplate, _ selectedTemplate: CPTemplate) {
        guard isConnected else { return }
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

    /// Applies a system event to the picture (and to the one the queued calls lead to) and
    /// tells the app, after ``show(_:now:nowPlaying:)`` returns if it is running.
    func follow(_ event: NavigationStack.SystemEvent) {
        guard isConnected, var shown = display else { return }
        do { try shown.stack.accept(event) } catch {
            refusals.append("system event \(event) does not fit the picture: \(error)")
            return
        }
        display = shown
        if var next = target, (try? next.stack.accept(event)) != nil { target = next } else { target = shown }
        tapActions = nil
        guard !isShowing else { return heldEvents.append(event) }
        onSystemEvent(event)
    }

    /// When the adapter's calls are answered and CarPlay reported more appearances than they
    /// made, the driver acted meanwhile (a Back while two pushes went out): the car's own
    /// stack is read, a Back is followed as one, anything else becomes the picture (and is
    /// journaled), so the next plan starts from what the car shows, never from a stack it
    /// no longer has.
    func followCar() {
        let driverActed = appearancesWhileBusy > ownAppearances
        appearancesWhileBusy = 0
        ownAppearances = 0
        guard driverActed, let shown = display,
              let car = CarPicture(objects: objects, controller: interfaceController).read(known: [shown]),
              car.stack != shown.stack else { return }
        var popped = shown.stack
        if (try? popped.accept(.back)) != nil, popped == car.stack { return follow(.back) }
        journal.append("the car changed while calls were in flight: depth \(car.stack.depth), not \(shown.stack.depth); the picture is the car's")
        display = car
        target = car
        tapActions = nil
    }

    func releaseHeldEvents() {
        let events = heldEvents
        heldEvents = []
        for event in events { onSystemEvent(event) }
    }
}
