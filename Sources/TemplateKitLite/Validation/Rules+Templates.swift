extension Rules {
    /// Information, point of interest, contact, map, search and voice control are not for
    /// audio apps.
    public static let templateUnsupported = Rule(
        id: "template.unsupported", severity: .error,
        summary: "An audio app may use only tab bar, list, grid, now playing, alert and action sheet (iOS 17+).",
        carPlayBehaviour: "throws: \"Attempting to use an unsupported template triggers an exception at runtime\"",
        source: "[DG] CarPlay Developer Guide, June 2025: template table")

    /// `CPActionSheetTemplate` is an audio template from iOS 17.
    public static let actionSheetNeedsIOS17 = Rule(
        id: "template.action-sheet-ios17", severity: .error,
        summary: "An audio app may show an action sheet only when it targets iOS 17 or later.",
        carPlayBehaviour: "throws a runtime exception below iOS 17",
        source: "[DG] CarPlay Developer Guide, June 2025: template table")
}

extension Rules {
    /// An action sheet needs an action.
    public static let actionSheetNoActions = Rule(
        id: "actionSheet.no-actions", severity: .error,
        summary: "An action sheet has at least one action.",
        carPlayBehaviour: "invalid: the sheet could never be answered",
        source: "[H] CPActionSheetTemplate init(title:message:actions:)")

    /// The selection completion must run.
    public static let itemHandlerCompletes = Rule(
        id: "item.handler-completes", severity: .error,
        summary: "A selectable row's handler calls CarPlay's completion (TemplateKitCarPlay does, after dispatching the row's action).",
        carPlayBehaviour: "shows a spinner on the row until the completion is called: forever if never",
        source: "[AD] CPListItem.handler, CPListImageRowItem.handler / listImageRowHandler")

    /// A bar button with both shows the title.
    public static let navBarTitleAndImage = Rule(
        id: "navBar.title-and-image", severity: .warning,
        summary: "A navigation bar button has a title or an image, not both.",
        carPlayBehaviour: "shows the title only: \"If both an image and title are specified, the title will take precedence.\"",
        source: "[H] CPBarButton")
}
