import TemplateKitLite

/// Something a driver can touch on the visible template, in the order the car shows
/// them: a list's rows (under a tab bar, the selected tab's), a grid's buttons, now
/// playing's buttons then Up Next and the album-artist button, a modal's actions.
///
///     JourneyTarget.all(in: .grid(genres), profile: .unconstrained)   // [("Jazz", Action("genre", …)), …]
struct JourneyTarget {
    /// What the car shows on it: a row's text, a button's title or label.
    let text: String
    let action: Action

    /// The touchable things of `template` that carry an action and are enabled, within
    /// what `profile` shows.
    static func all(in template: Template, profile: CarProfile) -> [JourneyTarget] {
        switch template {
        case .tabBar(let bar): return selected(bar).map { all(in: $0, profile: profile) } ?? []
        case .list(let list): return rows(of: list, profile: profile)
        case .grid(let grid):
            return grid.buttons.prefix(profile.maximumGridButtons).compactMap { button in
                guard button.isEnabled, let action = button.action else { return nil }
                return JourneyTarget(text: button.titleVariants.first ?? "", action: action)
            }
        case .nowPlaying(let nowPlaying): return buttons(of: nowPlaying, profile: profile)
        case .alert(let alert): return actions(alert.actions.prefix(profile.maximumAlertActions))
        case .actionSheet(let sheet): return actions(sheet.actions[...])
        case .unsupported: return []
        }
    }

    /// What a miss is called in the error: `row`, `button`, `action`.
    static func noun(for template: Template) -> String {
        switch template {
        case .tabBar(let bar): selected(bar).map(noun) ?? "row"
        case .list, .unsupported: "row"
        case .grid, .nowPlaying: "button"
        case .alert, .actionSheet: "action"
        }
    }

    /// The selected tab's template, if the index names a tab.
    static func selected(_ bar: TabBarTemplate) -> Template? {
        bar.tabs.indices.contains(bar.selectedIndex) ? bar.tabs[bar.selectedIndex].content : nil
    }

    /// The rows with an action under the sections headed `header`, among those `profile`
    /// shows; with `afterPlaying`, only those after the first playing row there (a row with
    /// a playing indicator), when one plays.
    static func rows(under header: String, of template: Template, afterPlaying: Bool, profile: CarProfile) -> [JourneyTarget] {
        guard case .list(let list) = content(of: template) else { return [] }
        var items: [ListItem] = []
        var offset = 0
        for section in list.sections {
            defer { offset += section.items.count }
            guard section.header == header else { continue }
            for element in section.items.prefix(max(0, profile.maximumItemCount - offset)) {
                if case .item(let item) = element { items.append(item) }
            }
        }
        let playing = afterPlaying ? items.firstIndex { $0.playingIndicator != .none } : nil
        return items.dropFirst(playing.map { $0 + 1 } ?? 0).compactMap { item in
            guard item.isEnabled, let action = item.action else { return nil }
            return JourneyTarget(text: item.text, action: action)
        }
    }

    /// Now playing's Up Next button (`upNext`) or album-artist button, when enabled with an
    /// action: `Up Next` (or its title), `Album Artist`.
    static func nowPlayingButton(_ upNext: Bool, on template: Template) -> JourneyTarget? {
        guard case .nowPlaying(let nowPlaying) = content(of: template) else { return nil }
        if upNext {
            guard nowPlaying.isUpNextButtonEnabled, let action = nowPlaying.upNextAction else { return nil }
            return JourneyTarget(text: nowPlaying.upNextTitle ?? "Up Next", action: action)
        }
        guard nowPlaying.isAlbumArtistButtonEnabled, let action = nowPlaying.albumArtistAction else { return nil }
        return JourneyTarget(text: "Album Artist", action: action)
    }

    /// What the driver sees of `template`: under a tab bar, the selected tab's template.
    static func content(of template: Template) -> Template? {
        if case .tabBar(let bar) = template { return selected(bar) }
        return template
    }

    private static func rows(of list: ListTemplate, profile: CarProfile) -> [JourneyTarget] {
        list.sections.flatMap(\.items).prefix(profile.maximumItemCount).compactMap { element in
            guard case .item(let item) = element, item.isEnabled, let action = item.action else { return nil }
            return JourneyTarget(text: item.text, action: action)
        }
    }

    private static func buttons(of nowPlaying: NowPlayingTemplate, profile: CarProfile) -> [JourneyTarget] {
        var targets = nowPlaying.buttons.prefix(profile.maximumNowPlayingButtons).compactMap { button -> JourneyTarget? in
            guard button.isEnabled, let action = button.action else { return nil }
            return JourneyTarget(text: button.label ?? button.kind.name, action: action)
        }
        if nowPlaying.isUpNextButtonEnabled, let action = nowPlaying.upNextAction {
            targets.append(JourneyTarget(text: nowPlaying.upNextTitle ?? "Up Next", action: action))
        }
        if nowPlaying.isAlbumArtistButtonEnabled, let action = nowPlaying.albumArtistAction {
            targets.append(JourneyTarget(text: "album artist", action: action))
        }
        return targets
    }

    private static func actions(_ actions: ArraySlice<AlertAction>) -> [JourneyTarget] {
        actions.compactMap { alertAction in alertAction.action.map { JourneyTarget(text: alertAction.title, action: $0) } }
    }
}
