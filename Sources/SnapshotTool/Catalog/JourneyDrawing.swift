import TemplateKitLite

/// How a journey draws the app's stack: the tab bar root with the journey's selected tab,
/// a modal last presented over the rest.
enum JourneyDrawing {
    /// The tab drawn selected after `tap` sent `action` and the app shows `templates`: a
    /// `.tab` step's tab, unless the app's own tab bar selects it already — then the app's
    /// selection is drawn from then on, so a later action may change tabs itself (Up Next
    /// opening the Now Playing tab).
    static func selectedTab(after tap: JourneyTap, _ action: Action?, showing templates: [Template], was current: Int?) -> Int? {
        guard case .tab = tap, let tab = action?.arguments["index"]?.int else { return current }
        if case .tabBar(let bar)? = templates.first, bar.selectedIndex == tab { return nil }
        return tab
    }

    /// The stack as drawn: the tab bar root with the journey's selected tab.
    static func shown(_ templates: [Template], selectedTab: Int?) -> [Template] {
        guard let selectedTab, case .tabBar(var bar)? = templates.first else { return templates }
        bar.selectedIndex = selectedTab
        return [.tabBar(bar)] + templates.dropFirst()
    }

    /// The breadcrumb and the template on top; a modal last is drawn presented.
    static func render(_ templates: [Template], _ renderer: TextRenderer) -> String {
        if let last = templates.last, last.isModal, templates.count > 1 {
            return renderer.render(stack: Array(templates.dropLast()), presented: last)
        }
        return renderer.render(stack: templates, presented: nil)
    }

    /// The state Back returns to without a back action: the latest in `history` (the states
    /// before each push) that shows fewer than `depth` templates, else `start`.
    static func back<State>(from depth: Int, _ history: inout [State], start: State, stack: (State) -> [Template]) -> State {
        while let previous = history.popLast() {
            if stack(previous).count < depth { return previous }
        }
        return start
    }

    /// The state after `tap` sent `action`, as a journey takes it: Back without a back
    /// action (`action` nil) returns to an earlier state (``back(from:_:start:stack:)``);
    /// Back with one and a tab switch send it; any other tap remembers the state in
    /// `history` for a later Back, then sends its action. `depth` is the stack drawn before.
    ///
    ///     state = JourneyDrawing.state(after: .back, sent: nil, from: state, depth: 2,
    ///                                  history: &history, start: start, stack: stack, reduce: reduce)
    static func state<State>(
        after tap: JourneyTap, sent action: Action?, from state: State, depth: Int, history: inout [State],
        start: State, stack: (State) -> [Template], reduce: (State, Action) -> State
    ) -> State {
        switch (tap, action) {
        case (_, nil): return back(from: depth, &history, start: start, stack: stack)
        case (.back, let action?), (.tab, let action?): return reduce(state, action)
        case (_, let action?):
            history.append(state)
            return reduce(state, action)
        }
    }
}
