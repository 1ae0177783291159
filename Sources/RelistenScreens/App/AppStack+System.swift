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
        case .carShows(let car): next = following(car)
        }
        return next
    }

    /// The routes of what the car shows, matched by template identity to the routes this
    /// stack holds (a route the car shows but this stack never asked for ends its tab's
    /// routes): the selected tab, its pushed routes, each other tab's kept routes.
    ///
    ///     stack.following(.carShows(car))   // A › C after a Back under the push of D
    func following(_ car: NavigationStack) -> AppStack {
        var known: [String: Route] = [:]
        for route in routes + kept.values.flatMap({ $0 }) { known[route.templateID] = route }
        func matched(_ templates: [Template]) -> [Route] {
            var result: [Route] = []
            for template in templates {
                if case .nowPlaying = template { result.append(.nowPlaying); continue }
                guard let route = known[template.identity] else { break }
                result.append(route)
            }
            return result
        }
        var next = self
        if let index = car.selectedTab, AppTab.allCases.indices.contains(index) { next.tab = AppTab.allCases[index] }
        next.pushed = matched(car.pushed)
        next.kept = [:]
        for (index, templates) in car.tabStacks where AppTab.allCases.indices.contains(index) && index != car.selectedTab {
            let kept = matched(templates)
            if !kept.isEmpty { next.kept[AppTab.allCases[index]] = kept }
        }
        return next
    }
}
