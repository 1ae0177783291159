import TemplateKitLite

/// Replays a generic ``SnapshotJourney`` and writes its steps, counted from 1:
///
///     Journey podcast/journeys/play-latest: episodes → now playing
///
///     Start
///     ┌ Episodes ──── … ┐
///     …
///     Step 1: tap row 1 "Episode 12"
///       sends play episode=12
///
/// The templates `stack` returns are root first; an alert or action sheet last is
/// presented over the others (drawn as presented, not counted in the depth). A `.tab`
/// step selects a tab of a tab bar root: the reducer receives
/// ``JourneyTap/selectTabAction(index:title:)``, and the tab is drawn selected from then
/// on unless the app's own tab bar selects it (then the app's selection is drawn).
struct JourneyReplay {
    let name: String
    let summary: String
    let profile: CarProfile
    var style: TextRenderer.Style = .driver

    func text<State>(
        start: State, taps: [JourneyTap],
        stack: (State) -> [Template], reduce: (State, Action) -> State
    ) throws(JourneyTapError) -> String {
        let renderer = TextRenderer(profile: profile, style: style)
        var state = start
        var selectedTab: Int?
        var out = "Journey \(name)" + (summary.isEmpty ? "" : ": \(summary)") + "\n\nStart\n"
        out += Self.render(stack(state), selectedTab: selectedTab, renderer)
        for (index, tap) in taps.enumerated() {
            let shownStack = Self.shown(stack(state), selectedTab: selectedTab)
            let (action, text) = try Self.resolve(tap, in: shownStack, profile: profile, journey: name, step: index + 1)
            state = reduce(state, action)
            selectedTab = Self.selectedTab(after: tap, action, showing: stack(state), was: selectedTab)
            let shown = if case .row = tap { " \"\(text)\"" } else { "" }
            out += "\nStep \(index + 1): \(tap)\(shown)\n"
            if style == .details { out += "  sends \(action.summary)\n" }
            out += Self.render(stack(state), selectedTab: selectedTab, renderer)
        }
        return out
    }

    /// The action `tap` sends on `stack` (as shown) and the text of what it touched.
    static func resolve(
        _ tap: JourneyTap, in stack: [Template], profile: CarProfile, journey: String, step: Int
    ) throws(JourneyTapError) -> (Action, String) {
        let miss = { (noun: String) in JourneyTapError(journey: journey, step: step, tap: tap, noun: noun) }
        if case .tab(let title) = tap {
            guard case .tabBar(let bar)? = stack.first,
                let index = bar.tabs.firstIndex(where: { $0.title.contains(title) })
            else { throw miss("tab") }
            return (JourneyTap.selectTabAction(index: index, title: bar.tabs[index].title), bar.tabs[index].title)
        }
        guard let visible = stack.last else { throw miss("row") }
        let targets = JourneyTarget.all(in: visible, profile: profile)
        let target: JourneyTarget? = switch tap {
        case .row(let number): targets.indices.contains(number - 1) ? targets[number - 1] : nil
        case .text(let text): targets.first { $0.text.contains(text) }
        case .tab: nil
        }
        guard let target else { throw miss(JourneyTarget.noun(for: visible)) }
        return (target.action, target.text)
    }

    /// The tab drawn selected after `tap` sent `action` and the app shows `templates`: a
    /// `.tab` step's tab, unless the app's own tab bar selects it already — then the app's
    /// selection is drawn from then on, so a later action may change tabs itself (Up Next
    /// opening the Now Playing tab).
    static func selectedTab(after tap: JourneyTap, _ action: Action, showing templates: [Template], was current: Int?) -> Int? {
        guard case .tab = tap, let tab = action.arguments["index"]?.int else { return current }
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
    static func render(_ templates: [Template], selectedTab: Int?, _ renderer: TextRenderer) -> String {
        let templates = shown(templates, selectedTab: selectedTab)
        if let last = templates.last, last.isModal, templates.count > 1 {
            return renderer.render(stack: Array(templates.dropLast()), presented: last)
        }
        return renderer.render(stack: templates, presented: nil)
    }
}
