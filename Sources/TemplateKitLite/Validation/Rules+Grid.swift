extension Rules {
    /// `CPGridTemplateMaximumItems`.
    public static let gridButtonLimit = Rule(
        id: "grid.button-limit", severity: .warning,
        summary: "A grid shows at most profile.maximumGridButtons (8, CPGridTemplateMaximumItems) buttons.",
        carPlayBehaviour: "trims: shows the first 8",
        source: "[DG] CarPlay Developer Guide, June 2025; [AD] CPGridTemplateMaximumItems")

    /// A grid button needs a title.
    public static let gridButtonTitle = Rule(
        id: "grid.button-title", severity: .warning,
        summary: "A grid button (or header grid button) has at least one non-empty title variant.",
        carPlayBehaviour: "hides: a button without a non-empty title is not displayed (no exception)",
        source: "[H] CPGridButton titleVariants")

    /// A grid button needs an image to be shown.
    public static let gridButtonImage = Rule(
        id: "grid.button-image", severity: .warning,
        summary: "A grid button (or header grid button) has an image.",
        carPlayBehaviour: "not displayed",
        source: "[H] CPGridButton")
}
