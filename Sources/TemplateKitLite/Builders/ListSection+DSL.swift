extension ListSection {
    /// A section described by its rows.
    ///
    ///     ListSection("Favorites") {
    ///         for artist in favorites { ListItem(artist.name).accessory(.disclosureIndicator) }
    ///     }
    public init(_ header: String? = nil, @ArrayBuilder<ListElement> items: () -> [ListElement]) {
        self.init(header: header, items: items())
    }

    /// The enhanced header's subtitle (iOS 15).
    public func subtitle(_ text: String?) -> Self { with { $0.headerSubtitle = text } }
    /// The enhanced header's image (iOS 15).
    public func headerImage(_ image: TemplateImage?) -> Self { with { $0.headerImage = image } }
    /// The enhanced header's button (iOS 15).
    public func headerButton(_ button: BarButton?) -> Self { with { $0.headerButton = button } }
    /// The index letter (CarPlay uses the first character).
    public func indexTitle(_ title: String?) -> Self { with { $0.sectionIndexTitle = title } }
}
