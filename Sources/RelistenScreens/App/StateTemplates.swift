import TemplateKitLite

/// The templates of one state, on any car: its root tab bar, built once (its tabs'
/// lists hold every artist) whichever tab is selected, and each screen built once — a tab's
/// root screen is the tab bar's own list once the tab bar is built.
package struct StateTemplates: Sendable {
    package init() {}
    private var tabBar: TabBarTemplate?
    private var screens: [Route: Template] = [:]
    /// The rows of the state's artists (``ArtistRows``), which templates of another state
    /// with the same artists reuse (``init(sharingArtistRows:)``).
    private var artistRows: ArtistRows?

    /// No template yet, but the artists' rows `other` made: a state that differs from
    /// `other`'s only in its player, queue, library or car builds its Artists and My
    /// Library lists on them (they are checked to be its artists' before use).
    package init(sharingArtistRows other: StateTemplates) {
        artistRows = other.artistRows
    }

    /// Whether these templates hold the rows of `catalog`'s artists.
    package func hasArtistRows(of catalog: Catalog) -> Bool { artistRows?.fits(catalog) ?? false }

    /// Whether these templates and `other` hold the same artist rows (the same array, or none).
    package func hasSameArtistRows(as other: StateTemplates) -> Bool {
        switch (artistRows, other.artistRows) {
        case (nil, nil): true
        case let (mine?, theirs?): mine.isSame(as: theirs)
        default: false
        }
    }

    /// ``RootScreen/template(_:selected:)``.
    package mutating func tabBar(_ state: AppState, selected: AppTab) -> TabBarTemplate {
        var bar = tabBar ?? RootScreen.template(state, rows: &artistRows)
        tabBar = bar
        bar.selectedIndex = Self.index(of: selected)
        return bar
    }

    /// ``Screens/template(for:_:)``, kept for the next call unless `keeping` is false.
    package mutating func screen(_ route: Route, _ state: AppState, keeping: Bool = true) -> Template {
        if let template = screens[route] { return template }
        let template: Template
        if let tab = AppTab.allCases.first(where: { $0.rootRoute == route }), tabBar != nil {
            template = tabBar(state, selected: tab).tabs[Self.index(of: tab)].content
        } else {
            template = Screens.template(for: route, state, rows: &artistRows)
        }
        if keeping { screens[route] = template }
        return template
    }

    /// Whether `route`'s template is kept here (``Explorer`` keeps no track list).
    package func holds(_ route: Route) -> Bool { screens[route] != nil }

    /// The tab's place in the root tab bar, as ``RootScreen`` numbers it.
    package static func index(of tab: AppTab) -> Int { AppTab.allCases.firstIndex(of: tab) ?? 0 }
}
