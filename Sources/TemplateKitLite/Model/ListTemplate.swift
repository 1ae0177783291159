/// A list (`CPListTemplate`): sections of items, with what shows while it is empty.
public struct ListTemplate: Sendable, Hashable {
    /// Stable identity for the reconciler (`.id(…)`); `nil` means `kind:title`, see ``Identity``.
    public var id: String? = nil
    /// Set at creation; CarPlay cannot change it later.
    public var title: String
    public var sections: [ListSection]
    /// Shown while the list has no items, most → least preferred (iOS 14).
    public var emptyViewTitleVariants: [String]
    public var emptyViewSubtitleVariants: [String]
    /// A spinner while empty, besides the variants (iOS 18.4).
    public var showsSpinnerWhileEmpty: Bool
    public var assistantCell: AssistantCell?
    /// Pinned buttons above the sections (iOS 26).
    public var headerGridButtons: [GridButton]
    public var leadingNavigationBarButtons: [BarButton]
    public var trailingNavigationBarButtons: [BarButton]
    public var backButton: BarButton?
    /// The details header above the sections (iOS 26.4).
    public var detailsHeader: ListDetailsHeader? = nil

    public init(
        title: String, sections: [ListSection] = [],
        emptyViewTitleVariants: [String] = [], emptyViewSubtitleVariants: [String] = [],
        showsSpinnerWhileEmpty: Bool = false, assistantCell: AssistantCell? = nil,
        headerGridButtons: [GridButton] = [], leadingNavigationBarButtons: [BarButton] = [],
        trailingNavigationBarButtons: [BarButton] = [], backButton: BarButton? = nil
    ) {
        self.title = title
        self.sections = sections
        self.emptyViewTitleVariants = emptyViewTitleVariants
        self.emptyViewSubtitleVariants = emptyViewSubtitleVariants
        self.showsSpinnerWhileEmpty = showsSpinnerWhileEmpty
        self.assistantCell = assistantCell
        self.headerGridButtons = headerGridButtons
        self.leadingNavigationBarButtons = leadingNavigationBarButtons
        self.trailingNavigationBarButtons = trailingNavigationBarButtons
        self.backButton = backButton
    }

    /// Items across all sections — the number CarPlay's item limit counts.
    public var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }
}
