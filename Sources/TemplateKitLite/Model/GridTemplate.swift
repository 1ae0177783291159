/// A grid of buttons (`CPGridTemplate`): CarPlay shows the first 8. A grid has no back
/// button of its own (unlike a list).
public struct GridTemplate: Sendable, Hashable {
    /// Stable identity for the reconciler (`.id(…)`); `nil` means `kind:title`, see ``Identity``.
    public var id: String? = nil
    public var title: String
    public var buttons: [GridButton]
    public var leadingNavigationBarButtons: [BarButton]
    public var trailingNavigationBarButtons: [BarButton]

    public init(
        title: String, buttons: [GridButton],
        leadingNavigationBarButtons: [BarButton] = [], trailingNavigationBarButtons: [BarButton] = []
    ) {
        self.title = title
        self.buttons = buttons
        self.leadingNavigationBarButtons = leadingNavigationBarButtons
        self.trailingNavigationBarButtons = trailingNavigationBarButtons
    }
}

/// A grid button (`CPGridButton`): needs a non-empty title variant and an image.
public struct GridButton: Sendable, Hashable {
    /// Stable identity among its siblings (`.id(…)`); `nil` means its position, see ``Identity``.
    public var id: String? = nil
    /// Longest → shortest; CarPlay picks the first that fits.
    public var titleVariants: [String]
    public var image: TemplateImage?
    public var isEnabled: Bool
    public var action: Action?

    /// A button; what it sends is set with `.action(_:)`:
    ///
    ///     GridButton(["Jazz"], image: .symbol("music.note")).action(Action("openGenre", ["genre": "jazz"]))
    public init(_ titleVariants: [String], image: TemplateImage?, isEnabled: Bool = true) {
        self.titleVariants = titleVariants
        self.image = image
        self.isEnabled = isEnabled
        self.action = nil
    }

    @available(*, deprecated, message: "use GridButton(titles, image:).action(_:), as on every tappable item")
    public init(_ titleVariants: [String], image: TemplateImage?, isEnabled: Bool = true, action: Action?) {
        self.init(titleVariants, image: image, isEnabled: isEnabled)
        self.action = action
    }
}
