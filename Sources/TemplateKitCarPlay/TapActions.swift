import TemplateKitLite

/// The action behind every tappable part of the templates a car shows, by the key the
/// adapter gives each CarPlay object's handler (`list › section › row`, `grid › button`, …).
enum TapActions {
    /// The actions of every part the car holds (of lists, the rows `keeps` keeps).
    static func collect(_ stack: NavigationStack, keeping keeps: CarKeeps) -> [String: Action] {
        var actions: [String: Action] = [:]
        for template in templates(in: stack) { add(template, keeps, to: &actions) }
        return actions
    }

    /// Every template the car holds: the root (each tab), every kept and shown stack, the modal.
    static func templates(in stack: NavigationStack) -> [Template] {
        var all = [stack.root]
        if case .tabBar(let bar) = stack.root { all += bar.tabs.map(\.content) }
        all += stack.pushed + stack.tabStacks.keys.sorted().flatMap { stack.tabStacks[$0] ?? [] }
        if let presented = stack.presented { all.append(presented) }
        return all
    }

    static func add(_ template: Template, _ keeps: CarKeeps, to actions: inout [String: Action]) {
        let id = template.identity
        switch template {
        case .list(let list):
            for (s, count) in keeps.counts(list.sections).enumerated() {
                let section = list.sections[s]
                let sectionKey = "\(id) › \(Identity.key(section.id, at: s))"
                actions["\(sectionKey) › header"] = section.headerButton?.action
                for (r, element) in section.items.prefix(count).enumerated() {
                    let key = "\(sectionKey) › \(Identity.rowKey(of: section.items, at: r))"
                    switch element {
                    case .item(let item): actions[key] = item.action
                    case .imageRow(let row):
                        actions[key] = row.action
                        // Indexed over the elements the car shows: those of the first element's kind.
                        let kind = row.elements.first?.kind
                        let taps = row.elements.isEmpty ? row.images.map(\.action)
                            : row.elements.filter { $0.kind == kind }.map(\.action)
                        for (index, action) in taps.enumerated() { actions["\(key) › \(index)"] = action }
                    }
                }
            }
            bars(id, list.leadingNavigationBarButtons, list.trailingNavigationBarButtons, &actions)
            actions["\(id) › back"] = list.backButton?.action
            for (i, b) in list.headerGridButtons.enumerated() { actions["\(id) › headerGrid › \(Identity.key(b.id, at: i))"] = b.action }
            for (i, b) in (list.detailsHeader?.actionButtons ?? []).enumerated() { actions["\(id) › detailsHeader › \(i)"] = b.action }
        case .grid(let grid):
            for (index, button) in grid.buttons.enumerated() { actions["\(id) › \(Identity.key(button.id, at: index))"] = button.action }
            bars(id, grid.leadingNavigationBarButtons, grid.trailingNavigationBarButtons, &actions)
        case .nowPlaying(let np):
            for (index, button) in np.buttons.enumerated() { actions["nowPlaying › \(Identity.key(button.id, at: index))"] = button.action }
            actions["nowPlaying › upNext"] = np.isUpNextButtonEnabled ? np.upNextAction : nil
            actions["nowPlaying › albumArtist"] = np.isAlbumArtistButtonEnabled ? np.albumArtistAction : nil
        case .alert(let alert): for (i, a) in alert.actions.enumerated() { actions["\(id) › \(i)"] = a.action }
        case .actionSheet(let sheet): for (i, a) in sheet.actions.enumerated() { actions["\(id) › \(i)"] = a.action }
        case .tabBar, .unsupported: break
        }
    }

    static func bars(_ id: String, _ leading: [BarButton], _ trailing: [BarButton], _ actions: inout [String: Action]) {
        for (i, b) in leading.enumerated() { actions["\(id) › leading › \(i)"] = b.action }
        for (i, b) in trailing.enumerated() { actions["\(id) › trailing › \(i)"] = b.action }
    }
}
