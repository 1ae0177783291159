import TemplateKitLite

/// Turns the route-level ``AppStack`` into CarPlay templates on a TemplateKitLite
/// ``NavigationStack``, which refuses every transition CarPlay would throw on.
public enum AppNavigation {
    /// The templates for `stack`, pushed one by one as the app would push them.
    public static func navigationStack(
        _ state: AppState, _ stack: AppStack, profile: CarProfile
    ) throws(NavigationError) -> NavigationStack {
        try navigationStack(stack, root: RootScreen.template(state, selected: stack.tab).template, profile: profile) {
            Screens.template(for: $0, state)
        }
    }

    /// The templates for `stack`, or, when CarPlay would refuse them, for the longest run
    /// of its routes it accepts (the tab's root at least), with the refusal.
    ///
    ///     let (shown, refusal) = AppNavigation.nearestAccepted(state, stack, profile: car)
    public static func nearestAccepted(
        _ state: AppState, _ stack: AppStack, profile: CarProfile
    ) -> (NavigationStack?, NavigationError?) {
        var routes = stack
        var refusal: NavigationError?
        while true {
            do throws(NavigationError) {
                return (try navigationStack(state, routes, profile: profile), refusal)
            } catch {
                refusal = refusal ?? error
                guard !routes.pushed.isEmpty else { return (nil, refusal) }
                routes.pushed.removeLast()
            }
        }
    }

    /// The same, from a root and screens the caller already has (``Explorer`` reuses them).
    package static func navigationStack(
        _ stack: AppStack, root: Template, profile: CarProfile, screen: (Route) -> Template
    ) throws(NavigationError) -> NavigationStack {
        var nav = try NavigationStack(root: root, profile: profile)
        for route in stack.pushed {
            try nav.push(screen(route))
        }
        return nav
    }

    /// The actions a driver can send from the visible screen under `profile`: every
    /// enabled row the car shows (hidden rows cannot be tapped), now playing's buttons,
    /// the tabs, and back.
    public static func availableActions(_ state: AppState, _ stack: AppStack, profile: CarProfile) -> [AppAction] {
        availableActions(stack, visible: Screens.template(for: stack.visible, state), profile: profile)
    }

    /// The same, given the visible screen's template.
    package static func availableActions(_ stack: AppStack, visible: Template, profile: CarProfile) -> [AppAction] {
        var actions = TemplateActions.tappable(visible, profile: profile).compactMap(AppAction.init)
        if stack.pushed.isEmpty {
            actions += AppTab.allCases.filter { $0 != stack.tab }.map(AppAction.selectTab)
        } else {
            actions.append(.back)
        }
        return actions
    }
}

/// The actions a template's tappable parts carry, as the car shows them.
public enum TemplateActions {
    public static func tappable(_ template: Template, profile: CarProfile) -> [Action] {
        switch template {
        case .list(let list): listActions(list, limit: profile.maximumItemCount)
        case .nowPlaying(let np):
            np.buttons.prefix(profile.maximumNowPlayingButtons).filter(\.isEnabled).compactMap(\.action)
                + [np.isUpNextButtonEnabled ? np.upNextAction : nil,
                   np.isAlbumArtistButtonEnabled ? np.albumArtistAction : nil].compactMap { $0 }
        case .grid(let grid): grid.buttons.prefix(profile.maximumGridButtons).filter(\.isEnabled).compactMap(\.action)
        case .alert(let alert): alert.actions(on: profile).shown.compactMap(\.action)
        case .actionSheet(let sheet): sheet.actions.compactMap(\.action)
        case .tabBar(let bar): bar.tabs.indices.contains(bar.selectedIndex) ? tappable(bar.tabs[bar.selectedIndex].content, profile: profile) : []
        case .unsupported: []
        }
    }

    /// The actions of the first `limit` rows, read in place: joining every section's rows
    /// first copied a whole catalog's Artists list (thousands of rows) to read the 500 shown.
    static func listActions(_ list: ListTemplate, limit: Int) -> [Action] {
        var actions: [Action] = []
        var remaining = max(limit, 0)
        for section in list.sections where remaining > 0 {
            for element in section.items.prefix(remaining) {
                switch element {
                case .item(let item):
                    if item.isEnabled, let action = item.action { actions.append(action) }
                case .imageRow(let row):
                    if row.isEnabled {
                        actions += ([row.action] + row.images.map(\.action) + row.elements.map(\.action)).compactMap { $0 }
                    }
                }
            }
            remaining -= min(section.items.count, remaining)
        }
        return actions
    }
}
