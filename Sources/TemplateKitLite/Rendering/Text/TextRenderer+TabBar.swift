extension TextRenderer {
    /// A tab bar: the selected tab's content, then the tabs (`◆` selected, `◇` others,
    /// `●` badge) on one line, or one per line when they do not fit.
    func writeTabBar(_ tabBar: TabBarTemplate, into frame: inout TextFrame) {
        if let tab = selectedTab(tabBar) {
            if case .tabBar = tab.content {
                frame.line("⚠ a tab bar inside a tab: CarPlay throws")
            } else {
                writeBody(tab.content, into: &frame)
            }
        } else {
            frame.line("⚠ selected tab " + String(tabBar.selectedIndex) + " does not exist")
        }
        frame.divider()
        let labels = tabBar.tabs.enumerated().map { index, tab in
            tabLabel(tab, isSelected: index == tabBar.selectedIndex)
        }
        let oneLine = labels.joined(separator: "   ")
        if labels.isEmpty {
            frame.line("⚠ no tabs")
        } else if DisplayWidth.of(oneLine) <= frame.contentWidth {
            frame.line(oneLine)
        } else {
            for label in labels { frame.line(label) }
        }
        if tabBar.tabs.count > profile.maximumTabCount {
            frame.wrapped("⚠ " + TextLabel.count(tabBar.tabs.count, "tab") + ": this car allows "
                + String(profile.maximumTabCount) + " (CarPlay throws)")
        }
    }

    /// `◆ Browse [sym music] ●` (`▢` is kept for images).
    func tabLabel(_ tab: Tab, isSelected: Bool) -> String {
        var label = (isSelected ? "◆ " : "◇ ")
        if let system = tab.systemItem {
            label += system.rawValue + " (system)"
        } else {
            label += tab.title.isEmpty ? "(untitled)"
                : showsDetails ? TextLabel.name(tab.title) : carLine(TextLabel.name(tab.title), .tabTitle)
            if showsDetails, let image = tab.image { label += " " + TextLabel.image(image) }
        }
        return tab.showsBadge ? label + " ●" : label
    }

    /// The selected tab, when the index is in range.
    func selectedTab(_ tabBar: TabBarTemplate) -> Tab? {
        tabBar.tabs.indices.contains(tabBar.selectedIndex) ? tabBar.tabs[tabBar.selectedIndex] : nil
    }
}
