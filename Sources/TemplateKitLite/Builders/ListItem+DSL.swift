extension ListItem {
    /// The second line.
    public consuming func detail(_ text: consuming String?) -> Self { (consume self).setting(\.detailText, text) }
    /// The leading image.
    public consuming func image(_ image: consuming TemplateImage?) -> Self { (consume self).setting(\.image, image) }
    /// The trailing image (CarPlay then draws no accessory type).
    public consuming func accessoryImage(_ image: consuming TemplateImage?) -> Self {
        (consume self).setting(\.accessoryImage, image)
    }
    /// The trailing accessory: `.disclosureIndicator` (›) or `.cloud` (☁).
    public consuming func accessory(_ accessory: Accessory) -> Self { (consume self).with { $0.accessory = accessory } }
    /// Dims the row and stops it reporting taps (iOS 15).
    public consuming func disabled(_ disabled: Bool = true) -> Self { (consume self).with { $0.isEnabled = !disabled } }
    /// The explicit-content badge.
    public consuming func explicit(_ explicit: Bool = true) -> Self { (consume self).with { $0.isExplicitContent = explicit } }
    /// A progress bar, fraction 0…1; `nil` draws none.
    public consuming func progress(_ fraction: Double?) -> Self { (consume self).with { $0.playbackProgress = fraction } }
    /// The now-playing indicator, playing or paused, leading or trailing.
    public consuming func playing(_ indicator: PlayingIndicator, at location: PlayingIndicatorLocation = .leading) -> Self {
        (consume self).with { $0.playingIndicator = indicator; $0.playingIndicatorLocation = location }
    }
    /// What selecting the row sends.
    public consuming func action(_ action: consuming Action?) -> Self { (consume self).setting(\.action, action) }
    /// Plays the row's item in place (iOS 26.4).
    public consuming func playback(_ playback: consuming PlaybackConfiguration?) -> Self {
        (consume self).setting(\.playback, playback)
    }

    /// This row with `field` set to `value`, moved in: passed through `with`'s closure, a
    /// value was captured, then copied (an action: its name and every argument retained)
    /// for every row built.
    @inline(__always)
    private consuming func setting<Value>(_ field: WritableKeyPath<ListItem, Value>, _ value: consuming Value) -> Self {
        var row = consume self
        row[keyPath: field] = value
        return row
    }
}

extension ImageRowElement {
    /// What VoiceOver reads for the element (iOS 26.4).
    public consuming func accessibilityLabel(_ label: String?) -> Self { with { $0.accessibilityLabel = label } }
    /// A badge over a card's thumbnail (iOS 26.4).
    public consuming func overlay(_ overlay: ImageOverlay?) -> Self { with { $0.overlay = overlay } }
    /// Plays the element's item in place (iOS 26.4).
    public consuming func playback(_ playback: PlaybackConfiguration?) -> Self { with { $0.playback = playback } }
}

extension ListTemplate {
    /// The details header above the sections (iOS 26.4).
    public consuming func detailsHeader(_ header: ListDetailsHeader?) -> Self { with { $0.detailsHeader = header } }
}

extension ImageRowItem {
    /// An iOS 26 image row of elements (all of one kind).
    ///
    ///     ImageRowItem("Rewind") {
    ///         ImageRowElement(.card, image: .asset("show-1"), title: "Frühstück")
    ///     }
    public init(_ text: String?, @ArrayBuilder<ImageRowElement> elements: () -> [ImageRowElement]) {
        self.init(text, elements: elements())
    }

    /// Lets element titles wrap onto several lines.
    public func multipleLines(_ allows: Bool = true) -> Self { with { $0.allowsMultipleLines = allows } }
    /// What tapping the row's title sends.
    public func action(_ action: Action?) -> Self { with { $0.action = action } }
}

extension ImageRowImage {
    /// What tapping the image sends.
    ///
    ///     ImageRowImage(.asset("gd"), title: "Grateful Dead").action(Action("open", ["id": 1]))
    public func action(_ action: Action?) -> Self { with { $0.action = action } }
}

extension ImageRowElement {
    /// What tapping the element sends.
    public func action(_ action: Action?) -> Self { with { $0.action = action } }
    /// Dims the element (iOS 26).
    public func disabled(_ disabled: Bool = true) -> Self { with { $0.isEnabled = !disabled } }
}
