import TemplateKitLite

extension AppStack {
    /// The stack after what the system or the driver did on their own, so it matches the
    /// car: Back pops, a dismissal pops the confirmation, now playing shown by the system
    /// is pushed (the depth policy left room for it), a tab tap selects the tab with the
    /// place it kept.
    ///
    ///     stack.following(.selectedTab(1))   // My Library, where the driver left it
    public func following(_ event: NavigationStack.SystemEvent) -> AppStack {
        var next = self
        switch event {
        case .back, .dismissed: if !next.pushed.isEmpty { next.pushed.removeLast() }
        case .showedNowPlaying:
            guard next.pushed.last != .nowPlaying else { return next }
            next.pushed.removeAll { $0 == .nowPlaying }
            next.pushed.append(.nowPlaying)
        case .selectedTab(let index):
            guard AppTab.allCases.indices.contains(index) else { return next }
            next = next.selecting(AppTab.allCases[index])
        }
        return next
    }
}
