extension NavigationStack {
    /// Selects tab `index` (counting from 0) as CarPlay does: the shown tab's pushed stack
    /// is kept for when it is selected again, and tab `index` shows the stack it had. Refused
    /// without a tab bar root, when no tab has that index, or while a template is presented.
    public mutating func selectTab(_ index: Int) throws(NavigationError) {
        let operation = "selectTab(\(index))"
        guard case .tabBar(var tabBar) = root else {
            throw .refused(operation, because: "the root is \(root.kindName) \(root.pathName), not a tab bar", at: path)
        }
        guard tabBar.tabs.indices.contains(index) else {
            let range = tabBar.tabs.isEmpty ? "there are no tabs" : "tabs count from 0 to \(tabBar.tabs.count - 1)"
            throw .refused(operation, Problem(Rules.tabBarSelectedIndex, "no tab \(index); \(range)"), at: path)
        }
        if presented != nil {
            throw .refused(operation, because: "a template is presented; dismiss it first", at: path)
        }
        if index != tabBar.selectedIndex {
            tabStacks[tabBar.selectedIndex] = pushed.isEmpty ? nil : pushed
            pushed = tabStacks.removeValue(forKey: index) ?? []
        }
        tabBar.selectedIndex = index
        root = .tabBar(tabBar)
    }
}
