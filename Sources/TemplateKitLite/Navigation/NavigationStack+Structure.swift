extension NavigationStack {
    /// The template shown at depth 1: the selected tab's under a tab bar, else the root.
    var rootShown: Template {
        if case .tabBar(let tabBar) = root, let content = tabBar.selectedContent { content } else { root }
    }

    /// The path of the template at depth 1: `tabs[i] › "Title"` under a tab bar (just
    /// `tabs[i]` if no tab has that index), else the root's name.
    var basePath: NodePath {
        guard case .tabBar(let tabBar) = root else { return NodePath.root(of: root) }
        let tab = NodePath([.tab(tabBar.selectedIndex)])
        guard let content = tabBar.selectedContent else { return tab }
        return tab.appending(.template(content.pathName))
    }

    /// The templates the stack shows, bottom → top (presented excluded).
    var shown: [Template] { [rootShown] + pushed }

    /// The error-severity problems of `template` as the root: placement, then a tab bar's
    /// structure and each tab's content.
    static func rootProblems(_ template: Template, profile: CarProfile) -> [Problem] {
        var problems = template.placementProblems(in: .root, profile: profile)
        if case .tabBar(let tabBar) = template {
            problems += tabBar.structureProblems(profile: profile)
            for tab in tabBar.tabs {
                problems += tab.content.placementProblems(in: .tab, profile: profile)
            }
        }
        return problems.filter { $0.rule.severity == .error }
    }
}
