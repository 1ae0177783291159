/// A navigation-bar or header button (`CPBarButton`): a title or an image.
public struct BarButton: Sendable, Hashable {
    public var title: String?
    public var image: TemplateImage?
    public var isEnabled: Bool
    public var action: Action?

    /// A button; what it sends is set with `.action(_:)`:
    ///
    ///     BarButton("Sort").action(Action("sort"))
    public init(_ title: String? = nil, image: TemplateImage? = nil, isEnabled: Bool = true) {
        self.title = title
        self.image = image
        self.isEnabled = isEnabled
        self.action = nil
    }

    @available(*, deprecated, message: "use BarButton(title, image:).action(_:), as on every tappable item")
    public init(_ title: String? = nil, image: TemplateImage? = nil, isEnabled: Bool = true, action: Action?) {
        self.init(title, image: image, isEnabled: isEnabled)
        self.action = action
    }
}
