extension NavigationStack {
    /// Pops to the root, then selects tab `index` (counting from 0). Refused without a tab
    /// bar root or when no tab has that index.
    public mutating func selectTab(_ index: Int) throws(NavigationError) {
        let operation = "selectTab(\(index))"
        guard case .tabBar(var tabBar) = root else {
            throw .refused(operation, because: "the root is \(root.kindName) \(root.pathName), not a tab bar", at: path)
        }
        guard tabBar.tabs.indices.contains(index) else {
            let range = tabBar.tabs.isEmpty ? "there are no tabs" : "tabs count from 0 to \(tabBar.tabs.count - 1)"
            throw .refused(operation, Problem(Rules.tabBarSelectedIndex, "no tab \(index); \(range)"), at: path)
        }
        pushed.removeAll()
        tabBar.selectedIndex = index
        root = .tabBar(tabBar)
    }
}
