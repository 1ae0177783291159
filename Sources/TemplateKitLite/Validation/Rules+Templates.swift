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
