import Foundation

/// `CPPlayableItem` (26.4): a row, element or details header that plays its item in place.
/// Not main-actor in the SDK.
public protocol CPPlayableItem: NSObjectProtocol {
    var playbackConfiguration: CPPlaybackConfiguration? { get set }
}

/// `CPPlaybackConfiguration` (26.4): immutable; assign a new one to change it.
///
///     item.playbackConfiguration = CPPlaybackConfiguration(preferredPresentation: .audio, playbackAction: .play,
///                                                          elapsedTime: .zero, duration: CMTime(seconds: 240, preferredTimescale: 1))
@MainActor open class CPPlaybackConfiguration: NSObject, @preconcurrency NSCopying {
    public enum Presentation: Int, Sendable { case none = 0, audio = 1, video = 2 }
    public enum Action: Int, Sendable { case none = 0, play = 1, pause = 2, replay = 3 }

    public private(set) var preferredPresentation: Presentation
    public private(set) var playbackAction: Action
    public private(set) var elapsedTime: CMTime
    /// Zero when unknown (a live stream).
    public private(set) var duration: CMTime

    public init(preferredPresentation: Presentation, playbackAction: Action, elapsedTime: CMTime, duration: CMTime) {
        self.preferredPresentation = preferredPresentation
        self.playbackAction = playbackAction
        self.elapsedTime = elapsedTime
        self.duration = duration
        super.init()
        CPShim.exists(26, 4, "CPPlaybackConfiguration")
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// Shim only: e.g. `audio play 0/240`.
    public var shimDescription: String {
        "\(preferredPresentation) \(playbackAction) \(Int(elapsedTime.seconds))/\(Int(duration.seconds))"
    }
}

/// `CPImageOverlay` (26.4): a text badge or an image over a thumbnail; immutable.
@MainActor open class CPImageOverlay: NSObject {
    public enum Alignment: Int, Sendable { case leading = 0, center = 1, trailing = 2 }
    public private(set) var text: String?
    public private(set) var textColor: UIColor?
    public private(set) var backgroundColor: UIColor?
    public private(set) var image: UIImage?
    public private(set) var alignment: Alignment

    public init(image: UIImage, alignment: Alignment) {
        self.image = image
        self.alignment = alignment
        super.init()
        CPShim.exists(26, 4, "CPImageOverlay")
    }

    public init(text: String, textColor: UIColor, backgroundColor: UIColor, alignment: Alignment) {
        self.text = text
        self.textColor = textColor
        self.backgroundColor = backgroundColor
        self.alignment = alignment
        super.init()
        CPShim.exists(26, 4, "CPImageOverlay")
    }
}

/// `CPThumbnailImage` (26.4): an image with an optional overlay (the sports overlay is not
/// in the shim's audio subset).
@MainActor open class CPThumbnailImage: NSObject {
    open var image: UIImage
    open var imageOverlay: CPImageOverlay?

    public init(image: UIImage) {
        self.image = image
        super.init()
        CPShim.exists(26, 4, "CPThumbnailImage")
    }

    /// Shim only: e.g. `asset show+LIVE`.
    public var shimDescription: String { image.shimName + (imageOverlay.map { "+\($0.text ?? $0.image?.shimName ?? "")" } ?? "") }
}

/// `CPListTemplateDetailsHeader` (26.4): the artwork, title, body and buttons above a list.
@MainActor open class CPListTemplateDetailsHeader: NSObject, @preconcurrency CPPlayableItem {
    open var thumbnail: CPThumbnailImage
    open var title: String?
    open var subtitle: String?
    /// Most to least preferred; the car shows the first that fits.
    open var bodyVariants: [NSAttributedString]
    /// Leading to trailing; past `maximumActionButtonCount` ignored.
    open var actionButtons: [CPButton]
    open var wantsAdaptiveBackgroundStyle = false
    @NSCopying open var playbackConfiguration: CPPlaybackConfiguration?

    public convenience init(thumbnail: CPThumbnailImage, title: String?, subtitle: String?, actionButtons: [CPButton]) {
        self.init(thumbnail: thumbnail, title: title, subtitle: subtitle, bodyVariants: [], actionButtons: actionButtons)
    }

    public init(thumbnail: CPThumbnailImage, title: String?, subtitle: String?, bodyVariants: [NSAttributedString],
                actionButtons: [CPButton]) {
        self.thumbnail = thumbnail
        self.title = title
        self.subtitle = subtitle
        self.bodyVariants = bodyVariants
        self.actionButtons = actionButtons
        super.init()
        CPShim.exists(26, 4, "CPListTemplateDetailsHeader")
    }

    open class var maximumActionButtonCount: Int { 2 }
    open class var maximumActionButtonSize: CGSize { CGSize(width: 44, height: 44) }

    /// Shim only: e.g. `Grateful Dead`.
    public var shimDescription: String { title ?? "" }
}
