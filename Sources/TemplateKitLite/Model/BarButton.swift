/// A navigation-bar or header button (`CPBarButton`): a title or an image.
public struct BarButton: Sendable, Hashable {
    public var title: String?
    public var image: TemplateImage?
    public var isEnabled: Bool
    public var action: Action?

    public init(
        _ title: String? = nil, image: TemplateImage? = nil, isEnabled: Bool = true,
        action: Action? = nil
    ) {
        self.title = title
        self.image = image
        self.isEnabled = isEnabled
        self.action = action
    }
}
