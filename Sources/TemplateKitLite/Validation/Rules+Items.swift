extension Rules {
    /// `accessoryImage` wins over `accessoryType`.
    public static let itemAccessoryImage = Rule(
        id: "item.accessory-image", severity: .warning,
        summary: "A row sets an accessory image or a non-none accessory, not both.",
        carPlayBehaviour: "ignores the accessory: setting accessoryImage forces accessoryType = .none",
        source: "[AD] CPListItem.setAccessoryImage(_:)")

    /// Progress is a fraction.
    public static let itemProgressRange = Rule(
        id: "item.progress-range", severity: .warning,
        summary: "Lint: a row's playbackProgress is a finite fraction in 0…1.",
        carPlayBehaviour: "not refused: CarPlay documents a fraction between 0 and 1 and nothing for other values, so what draws is undefined",
        source: "[AD] CPListItem.playbackProgress")

    /// `CPMaximumNumberOfGridImages`.
    public static let imageRowImageLimit = Rule(
        id: "imageRow.image-limit", severity: .warning,
        summary: "An image row shows at most profile.maximumImageRowImages images (CPMaximumNumberOfGridImages), fewer on narrow screens.",
        carPlayBehaviour: "trims: uses the first N images",
        source: "[H] CPListImageRowItem, CPMaximumNumberOfGridImages")

    /// iOS 26 image-row elements are all of one kind.
    public static let imageRowMixedElements = Rule(
        id: "imageRow.mixed-elements", severity: .warning,
        summary: "An iOS 26 image row holds elements of one kind (row, card, condensed, grid or image grid).",
        carPlayBehaviour: "inferred: each initializer takes one element kind, so the adapter builds the row from the first element's kind and drops the others",
        source: "[I] inferred from CPListImageRowItem's typed initializers (iOS 26); no documented failure")
}
