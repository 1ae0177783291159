extension TabBarTemplate {
    /// Tab count and selection problems on a car with `profile`, in that order.
    func structureProblems(profile: CarProfile) -> [Problem] {
        var problems: [Problem] = []
        if tabs.count > profile.maximumTabCount {
            problems.append(Problem(Rules.tabBarTabCount,
                "\(tabs.count) tabs, over this car's limit of \(profile.maximumTabCount)"))
        }
        let roomy = Self.tabsWithNowPlayingButton
        if tabs.count > roomy {
            problems.append(Problem(Rules.tabBarNowPlayingButton,
                "\(tabs.count) tabs: the now playing button may not appear beside more than \(roomy)"))
        }
        if !tabs.indices.contains(selectedIndex) {
            let range = tabs.isEmpty ? "there are no tabs" : "tabs count from 0 to \(tabs.count - 1)"
            problems.append(Problem(Rules.tabBarSelectedIndex, "selected index \(selectedIndex), but \(range)"))
        }
        return problems
    }

    /// The most tabs beside which the now playing button is sure to appear ([DG]).
    static let tabsWithNowPlayingButton = 4

    /// The selected tab's content, if the selected index names a tab.
    var selectedContent: Template? {
        tabs.indices.contains(selectedIndex) ? tabs[selectedIndex].content : nil
    }
}
