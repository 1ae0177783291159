/// A row of images (`CPListImageRowItem`): legacy images with titles (iOS 14–25) or
/// iOS 26 elements of one kind.
public struct ImageRowItem: Sendable, Hashable {
    /// Stable identity among its siblings (`.id(…)`); `nil` means its position, see ``Identity``.
    public var id: String? = nil
    /// The row's title; `nil` hides it (iOS 26).
    public var text: String?
    /// Legacy images with optional titles (same count), iOS 14–25.
    public var images: [ImageRowImage]
    /// iOS 26 elements; all of one kind.
    public var elements: [ImageRowElement]
    public var allowsMultipleLines: Bool
    public var isEnabled: Bool
    /// What tapping the row's title sends.
    public var action: Action?

    /// A row; what tapping its title sends is set with ``action(_:)``, as on every
    /// tappable item.
    public init(
        _ text: String?, images: [ImageRowImage] = [], elements: [ImageRowElement] = [],
        allowsMultipleLines: Bool = false, isEnabled: Bool = true
    ) {
        self.text = text
        self.images = images
        self.elements = elements
        self.allowsMultipleLines = allowsMultipleLines
        self.isEnabled = isEnabled
        self.action = nil
    }

    @available(*, deprecated, message: "use ImageRowItem(text, …).action(_:), as on every tappable item")
    public init(
        _ text: String?, images: [ImageRowImage] = [], elements: [ImageRowElement] = [],
        allowsMultipleLines: Bool = false, isEnabled: Bool = true, action: Action?
    ) {
        self.init(text, images: images, elements: elements, allowsMultipleLines: allowsMultipleLines, isEnabled: isEnabled)
        self.action = action
    }
}

/// A legacy image-row image (iOS 14–25) with its optional title and tap action.
public struct ImageRowImage: Sendable, Hashable {
    public var image: TemplateImage
    public var title: String?
    public var action: Action?

    /// An image; what tapping it sends is set with ``action(_:)``:
    ///
    ///     ImageRowImage(.asset("gd"), title: "Grateful Dead").action(Action("open", ["id": 1]))
    public init(_ image: TemplateImage, title: String? = nil) {
        self.image = image
        self.title = title
        self.action = nil
    }

    @available(*, deprecated, message: "use ImageRowImage(image, title:).action(_:), as on every tappable item")
    public init(_ image: TemplateImage, title: String? = nil, action: Action?) {
        self.init(image, title: title)
        self.action = action
    }
}
