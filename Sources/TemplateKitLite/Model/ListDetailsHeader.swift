/// The header above a list's sections (`CPListTemplateDetailsHeader`, iOS 26.4): a
/// thumbnail, title and subtitle, a body (the car shows the first variant that fits) and
/// action buttons, e.g. a show's cover with "Play" and "Shuffle".
///
///     ListTemplate(title: "1977-05-08", sections: sets)
///         .detailsHeader(ListDetailsHeader(thumbnail: .asset("cornell"), title: "Barton Hall",
///                                          actionButtons: [BarButton("Play", image: .symbol("play.fill"))]))
public struct ListDetailsHeader: Sendable, Hashable {
    /// Required by CarPlay.
    public var thumbnail: TemplateImage
    public var overlay: ImageOverlay?
    public var title: String?
    public var subtitle: String?
    /// Most to least preferred.
    public var bodyVariants: [String]
    /// Leading to trailing; the car shows the first `CPListTemplateDetailsHeader.maximumActionButtonCount`.
    public var actionButtons: [BarButton]
    /// `wantsAdaptiveBackgroundStyle`: a background tinted from the thumbnail.
    public var adaptiveBackground: Bool
    public var playback: PlaybackConfiguration?

    public init(
        thumbnail: TemplateImage, overlay: ImageOverlay? = nil, title: String? = nil, subtitle: String? = nil,
        bodyVariants: [String] = [], actionButtons: [BarButton] = [], adaptiveBackground: Bool = false,
        playback: PlaybackConfiguration? = nil
    ) {
        self.thumbnail = thumbnail
        self.overlay = overlay
        self.title = title
        self.subtitle = subtitle
        self.bodyVariants = bodyVariants
        self.actionButtons = actionButtons
        self.adaptiveBackground = adaptiveBackground
        self.playback = playback
    }
}
