/// The root tab bar (`CPTabBarTemplate`): at most 4 tabs for audio apps, root only.
public struct TabBarTemplate: Sendable, Hashable {
    /// Stable identity for the reconciler (`.id(…)`); `nil` means `kind:title`, see ``Identity``.
    public var id: String? = nil
    public var tabs: [Tab]
    /// Index of the selected tab.
    public var selectedIndex: Int

    public init(tabs: [Tab], selectedIndex: Int = 0) {
        self.tabs = tabs
        self.selectedIndex = selectedIndex
    }
}

/// One tab: its label and the list or grid it holds.
public struct Tab: Sendable, Hashable {
    public var title: String
    public var image: TemplateImage?
    /// A system tab item (`tabSystemItem`: its own title and image). An `image`
    /// (`tabImage`) overrides it, as in CarPlay.
    public var systemItem: TabSystemItem?
    /// Shows the badge dot on the tab.
    public var showsBadge: Bool
    public var content: Template

    public init(
        _ title: String, image: TemplateImage? = nil, systemItem: TabSystemItem? = nil,
        showsBadge: Bool = false, content: Template
    ) {
        self.title = title
        self.image = image
        self.systemItem = systemItem
        self.showsBadge = showsBadge
        self.content = content
    }
}

/// `UITabBarItem.SystemItem` values a CarPlay tab may use.
public enum TabSystemItem: String, Sendable, Hashable, CaseIterable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search,
        downloads, mostRecent, mostViewed
}
