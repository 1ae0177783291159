import TemplateKitLite

/// The tappable parts of a template in the order the review page's car drawing draws
/// them (``CarScreenHTML``): list rows across the sections the car shows, grid buttons,
/// now playing's buttons then Album Artist then Up Next, alert and action sheet actions.
/// The click-through car sends "the i-th row as drawn"; this finds its action.
struct TappableParts {
    let template: Template
    let profile: CarProfile

    init(_ template: Template, profile: CarProfile) {
        if case .tabBar(let bar) = template, bar.tabs.indices.contains(bar.selectedIndex) {
            self.template = bar.tabs[bar.selectedIndex].content
        } else {
            self.template = template
        }
        self.profile = profile
    }

    struct Found {
        let action: Action
        let text: String
        /// The same tap as a ``JourneyTap``: `.row(n)` counts rows with an action from 1.
        let journeyTap: JourneyTap?
    }

    func action(_ part: NavigationStep.TappablePart, _ index: Int) -> Found? {
        switch (part, template) {
        case (.row, .list(let list)): row(list, index)
        case (.cell, .grid(let grid)):
            grid.buttons.prefix(profile.maximumGridButtons).enumerated().first { $0.offset == index }.flatMap { _, button in
                button.isEnabled ? button.action.map { Found(action: $0, text: button.titleVariants.first ?? "", journeyTap: nil) } : nil
            }
        case (.button, .nowPlaying(let np)): nowPlayingButton(np, index)
        case (.action, .alert(let alert)):
            // The car's alert rule (CarView): the hidden actions are not tappable.
            modal(alert.actions, index, hidden: Set(CarView(.alert(alert), profile: profile).alertActions?.hidden ?? []))
        case (.action, .actionSheet(let sheet)): modal(sheet.actions, index, hidden: [])
        default: nil
        }
    }

    /// The rows as drawn: sections up to the car's section limit, rows up to its item limit.
    func drawnRows(_ list: ListTemplate) -> [ListElement] {
        var rows: [ListElement] = []
        var budget = profile.maximumItemCount
        for section in list.sections.prefix(profile.maximumSectionCount) {
            for element in section.items {
                guard budget > 0 else { break }
                budget -= 1
                rows.append(element)
            }
        }
        return rows
    }

    private func row(_ list: ListTemplate, _ index: Int) -> Found? {
        let rows = drawnRows(list)
        guard rows.indices.contains(index) else { return nil }
        switch rows[index] {
        case .item(let item):
            guard item.isEnabled, let action = item.action else { return nil }
            let number = rows[...index].filter { if case .item(let row) = $0 { row.isEnabled && row.action != nil } else { false } }.count
            return Found(action: action, text: item.text, journeyTap: .row(number))
        case .imageRow(let row):
            guard row.isEnabled, let action = row.action else { return nil }
            return Found(action: action, text: row.text ?? "", journeyTap: nil)
        }
    }

    private func nowPlayingButton(_ np: NowPlayingTemplate, _ index: Int) -> Found? {
        var parts: [(Action?, String, Bool)] = np.buttons.prefix(5).map { ($0.action, $0.label ?? $0.kind.name, $0.isEnabled) }
        if np.isAlbumArtistButtonEnabled { parts.append((np.albumArtistAction, "Album Artist", true)) }
        if np.isUpNextButtonEnabled { parts.append((np.upNextAction, np.upNextTitle ?? "Up Next", true)) }
        guard parts.indices.contains(index), parts[index].2, let action = parts[index].0 else { return nil }
        return Found(action: action, text: parts[index].1, journeyTap: nil)
    }

    private func modal(_ actions: [AlertAction], _ index: Int, hidden: Set<AlertAction>) -> Found? {
        guard actions.indices.contains(index), !hidden.contains(actions[index]), let action = actions[index].action else { return nil }
        return Found(action: action, text: actions[index].title, journeyTap: nil)
    }
}
