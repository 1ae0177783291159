/// What a car keeps of the templates it is given: lists trimmed to its item and section
/// limits (as CarPlay trims at init and at `updateSections`). The reconciler compares,
/// builds and updates only this, so a change past the limit sends nothing and the cost of
/// an update grows with what the car shows, not with the list behind it.
///
///     CarKeeps(.limited).template(.list(artists))   // the first 12 rows
struct CarKeeps {
    let profile: CarProfile

    init(_ profile: CarProfile) { self.profile = profile }

    /// `stack` with every list (a tab bar's roots too) trimmed to what the car keeps.
    func stack(_ stack: NavigationStack) -> NavigationStack {
        var kept = NavigationStack(unchecked: template(stack.root), pushed: stack.pushed.map(template),
                                   presented: stack.presented, profile: stack.profile)
        kept.tabStacks = stack.tabStacks
        return kept
    }

    func template(_ template: Template) -> Template {
        switch template {
        case .list(let list): return .list(self.list(list))
        case .tabBar(var bar):
            for index in bar.tabs.indices { bar.tabs[index].content = self.template(bar.tabs[index].content) }
            return .tabBar(bar)
        default: return template
        }
    }

    /// The list with the sections and rows the car keeps; the list itself when it fits
    /// (counting stops at the limit, so a long list is not walked past it).
    func list(_ list: ListTemplate) -> ListTemplate {
        guard !fits(list) else { return list }
        var kept = list
        kept.sections = ListTrim(list, profile: profile).sections.map { visible in
            var section = visible.section
            section.items = Array(visible.items)
            return section
        }
        return kept
    }

    func fits(_ list: ListTemplate) -> Bool {
        guard list.sections.count <= profile.maximumSectionCount else { return false }
        var remaining = profile.maximumItemCount
        for section in list.sections {
            remaining -= section.items.count
            if remaining < 0 { return false }
        }
        return true
    }
}
