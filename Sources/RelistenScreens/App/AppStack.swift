/// Where the driver is, in route terms: the selected tab, the routes pushed above its
/// root list, and the routes each other tab keeps (CarPlay keeps every tab's stack, so a
/// driver who returns to a tab finds their place). Templates are derived from it
/// (``AppState`` + ``AppStack`` → templates), so the navigation policy lives in one value
/// the reducer changes.
///
///     AppStack(tab: .browse, pushed: [.years(artist: gd)]).selecting(.myLibrary).selecting(.browse).pushed
///     // [.years(artist: gd)]
public struct AppStack: Sendable, Hashable {
    public var tab: AppTab
    /// Routes above the tab's root list, bottom first.
    public var pushed: [Route]
    /// The routes of the tabs not shown, as the driver left them.
    public var kept: [AppTab: [Route]]
    /// `false` after the car disconnects: no template, no live resource.
    public var isConnected: Bool

    public init(tab: AppTab = .browse, pushed: [Route] = [], kept: [AppTab: [Route]] = [:], isConnected: Bool = true) {
        self.tab = tab
        self.pushed = pushed
        self.kept = kept
        self.isConnected = isConnected
    }

    /// The deepest stack the app pushes itself, counting the tab's root list: one below
    /// CarPlay's 5, so the system can always push now playing on top.
    public static let maximumDepth = 4

    /// Tab `tab` shown, with the routes it kept; the shown tab's routes kept for later.
    public func selecting(_ tab: AppTab) -> AppStack {
        guard tab != self.tab else { return self }
        var next = self
        next.kept[self.tab] = pushed.isEmpty ? nil : pushed
        next.pushed = next.kept.removeValue(forKey: tab) ?? []
        next.tab = tab
        return next
    }

    /// Tab `tab` shown with exactly `routes` above its root; the other tabs keep theirs.
    public func showing(_ tab: AppTab, _ routes: [Route] = []) -> AppStack {
        var next = selecting(tab)
        next.pushed = routes
        return next
    }

    /// `route` pushed; at ``maximumDepth`` it replaces the top screen instead, so the stack
    /// never takes the slot the system's now playing needs.
    public func opening(_ route: Route) -> AppStack {
        var next = self
        if depth >= Self.maximumDepth, !next.pushed.isEmpty { next.pushed.removeLast() }
        next.pushed.append(route)
        return next
    }

    /// The routes from the tab's root to the visible screen.
    public var routes: [Route] { [tab.rootRoute] + pushed }

    /// The visible route.
    public var visible: Route { pushed.last ?? tab.rootRoute }

    /// Depth as CarPlay counts it: the tab's root list is 1.
    public var depth: Int { 1 + pushed.count }

    /// The resources live templates read: every tab's root (CarPlay keeps all tabs) and
    /// every pushed screen. Empty once disconnected.
    public var liveResources: Set<ResourceKey> {
        guard isConnected else { return [] }
        let roots = AppTab.allCases.map(\.rootRoute)
        let keptRoutes = AppTab.allCases.flatMap { kept[$0] ?? [] }
        return Set((roots + pushed + keptRoutes).flatMap(\.resources))
    }
}
