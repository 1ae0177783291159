extension Rules {
    /// Alerts and action sheets are modal only.
    public static let modalPushed = Rule(
        id: "modal.pushed", severity: .error,
        summary: "An alert or an action sheet is only presented: never pushed or set as the root (as a tab, see tabBar.tab-content).",
        carPlayBehaviour: "refused: alerts and action sheets are presented, never pushed",
        source: "[DG] CarPlay Developer Guide, June 2025: template table (alert: presented, never pushed)")

    /// Only modal templates may be presented.
    public static let modalPresentNonModal = Rule(
        id: "modal.present-non-modal", severity: .error,
        summary: "Only an alert or an action sheet (iOS 17+) may be presented (voice control too, which audio apps may not use).",
        carPlayBehaviour: "throws (error / exception)",
        source: "[H] CPInterfaceController.presentTemplate(_:animated:)")

    /// One presented template at a time.
    public static let modalOneAtATime = Rule(
        id: "modal.one-at-a-time", severity: .error,
        summary: "One presented template at a time: dismiss the first before presenting another.",
        carPlayBehaviour: "error / throws",
        source: "[H] CPInterfaceController.presentTemplate(_:animated:)")
}

extension Rules {
    /// Alerts and action sheets have no setters.
    public static let modalImmutable = Rule(
        id: "modal.immutable", severity: .error,
        summary: "A presented alert or action sheet cannot change: dismiss it and present a new one.",
        carPlayBehaviour: "cannot: every property of CPAlertTemplate and CPActionSheetTemplate is read-only",
        source: "[H] CPAlertTemplate, CPActionSheetTemplate (get-only properties)")
}
