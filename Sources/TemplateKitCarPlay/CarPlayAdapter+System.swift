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
        if isBusy {
            appearancesWhileBusy += 1
            if appearancesWhileBusy > ownAppearances { driverMovedDuringCalls() }
            return
        }
        guard let stack = display?.stack else { return }
        if aTemplate === CPNowPlayingTemplate.shared {
            if case .nowPlaying = stack.pushed.last { return }
            let configured = display?.nowPlaying ?? configuredNowPlaying ?? NowPlayingTemplate(info: NowPlayingInfo(title: ""))
            return follow(.showedNowPlaying(configured))
        }
        guard !stack.pushed.isEmpty, let below = Self.below(stack), objects.object(for: below) === aTemplate else { return }
        follow(.back)
    }

    /// The driver (or the system) changed the car while calls await CarPlay's answer: the
    /// calls still queued were planned for a picture the car no longer shows and are
    /// dropped; the car is read when the call in flight is answered (``followCar()``).
    func driverMovedDuringCalls() {
        driverActed = true
        queue = []
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
        guard !isBusy else {
            // The calls made so far landed on the tab the driver left: it keeps them.
            try? made?.selectTab(index)
            return driverMovedDuringCalls()
        }
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
            record("system event \(event) does not fit the picture: \(error)", in: &refusals)
            return
        }
        display = shown
        if var next = target, (try? next.stack.accept(event)) != nil { target = next } else { target = shown }
        tapActions = nil
        tell(event)
    }

    /// Hands `event` to the app, held until ``show(_:now:nowPlaying:)`` returns if it is running.
    func tell(_ event: NavigationStack.SystemEvent) {
        guard isConnected else { return }
        guard !isShowing else { return heldEvents.append(event) }
        onSystemEvent(event)
    }

    /// When the adapter's calls are answered and the driver or the system changed the car
    /// meanwhile (more appearances than the calls made, or a tab tap), the car's own stack
    /// is read and becomes the picture; the app is told in one event: `.back` when the car
    /// shows the picture one Back, one tab or the system's now playing away, else
    /// `.carShows` with the car's stack. The next plan
    /// starts from what the car shows, never from a stack it no longer has.
    func followCar() -> NavigationStack.SystemEvent? {
        let acted = driverActed || appearancesWhileBusy > ownAppearances
        appearancesWhileBusy = 0
        ownAppearances = 0
        driverActed = false
        guard acted, let shown = display,
              var car = CarPicture(objects: objects, controller: interfaceController).read(known: [shown], nowPlaying: configuredNowPlaying)
        else { return nil }
        car.stack.keepTabStacks(Self.otherTabs(made, without: car.stack))
        guard car.stack != shown.stack else { return nil }
        display = car
        target = car
        tapActions = nil
        if let simple = Self.oneStep(from: shown, to: car.stack) { return simple }
        record("the car changed while calls were in flight: \(car.stack.path), not \(shown.stack.path); the app is told", in: &journal)
        return .carShows(car.stack)
    }

    /// The one Back, tab or now playing that takes `shown` to `car`, if one does.
    static func oneStep(from shown: CarDisplay, to car: NavigationStack) -> NavigationStack.SystemEvent? {
        var candidates: [NavigationStack.SystemEvent] = [.back]
        if let tab = car.selectedTab { candidates.append(.selectedTab(tab)) }
        if case .nowPlaying(let nowPlaying) = car.pushed.last { candidates.append(.showedNowPlaying(nowPlaying)) }
        return candidates.first { event in
            var stack = shown.stack
            return (try? stack.accept(event)) != nil && stack == car
        }
    }

    /// The stacks the tabs not shown keep, as the calls made left them (CarPlay reports the
    /// selected tab's stack only), without the templates the car shows on the selected tab:
    /// a push made after the driver's tap, before CarPlay told of it, landed there.
    static func otherTabs(_ made: NavigationStack?, without car: NavigationStack) -> [Int: [Template]] {
        guard let made else { return car.tabStacks }
        let shown = Set(car.pushed.map(\.identity))
        return made.tabStacks.mapValues { $0.filter { !shown.contains($0.identity) } }.filter { !$0.value.isEmpty }
    }

    func releaseHeldEvents() {
        let events = heldEvents
        heldEvents = []
        for event in events { onSystemEvent(event) }
    }
}
