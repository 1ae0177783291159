extension TabBarTemplate {
    /// A tab bar described by its tabs.
    ///
    ///     TabBarTemplate(selected: 0) {
    ///         Tab("Browse", image: .symbol("music.note.list")) { ArtistsScreen.template(state) }
    ///     }
    public init(selected: Int = 0, @ArrayBuilder<Tab> tabs: () -> [Tab]) {
        self.init(tabs: tabs(), selectedIndex: selected)
    }
}

extension Tab {
    /// A tab holding a list or grid, described in a trailing closure as the other
    /// templates' contents are:
    ///
    ///     Tab("Library", image: .symbol("books.vertical")) {
    ///         ListTemplate("Library") { ListSection { ListItem("Episodes") } }
    ///     }
    public init(_ title: String, image: TemplateImage? = nil, content: () -> some TemplateConvertible) {
        self.init(title, image: image, systemItem: nil, showsBadge: false, content: content().template)
    }

    /// A tab holding a list or grid made already: `Tab("Library", content: library)`.
    public init(_ title: String, image: TemplateImage? = nil, content: some TemplateConvertible) {
        self.init(title, image: image, systemItem: nil, showsBadge: false, content: content.template)
    }

    /// Shows the badge dot.
    public func badge(_ shows: Bool = true) -> Self { with { $0.showsBadge = shows } }
}

extension GridTemplate {
    /// A grid described by its buttons.
    public init(_ title: String, @ArrayBuilder<GridButton> buttons: () -> [GridButton]) {
        self.init(title: title, buttons: buttons())
    }
}

extension GridButton {
    /// A grid button with one title.
    ///
    ///     GridButton("Jazz", image: .symbol("music.note")).action(Action("openGenre", ["genre": "jazz"]))
    public init(_ title: String, image: TemplateImage?) {
        self.init([title], image: image)
    }

    @available(*, deprecated, message: "use GridButton(title, image:).action(_:), as on every tappable item")
    public init(_ title: String, image: TemplateImage?, action: Action?) {
        self.init([title], image: image)
        self.action = action
    }

    /// Dims the button.
    public func disabled(_ disabled: Bool = true) -> Self { with { $0.isEnabled = !disabled } }
    /// What tapping the button sends.
    public func action(_ action: Action?) -> Self { with { $0.action = action } }
}

extension NowPlayingTemplate {
    /// Now playing described by its metadata and buttons.
    ///
    ///     NowPlayingTemplate(info) {
    ///         NowPlayingButton(.shuffle, isSelected: player.shuffle)
    ///     }
    ///     .upNext("Up Next", action: Action("openQueue"))
    public init(_ info: NowPlayingInfo, @ArrayBuilder<NowPlayingButton> buttons: () -> [NowPlayingButton]) {
        self.init(info: info, buttons: buttons())
    }

    /// Enables the up-next button; `nil` title shows the system's own.
    public func upNext(_ title: String? = nil, action: Action?) -> Self {
        with { $0.isUpNextButtonEnabled = true; $0.upNextTitle = title; $0.upNextAction = action }
    }

    /// Enables the album-artist button.
    public func albumArtist(action: Action?) -> Self {
        with { $0.isAlbumArtistButtonEnabled = true; $0.albumArtistAction = action }
    }
}

extension AlertTemplate {
    /// An alert described by its title variants (longest → shortest) and actions.
    ///
    ///     AlertTemplate("Clear the queue?", "Clear queue?") {
    ///         AlertAction("Clear", style: .destructive).action(Action("confirmClear"))
    ///     }
    public init(_ titleVariants: String..., @ArrayBuilder<AlertAction> actions: () -> [AlertAction]) {
        self.init(titleVariants: titleVariants, actions: actions())
    }
}

extension ActionSheetTemplate {
    /// An action sheet (iOS 17) described by its actions.
    public init(_ title: String?, message: String? = nil, @ArrayBuilder<AlertAction> actions: () -> [AlertAction]) {
        self.init(title: title, message: message, actions: actions())
    }
}

extension NowPlayingButton {
    /// What tapping the button sends.
    public func action(_ action: Action?) -> Self { with { $0.action = action } }
    /// Dims the button.
    public func disabled(_ disabled: Bool = true) -> Self { with { $0.isEnabled = !disabled } }
    /// Shows the button selected (shuffle or repeat on, an image button highlighted).
    public func selected(_ selected: Bool = true) -> Self { with { $0.isSelected = selected } }
}

extension AlertAction {
    /// What choosing the action sends.
    ///
    ///     AlertAction("Clear", style: .destructive).action(Action("clearQueue"))
    public func action(_ action: Action?) -> Self { with { $0.action = action } }
}

extension BarButton {
    /// What tapping the button sends.
    public func action(_ action: Action?) -> Self { with { $0.action = action } }
    /// Dims the button.
    public func disabled(_ disabled: Bool = true) -> Self { with { $0.isEnabled = !disabled } }
}
