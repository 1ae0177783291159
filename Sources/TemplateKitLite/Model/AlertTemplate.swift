/// A presented alert (`CPAlertTemplate`): at least one action; the car may show only
/// the most recently added ones.
public struct AlertTemplate: Sendable, Hashable {
    /// Stable identity for the reconciler (`.id(…)`); `nil` means `kind:title`, see ``Identity``.
    public var id: String? = nil
    /// Longest → shortest.
    public var titleVariants: [String]
    public var actions: [AlertAction]

    public init(titleVariants: [String], actions: [AlertAction]) {
        self.titleVariants = titleVariants
        self.actions = actions
    }
}

/// A presented action sheet (`CPActionSheetTemplate`, iOS 17+).
public struct ActionSheetTemplate: Sendable, Hashable {
    /// Stable identity for the reconciler (`.id(…)`); `nil` means `kind:title`, see ``Identity``.
    public var id: String? = nil
    public var title: String?
    public var message: String?
    public var actions: [AlertAction]

    public init(title: String?, message: String? = nil, actions: [AlertAction]) {
        self.title = title
        self.message = message
        self.actions = actions
    }
}

/// A button of an alert or action sheet (`CPAlertAction`).
public struct AlertAction: Sendable, Hashable {
    public var title: String
    public var style: Style
    public var action: Action?

    /// An action button; what it sends is set with ``action(_:)``:
    ///
    ///     AlertAction("Clear", style: .destructive).action(Action("clearQueue"))
    public init(_ title: String, style: Style = .default) {
        self.title = title
        self.style = style
        self.action = nil
    }

    @available(*, deprecated, message: "use AlertAction(title, style:).action(_:), as on every tappable item")
    public init(_ title: String, style: Style = .default, action: Action?) {
        self.init(title, style: style)
        self.action = action
    }

    public enum Style: String, Sendable, Hashable, CaseIterable { case `default`, cancel, destructive }
}
