extension Rules {
    /// `CPListTemplate.maximumItemCount`, counted across all sections.
    public static let listItemLimit = Rule(
        id: "list.item-limit", severity: .warning,
        summary: "A list shows at most profile.maximumItemCount items, counted across all sections (12 on a car that limits lists while driving).",
        carPlayBehaviour: "trims: keeps the first N items and discards the rest",
        source: "[AD][H] CPListTemplate.maximumItemCount; [DG] CarPlay Developer Guide, June 2025: limited lists (12 items)")

    /// `CPListTemplate.maximumSectionCount`.
    public static let listSectionLimit = Rule(
        id: "list.section-limit", severity: .warning,
        summary: "A list shows at most profile.maximumSectionCount sections.",
        carPlayBehaviour: "trims: keeps the first N sections",
        source: "[AD][H] CPListTemplate.maximumSectionCount")

    /// `CPListTemplate.maximumHeaderGridButtonCount`.
    public static let listHeaderGridLimit = Rule(
        id: "list.header-grid-limit", severity: .warning,
        summary: "A list shows at most profile.maximumHeaderGridButtons header grid buttons (pinned elements).",
        carPlayBehaviour: "trims: shows the first N",
        source: "[AD] CPListTemplate.maximumHeaderGridButtonCount (iOS 26)")

    /// A list keeps the title it was created with.
    public static let listTitleFixed = Rule(
        id: "list.title-fixed", severity: .error,
        summary: "A list's title is set at creation and cannot change: replace the template to show another title.",
        carPlayBehaviour: "cannot: the title is read-only once the list exists",
        source: "[H] CPListTemplate.title")

    /// One current row per list.
    public static let listSinglePlaying = Rule(
        id: "list.single-playing", severity: .warning,
        summary: "Set the playing indicator only on the row that is actually current: at most one row per list.",
        carPlayBehaviour: "shows every indicator, so several rows look current",
        source: "[H] CPListItem.isPlaying")

    /// Only the first character of an index title counts.
    public static let sectionIndexTitle = Rule(
        id: "section.index-title", severity: .warning,
        summary: "A section index title is a single character.",
        carPlayBehaviour: "uses only the first character",
        source: "[H][AD] CPListSection.sectionIndexTitle")

    /// Two navigation bar buttons per side.
    public static let navBarButtonLimit = Rule(
        id: "navBar.button-limit", severity: .warning,
        summary: "A list or grid has at most profile.maximumNavigationBarButtons (2) leading and as many trailing navigation bar buttons.",
        carPlayBehaviour: "ignores the extra buttons",
        source: "[H] CPBarButtonProviding leadingNavigationBarButtons / trailingNavigationBarButtons")
}
