/// One iOS 26 image-row element. Which fields count depends on `kind`:
///
/// | kind | fields |
/// |---|---|
/// | row | image, title, subtitle |
/// | card | image (or thumbnail), title, subtitle, tint, fullHeightImage |
/// | condensed | image, shape, title, subtitle, accessorySymbol |
/// | grid | image |
/// | imageGrid | image, shape, title, accessorySymbol |
public struct ImageRowElement: Sendable, Hashable {
    /// Stable identity among its siblings (`.id(…)`); `nil` means its position, see ``Identity``.
    public var id: String? = nil
    public var kind: ImageRowElementKind
    public var image: TemplateImage
    public var title: String?
    public var subtitle: String?
    /// Card tint colour, as a name or `#RRGGBB`.
    public var tint: String?
    public var shape: ImageShape?
    public var accessorySymbol: String?
    /// Card: `image` is a thumbnail rather than a full image.
    public var isThumbnail: Bool
    /// Card: the image fills the card's height.
    public var fullHeightImage: Bool
    public var action: Action?
    /// `CPListImageRowItemElement.isEnabled` (iOS 26): a disabled element is dimmed.
    public var isEnabled: Bool = true
    /// What VoiceOver reads for the element (iOS 26.4).
    public var accessibilityLabel: String? = nil
    /// Card thumbnail: a badge over it (iOS 26.4).
    public var overlay: ImageOverlay? = nil
    /// Plays the element's item in place (iOS 26.4).
    public var playback: PlaybackConfiguration? = nil

    /// An element; what tapping it sends is set with ``action(_:)``, as on every tappable item.
    public init(
        _ kind: ImageRowElementKind, image: TemplateImage, title: String? = nil,
        subtitle: String? = nil, tint: String? = nil, shape: ImageShape? = nil,
        accessorySymbol: String? = nil, isThumbnail: Bool = false, fullHeightImage: Bool = false
    ) {
        self.kind = kind
        self.image = image
        self.title = title
        self.subtitle = subtitle
        self.tint = tint
        self.shape = shape
        self.accessorySymbol = accessorySymbol
        self.isThumbnail = isThumbnail
        self.fullHeightImage = fullHeightImage
        self.action = nil
    }

    @available(*, deprecated, message: "use ImageRowElement(kind, image:, …).action(_:), as on every tappable item")
    public init(
        _ kind: ImageRowElementKind, image: TemplateImage, title: String? = nil,
        subtitle: String? = nil, tint: String? = nil, shape: ImageShape? = nil,
        accessorySymbol: String? = nil, isThumbnail: Bool = false, fullHeightImage: Bool = false,
        action: Action?
    ) {
        self.init(kind, image: image, title: title, subtitle: subtitle, tint: tint, shape: shape,
                  accessorySymbol: accessorySymbol, isThumbnail: isThumbnail, fullHeightImage: fullHeightImage)
        self.action = action
    }
}

/// The five iOS 26 image-row element kinds.
public enum ImageRowElementKind: String, Sendable, Hashable, CaseIterable {
    case row, card, condensed, grid, imageGrid
}

/// The shape of a condensed or image-grid element's image.
public enum ImageShape: String, Sendable, Hashable, CaseIterable {
    case circular, roundedRectangle
}
