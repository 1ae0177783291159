extension ListTemplate {
    /// A list described by its sections.
    ///
    ///     ListTemplate("Stations") {
    ///         ListSection("Live") { ListItem("BR24") }
    ///     }
    public init(_ title: String, @ArrayBuilder<ListSection> sections: () -> [ListSection]) {
        self.init(title: title, sections: sections())
    }

    /// What shows while the list has no items, most → least preferred.
    public func emptyView(titles: [String], subtitles: [String] = []) -> Self {
        with { $0.emptyViewTitleVariants = titles; $0.emptyViewSubtitleVariants = subtitles }
    }

    /// Shows a spinner while the list is empty (iOS 18.4).
    public func spinnerWhileEmpty(_ shows: Bool = true) -> Self {
        with { $0.showsSpinnerWhileEmpty = shows }
    }

    /// The Siri assistant cell.
    public func assistantCell(_ cell: AssistantCell?) -> Self { with { $0.assistantCell = cell } }

    /// Pinned buttons above the sections (iOS 26).
    public func headerGridButtons(@ArrayBuilder<GridButton> _ buttons: () -> [GridButton]) -> Self {
        with { $0.headerGridButtons = buttons() }
    }

    /// Buttons in the navigation bar; CarPlay shows at most 2 per side.
    public func navigationBar(leading: [BarButton] = [], trailing: [BarButton] = []) -> Self {
        with { $0.leadingNavigationBarButtons = leading; $0.trailingNavigationBarButtons = trailing }
    }

    /// A custom back button.
    public func backButton(_ button: BarButton?) -> Self { with { $0.backButton = button } }
}
