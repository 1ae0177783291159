import Foundation

/// `CPListTemplateItem` (14.0). Not main-actor in the SDK, though its conformers are.
public protocol CPListTemplateItem: NSObjectProtocol {
    var text: String? { get }
    var userInfo: Any? { get set }
    var isEnabled: Bool { get set }
}

/// `CPSelectableListItem` (14.0). Not main-actor in the SDK.
public protocol CPSelectableListItem: CPListTemplateItem {
    var handler: ((any CPSelectableListItem, @escaping () -> Void) -> Void)? { get set }
}

public enum CPListItemAccessoryType: Int, Sendable { case none = 0, disclosureIndicator = 1, cloud = 2 }
public enum CPListItemPlayingIndicatorLocation: Int, Sendable { case leading = 0, trailing = 1 }

/// `CPListItem` (12.0). Text and images change through their `set…` methods; every call is recorded.
@MainActor open class CPListItem: NSObject, @preconcurrency CPSelectableListItem, @preconcurrency CPPlayableItem {
    public enum AssistantCellPosition: Int, Sendable { case top = 0, bottom = 1 }
    public enum AssistantCellVisibility: Int, Sendable { case off = 0, whileLimitedUIActive = 1, always = 2 }

    public private(set) var text: String?
    public private(set) var detailText: String?
    public private(set) var image: UIImage?
    public private(set) var accessoryImage: UIImage?
    open var accessoryType: CPListItemAccessoryType = .none { didSet { record("accessoryType = .\(accessoryType)") } }
    open var isEnabled: Bool = true { didSet { record("isEnabled = \(isEnabled)") } }
    open var isExplicitContent: Bool = false { didSet { record("isExplicitContent = \(isExplicitContent)") } }
    open var playbackProgress: CGFloat = 0 { didSet { record("playbackProgress = \(playbackProgress)") } }
    open var isPlaying: Bool = false { didSet { record("isPlaying = \(isPlaying)") } }
    open var playingIndicatorLocation: CPListItemPlayingIndicatorLocation = .leading {
        didSet { record("playingIndicatorLocation = .\(playingIndicatorLocation)") }
    }
    open var userInfo: Any?
    open var handler: ((any CPSelectableListItem, @escaping () -> Void) -> Void)?
    /// 26.4: how the row plays its item in place.
    @NSCopying open var playbackConfiguration: CPPlaybackConfiguration? {
        didSet {
            CPShim.exists(26, 4, "-[CPListItem setPlaybackConfiguration:]")
            record("playbackConfiguration = \(playbackConfiguration?.shimDescription ?? "nil")")
        }
    }

    public init(text: String?, detailText: String?) {
        self.text = text
        self.detailText = detailText
    }

    public convenience init(text: String?, detailText: String?, image: UIImage?) {
        self.init(text: text, detailText: detailText)
        self.image = image
    }

    public convenience init(text: String?, detailText: String?, image: UIImage?, accessoryImage: UIImage?,
                            accessoryType: CPListItemAccessoryType) {
        self.init(text: text, detailText: detailText, image: image)
        self.accessoryImage = accessoryImage
        self.accessoryType = accessoryImage == nil ? accessoryType : .none
    }

    open func setText(_ text: String) { self.text = text; record("setText(\(text))") }
    open func setDetailText(_ detailText: String?) { self.detailText = detailText; record("setDetailText(\(detailText ?? "nil"))") }
    open func setImage(_ image: UIImage?) { self.image = image; record("setImage(\(image?.shimName ?? "nil"))") }
    open func setAccessoryImage(_ accessoryImage: UIImage?) {
        self.accessoryImage = accessoryImage
        record("setAccessoryImage(\(accessoryImage?.shimName ?? "nil"))")
    }

    open class var maximumImageSize: CGSize { CGSize(width: 44, height: 44) }

    /// Shim only: whether a shown template holds this row; only then are its changes calls
    /// the car sees (setting up a row before it is shown is not recorded).
    public internal(set) var shimIsShown = false

    func record(_ call: String) { if shimIsShown { CPShim.record("CPListItem[\(text ?? "")].\(call)") } }
}

/// `CPListImageRowItem` (14.0): legacy images (deprecated in 26) or iOS 26 elements.
@MainActor open class CPListImageRowItem: NSObject, @preconcurrency CPSelectableListItem {
    open var text: String? { didSet { record("text = \(text ?? "nil")") } }
    public private(set) var gridImages: [UIImage]
    public private(set) var imageTitles: [String]
    /// 26.0.
    open var elements: [CPListImageRowItemElement] {
        didSet {
            CPShim.exists(26, 0, "-[CPListImageRowItem setElements:]")
            record("elements = \(elements.count)")
        }
    }
    public private(set) var allowsMultipleLines: Bool
    open var userInfo: Any?
    open var isEnabled: Bool = true
    open var handler: ((any CPSelectableListItem, @escaping () -> Void) -> Void)?
    open var listImageRowHandler: ((CPListImageRowItem, Int, @escaping () -> Void) -> Void)?

    @available(iOS, deprecated: 26.0, message: "Use init(text:elements:allowsMultipleLines:)")
    public init(text: String, images: [UIImage]) {
        self.text = text
        gridImages = images
        imageTitles = []
        elements = []
        allowsMultipleLines = false
    }

    @available(iOS, deprecated: 26.0, message: "Use init(text:elements:allowsMultipleLines:)")
    public init(text: String, images: [UIImage], imageTitles: [String]) {
        CPShim.exists(17, 4, "-[CPListImageRowItem initWithText:images:imageTitles:]")
        self.text = text
        gridImages = images
        self.imageTitles = imageTitles
        elements = []
        allowsMultipleLines = false
    }

    public init(text: String?, elements: [CPListImageRowItemRowElement], allowsMultipleLines: Bool) {
        self.text = text; gridImages = []; imageTitles = []; self.elements = elements; self.allowsMultipleLines = allowsMultipleLines
    }
    public init(text: String?, cardElements elements: [CPListImageRowItemCardElement], allowsMultipleLines: Bool) {
        self.text = text; gridImages = []; imageTitles = []; self.elements = elements; self.allowsMultipleLines = allowsMultipleLines
    }
    public init(text: String?, condensedElements elements: [CPListImageRowItemCondensedElement], allowsMultipleLines: Bool) {
        self.text = text; gridImages = []; imageTitles = []; self.elements = elements; self.allowsMultipleLines = allowsMultipleLines
    }
    public init(text: String?, gridElements elements: [CPListImageRowItemGridElement], allowsMultipleLines: Bool) {
        self.text = text; gridImages = []; imageTitles = []; self.elements = elements; self.allowsMultipleLines = allowsMultipleLines
    }
    public init(text: String?, imageGridElements elements: [CPListImageRowItemImageGridElement], allowsMultipleLines: Bool) {
        self.text = text; gridImages = []; imageTitles = []; self.elements = elements; self.allowsMultipleLines = allowsMultipleLines
    }

    @available(iOS, deprecated: 26.0, message: "Use elements")
    open func update(_ gridImages: [UIImage]) {
        self.gridImages = gridImages
        record("update(\(gridImages.count) images)")
    }

    /// Shim only: whether a shown template holds this row.
    public internal(set) var shimIsShown = false

    func record(_ call: String) { if shimIsShown { CPShim.record("CPListImageRowItem[\(text ?? "")].\(call)") } }
}

/// `CPListImageRowItemElement` (26.0), the abstract base.
@MainActor open class CPListImageRowItemElement: NSObject, @preconcurrency CPPlayableItem {
    open var image: UIImage
    open var isEnabled: Bool = true
    /// 26.4: what VoiceOver reads for the element.
    open var accessibilityLabel: String? {
        didSet { CPShim.exists(26, 4, "-[CPListImageRowItemElement setAccessibilityLabel:]") }
    }
    /// 26.4.
    @NSCopying open var playbackConfiguration: CPPlaybackConfiguration? {
        didSet { CPShim.exists(26, 4, "-[CPListImageRowItemElement setPlaybackConfiguration:]") }
    }
    /// Abstract: CarPlay offers no initializer on the base class; the subclasses' call this.
    init(image: UIImage) {
        self.image = image
        super.init()
        CPShim.exists(26, 0, "CPListImageRowItemElement")
    }
}

@MainActor open class CPListImageRowItemRowElement: CPListImageRowItemElement {
    open var title: String?
    open var subtitle: String?
    public init(image: UIImage, title: String?, subtitle: String?) {
        self.title = title; self.subtitle = subtitle; super.init(image: image)
    }
}

@MainActor open class CPListImageRowItemCardElement: CPListImageRowItemElement {
    open var title: String
    open var subtitle: String?
    open var tintColor: UIColor?
    public private(set) var showsImageFullHeight: Bool
    /// 26.4: the card's thumbnail (with its overlay), when it was made from one.
    open var thumbnail: CPThumbnailImage? {
        didSet { CPShim.exists(26, 4, "-[CPListImageRowItemCardElement setThumbnail:]") }
    }
    public init(image: UIImage, showsImageFullHeight: Bool, title: String?, subtitle: String?, tintColor: UIColor?) {
        self.title = title ?? ""; self.subtitle = subtitle; self.tintColor = tintColor
        self.showsImageFullHeight = showsImageFullHeight
        super.init(image: image)
    }
    /// 26.4.
    public init(thumbnail: CPThumbnailImage, title: String?, subtitle: String?, tintColor: UIColor?) {
        self.title = title ?? ""; self.subtitle = subtitle; self.tintColor = tintColor
        self.showsImageFullHeight = false
        super.init(image: thumbnail.image)
        CPShim.exists(26, 4, "-[CPListImageRowItemCardElement initWithThumbnail:title:subtitle:tintColor:]")
        self.thumbnail = thumbnail
    }
}

@MainActor open class CPListImageRowItemCondensedElement: CPListImageRowItemElement {
    public enum Shape: Int, Sendable { case circular = 0, roundedRectangle = 1 }
    open var title: String
    open var subtitle: String?
    open var accessorySymbolName: String?
    public private(set) var imageShape: Shape
    public init(image: UIImage, imageShape: Shape, title: String, subtitle: String?, accessorySymbolName: String?) {
        self.title = title; self.subtitle = subtitle; self.accessorySymbolName = accessorySymbolName; self.imageShape = imageShape
        super.init(image: image)
    }
}

@MainActor open class CPListImageRowItemGridElement: CPListImageRowItemElement {
    public override init(image: UIImage) { super.init(image: image) }
}

@MainActor open class CPListImageRowItemImageGridElement: CPListImageRowItemElement {
    public enum Shape: Int, Sendable { case circular = 0, roundedRectangle = 1 }
    open var title: String
    open var accessorySymbolName: String?
    public private(set) var imageShape: Shape
    public init(image: UIImage, imageShape: Shape, title: String, accessorySymbolName: String?) {
        self.title = title; self.accessorySymbolName = accessorySymbolName; self.imageShape = imageShape
        super.init(image: image)
    }
}
