/// Where the driver is, in route terms: the selected tab and the routes pushed above its
/// root list. Templates are derived from it (``AppState`` + ``AppStack`` → templates), so
/// the navigation policy lives in one value the reducer changes.
public struct AppStack: Sendable, Hashable {
    public var tab: AppTab
    /// Routes above the tab's root list, bottom first.
    public var pushed: [Route]
    /// `false` after the car disconnects: no template, no live resource.
    public var isConnected: Bool

    public init(tab: AppTab = .browse, pushed: [Route] = [], isConnected: Bool = true) {
        self.tab = tab
        self.pushed = pushed
        self.isConnected = isConnected
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
        return Set((roots + pushed).flatMap(\.resources))
    }
}
