import TemplateKitLite

/// Asks before removing every download; presented over the Downloads tab.
///
///     RemoveDownloadsAlert.template
public enum RemoveDownloadsAlert {
    public static let template = AlertTemplate("Remove all downloads?", "Remove downloads?") {
        AlertAction("Remove", style: .destructive).action(Action("removeDownloads"))
        AlertAction("Cancel", style: .cancel).action(Action("dismiss"))
    }
}
