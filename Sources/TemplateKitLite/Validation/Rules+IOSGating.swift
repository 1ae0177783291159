extension Rules {
    /// `CPListItem.isEnabled` (and image rows') from iOS 15.
    public static let iOSIsEnabled = Rule(
        id: "ios.is-enabled", severity: .warning,
        summary: "isEnabled = false on a list row needs iOS 15.",
        carPlayBehaviour: "unavailable below iOS 15 (no isEnabled on the row): it cannot be disabled and reports taps",
        source: "[H] CPListItem.isEnabled (iOS 15)")

    /// Enhanced section headers from iOS 15.
    public static let iOSEnhancedHeader = Rule(
        id: "ios.enhanced-header", severity: .warning,
        summary: "A section's header subtitle, image and button (enhanced header) need iOS 15.",
        carPlayBehaviour: "unavailable below iOS 15 (no enhanced CPListSection initializer): only a plain header can be shown",
        source: "[H] CPListSection enhanced header (iOS 15)")

    /// The assistant cell from iOS 15.
    public static let iOSAssistantCell = Rule(
        id: "ios.assistant-cell", severity: .warning,
        summary: "A list's assistant cell needs iOS 15.",
        carPlayBehaviour: "unavailable below iOS 15 (no CPAssistantCellConfiguration): no assistant cell",
        source: "[H] CPAssistantCellConfiguration (iOS 15)")

    /// The empty-list spinner from iOS 18.4.
    public static let iOSSpinner = Rule(
        id: "ios.spinner", severity: .warning,
        summary: "showsSpinnerWhileEmpty needs iOS 18.4.",
        carPlayBehaviour: "unavailable below iOS 18.4 (no showsSpinnerWhileEmpty): only the empty-view variants show",
        source: "[AD] CPListTemplate.showsSpinnerWhileEmpty (iOS 18.4)")

    /// Image-row elements from iOS 26.
    public static let iOSImageRowElements = Rule(
        id: "ios.image-row-elements", severity: .warning,
        summary: "Image-row elements (row, card, condensed, grid, image grid) need iOS 26.",
        carPlayBehaviour: "unavailable below iOS 26 (no element classes): a legacy image row of the same pictures shows instead",
        source: "[AD] CPListImageRowItem elements (iOS 26)")

    /// Header grid buttons from iOS 26.
    public static let iOSHeaderGridButtons = Rule(
        id: "ios.header-grid-buttons", severity: .warning,
        summary: "A list's header grid buttons (pinned elements) need iOS 26.",
        carPlayBehaviour: "unavailable below iOS 26 (no headerGridButtons): no pinned buttons",
        source: "[AD] CPListTemplate.headerGridButtons (iOS 26)")
}

extension Rules {
    /// Programmatic tab selection from iOS 17.
    public static let iOSSelectTab = Rule(
        id: "ios.select-tab", severity: .warning,
        summary: "Selecting a tab from the app (a selected tab other than the first, or a switch the app makes) needs iOS 17.",
        carPlayBehaviour: "unavailable below iOS 17 (no selectTemplate(at:) or select(_:)): the car stays on the tab the driver chose",
        source: "[B] CPTabBarTemplate selectTemplateAtIndex: [iOS (17, 0)]; [H] CPTabBarTemplate")

    /// Card thumbnails from iOS 26.4.
    public static let iOSCardThumbnail = Rule(
        id: "ios.card-thumbnail", severity: .warning,
        summary: "A card element's thumbnail (CPThumbnailImage) needs iOS 26.4.",
        carPlayBehaviour: "does not exist below iOS 26.4: the card needs a plain image",
        source: "[H] CPListImageRowItemCardElement init(thumbnail:title:subtitle:tintColor:) (iOS 26.4)")

    /// The legacy image row is deprecated in iOS 26.
    public static let iOSLegacyImageRow = Rule(
        id: "ios.legacy-image-row", severity: .warning,
        summary: "An image row of legacy images (iOS 14–25) is deprecated from iOS 26: use elements.",
        carPlayBehaviour: "still works, deprecated: \"Use initWithText:elements:allowsMultipleLines:\"",
        source: "[H] CPListImageRowItem init(text:images:) (deprecated 26.0)")
}

extension Rules {
    /// The list details header from iOS 26.4.
    public static let iOSDetailsHeader = Rule(
        id: "ios.details-header", severity: .warning,
        summary: "A list's details header (CPListTemplateDetailsHeader) needs iOS 26.4.",
        carPlayBehaviour: "unavailable below iOS 26.4 (no listHeader): the list shows without it",
        source: "[AD] CPListTemplateDetailsHeader; CPListTemplate.listHeader (iOS 26.4)")

    /// Playback configuration on rows, elements and the details header from iOS 26.4.
    public static let iOSPlaybackConfiguration = Rule(
        id: "ios.playback-configuration", severity: .warning,
        summary: "A playback configuration (CPPlaybackConfiguration) on a row, an image-row element or a details header needs iOS 26.4.",
        carPlayBehaviour: "unavailable below iOS 26.4 (no playbackConfiguration): no play button on the item; a tap is the row's action",
        source: "[AD] CPPlaybackConfiguration, CPPlayableItem (iOS 26.4)")

    /// Image overlays on thumbnails from iOS 26.4.
    public static let iOSImageOverlay = Rule(
        id: "ios.image-overlay", severity: .warning,
        summary: "A badge over a thumbnail (CPImageOverlay) needs iOS 26.4.",
        carPlayBehaviour: "unavailable below iOS 26.4 (no CPThumbnailImage or CPImageOverlay): the plain image shows",
        source: "[AD] CPImageOverlay, CPThumbnailImage (iOS 26.4)")

    /// Image-row element accessibility labels from iOS 26.4.
    public static let iOSElementAccessibilityLabel = Rule(
        id: "ios.element-accessibility-label", severity: .warning,
        summary: "An image-row element's accessibility label needs iOS 26.4.",
        carPlayBehaviour: "unavailable below iOS 26.4 (no accessibilityLabel on the element): VoiceOver reads its title, or nothing",
        source: "[B] CPListImageRowItemElement accessibilityLabel (iOS 26.4)")
}
