extension NavigationStack {
    /// What CarPlay or the driver did on their own, which the app's picture of the car must
    /// follow so it stays true.
    public enum SystemEvent: Sendable, Hashable {
        /// The driver tapped Back: the top pushed template was popped.
        case back
        /// The system showed now playing (its button, the home screen): it was pushed.
        case showedNowPlaying(NowPlayingTemplate)
        /// The driver tapped a tab.
        case selectedTab(Int)
        /// The driver or the system dismissed the presented template.
        case dismissed
        /// What the car shows after the driver or the system acted while the app's own
        /// calls were in flight (a Back, a tab, now playing): CarPlay's stack, the other
        /// tabs' stacks included. One driver action is one event; the calls planned for
        /// the stack the car no longer shows were dropped.
        ///
        ///     case .carShows(let car): appStack = routes(of: car)
        case carShows(NavigationStack)
    }

    /// Follows what the system did. Refused only when the event cannot have happened on
    /// this stack (Back at the root, a tab without a tab bar).
    public mutating func accept(_ event: SystemEvent) throws(NavigationError) {
        switch event {
        case .back: try pop()
        case .showedNowPlaying(let nowPlaying):
            if case .nowPlaying = pushed.last { return }
            pushed.removeAll { if case .nowPlaying = $0 { true } else { false } }
            pushed.append(.nowPlaying(nowPlaying))
        case .selectedTab(let index):
            presented = nil
            try selectTab(index)
        case .dismissed: presented = nil
        case .carShows(let car):
            (root, pushed, presented, tabStacks) = (car.root, car.pushed, car.presented, car.tabStacks)
        }
    }
}
