extension Rules {
    /// `CPTabBarTemplate` is a root template only.
    public static let tabBarRootOnly = Rule(
        id: "tabBar.root-only", severity: .error,
        summary: "A tab bar is only ever the root: never pushed, presented or put inside a tab.",
        carPlayBehaviour: "refused: a tab bar cannot be pushed or presented",
        source: "[AD] CPTabBarTemplate reference page")

    /// `CPTabBarTemplate.maximumTabCount`.
    public static let tabBarTabCount = Rule(
        id: "tabBar.tab-count", severity: .error,
        summary: "A tab bar holds at most profile.maximumTabCount tabs (CPTabBarTemplate.maximumTabCount: 4 for audio apps).",
        carPlayBehaviour: "throws",
        source: "[H] CPTabBarTemplate.maximumTabCount; [DG] CarPlay Developer Guide, June 2025")

    /// What a tab may hold.
    public static let tabBarTabContent = Rule(
        id: "tabBar.tab-content", severity: .error,
        summary: "A tab holds a list or a grid; now playing, an alert or an action sheet is never a tab.",
        carPlayBehaviour: "refused: not a tab template for audio apps",
        source: "[DG] CarPlay Developer Guide, June 2025: template table (tab bar)")

    /// The selected index must name a tab.
    public static let tabBarSelectedIndex = Rule(
        id: "tabBar.selected-index", severity: .error,
        summary: "The selected tab index (counting from 0) names one of the tab bar's tabs.",
        carPlayBehaviour: "invalid value: there is no template at that index to select",
        source: "[H] CPTabBarTemplate.selectTemplate(at:) selects one of its own templates")

    /// The now playing button may vanish from a crowded tab bar.
    public static let tabBarNowPlayingButton = Rule(
        id: "tabBar.now-playing-button", severity: .warning,
        summary: "With more than 4 tabs the now playing button may not appear in the tab bar.",
        carPlayBehaviour: "hides the now playing button",
        source: "[DG] CarPlay Developer Guide, June 2025: tab bar")
}
