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

    public init(
        _ text: String?, images: [ImageRowImage] = [], elements: [ImageRowElement] = [],
        allowsMultipleLines: Bool = false, isEnabled: Bool = true, action: Action? = nil
    ) {
        self.text = text
        self.images = images
        self.elements = elements
        self.allowsMultipleLines = allowsMultipleLines
        self.isEnabled = isEnabled
        self.action = action
    }
}

/// A legacy image-row image (iOS 14–25) with its optional title and tap action.
public struct ImageRowImage: Sendable, Hashable {
    public var image: TemplateImage
    public var title: String?
    public var action: Action?

    public init(_ image: TemplateImage, title: String? = nil, action: Action? = nil) {
        self.image = image
        self.title = title
        self.action = action
    }
}
