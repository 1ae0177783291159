import TemplateKitLite

/// What a tap does, as a pure function, and the stack the car shows for a state: what a
/// catalog journey replays.
public enum PodcastNavigation {
    /// The templates on the car, root first: the tab bar, the podcasts opened from the
    /// library, and the alert last when it is up (a journey draws it presented).
    public static func stack(_ state: PodcastState) -> [Template] {
        var templates = [PodcastTabs.template(state).template]
        if state.tab == 0 {
            templates += state.opened.map { EpisodesScreen.template(state, podcast: $0).template }
        }
        if state.confirmingRemoval { templates.append(RemoveDownloadsAlert.template.template) }
        return templates
    }

    /// The same stack as the car holds it: root, pushed, presented.
    public static func navigationStack(_ state: PodcastState) throws -> NavigationStack {
        let templates = stack(state)
        let presented = templates.last.flatMap { $0.isModal ? $0 : nil }
        let pushed = templates.dropFirst().dropLast(presented == nil ? 0 : 1)
        var stack = try NavigationStack(root: templates[0])
        for template in pushed { try stack.push(template) }
        if let presented { try stack.present(presented) }
        return stack
    }

    /// The state after the driver taps something carrying `action`.
    public static func reduce(_ state: PodcastState, _ action: Action) -> PodcastState {
        var next = state
        switch action.name {
        case "open": if let id = action.arguments["podcast"]?.string { next.opened.append(id) }
        case "play": next.playing = action.arguments["episode"]?.string
        case "selectTab": next.tab = action.arguments["index"]?.int ?? 0
        case "askRemoveDownloads": next.confirmingRemoval = true
        case "removeDownloads": next.downloaded = []; next.confirmingRemoval = false
        case "dismiss": next.confirmingRemoval = false
        default: break
        }
        return next
    }
}
