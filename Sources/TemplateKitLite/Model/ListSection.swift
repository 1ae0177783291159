/// A section of a list (`CPListSection`).
public struct ListSection: Sendable, Hashable {
    /// Stable identity among its siblings (`.id(…)`); `nil` means its position, see ``Identity``.
    public var id: String? = nil
    public var header: String?
    /// Enhanced header (iOS 15): subtitle, image and button beside the header. The button
    /// is a `CPButton` (an image), not a navigation-bar button: CarPlay shows its image.
    public var headerSubtitle: String?
    public var headerImage: TemplateImage?
    public var headerButton: BarButton?
    /// Index letter; CarPlay uses only its first character.
    public var sectionIndexTitle: String?
    public var items: [ListElement]

    public init(
        header: String? = nil, headerSubtitle: String? = nil, headerImage: TemplateImage? = nil,
        headerButton: BarButton? = nil, sectionIndexTitle: String? = nil, items: [ListElement] = []
    ) {
        self.header = header
        self.headerSubtitle = headerSubtitle
        self.headerImage = headerImage
        self.headerButton = headerButton
        self.sectionIndexTitle = sectionIndexTitle
        self.items = items
    }
}

/// A row of a list section: a plain item or an image row. One word either way: an item
/// is one reference to its box (``ListItem``), an image row is kept in a box of its own.
public enum ListElement: Sendable, Hashable {
    case item(ListItem)
    indirect case imageRow(ImageRowItem)
}
