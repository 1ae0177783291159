/// A row of images (`CPListImageRowItem`): legacy images with titles (iOS 14–25) or
/// iOS 26 elements of one kind.
public struct ImageRowItem: Sendable, Hashable {
    /// Stable identity among its siblings (`.id(…)`); `nil` means its position, see ``Identity``.
    public var id: String? = nil { didSet { digest.replace(1, oldValue, id) } }
    /// The row's title; `nil` hides it (iOS 26).
    public var text: String? { didSet { digest.replace(2, oldValue, text) } }
    /// Legacy images with optional titles (same count), iOS 14–25.
    public var images: [ImageRowImage] { didSet { digest.replace(3, oldValue, images) } }
    /// iOS 26 elements; all of one kind.
    public var elements: [ImageRowElement] { didSet { digest.replace(4, oldValue, elements) } }
    public var allowsMultipleLines: Bool { didSet { digest.replace(5, oldValue, allowsMultipleLines, standard: false) } }
    public var isEnabled: Bool { didSet { digest.replace(6, oldValue, isEnabled, standard: true) } }
    /// What tapping the row's title sends.
    public var action: Action? { didSet { digest.replace(7, oldValue, action) } }
    /// The fields' digest, updated by every mutation (the number in each field's `didSet`
    /// is its own); what the reconciler compares a rebuilt row by (``RowDigest``).
    private(set) var digest = RowDigest()

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
        digest = computedDigest()
    }

    /// Every field's hash, added: the digest of a row just built.
    func computedDigest() -> RowDigest {
        var digest = RowDigest()
        digest.add(1, id)
        digest.add(2, text)
        digest.add(3, images)
        digest.add(4, elements)
        digest.add(5, allowsMultipleLines, standard: false)
        digest.add(6, isEnabled, standard: true)
        digest.add(7, action)
        return digest
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
