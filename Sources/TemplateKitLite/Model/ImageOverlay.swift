/// A badge over a thumbnail (`CPImageOverlay`, iOS 26.4): a short text on a colour, or a
/// small image, at the leading edge, centre or trailing edge.
///
///     ImageOverlay(text: "LIVE", textColor: "white", backgroundColor: "#D0021B", alignment: .leading)
public struct ImageOverlay: Sendable, Hashable {
    public enum Alignment: String, Sendable, Hashable, CaseIterable { case leading, center, trailing }

    public var text: String?
    public var image: TemplateImage?
    /// A colour name or `#RRGGBB`.
    public var textColor: String?
    public var backgroundColor: String?
    public var alignment: Alignment

    public init(text: String, textColor: String, backgroundColor: String, alignment: Alignment = .leading) {
        self.text = text
        self.textColor = textColor
        self.backgroundColor = backgroundColor
        self.alignment = alignment
    }

    public init(image: TemplateImage, alignment: Alignment = .trailing) {
        self.image = image
        self.alignment = alignment
    }
}
