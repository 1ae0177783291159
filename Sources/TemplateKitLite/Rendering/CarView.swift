/// What a car shows of a template under a profile: the one computation behind the text
/// render's `┄┄` lines, the JSON's `hiddenOnThisCar`, the review page's drawing and lint.
/// Lists, grids and buttons keep their head; an alert keeps its last added actions
/// (`CPAlertTemplate.maximumActionCount`, a `.cancel` action apart). Text is cut per
/// ``DisplayClass``.
///
///     let view = CarView(.list(library), profile: .limited)
///     view.list?.hiddenSectionHeaders   // ["Favorite Shows", "Downloads"]
///     view.cut("Barton Hall, Cornell University", .navigationTitle)
public struct CarView: Sendable {
    public let template: Template
    public let profile: CarProfile

    public init(_ template: Template, profile: CarProfile) {
        self.template = template
        self.profile = profile
    }

    /// The tab bar around the content, when the template is one.
    public var tabBar: TabBarTemplate? {
        if case .tabBar(let bar) = template { return bar }
        return nil
    }

    /// What fills the screen: the selected tab's content for a tab bar (nil when the
    /// selected index is out of range), else the template itself.
    public var content: Template? {
        guard let bar = tabBar else { return template }
        return bar.tabs.indices.contains(bar.selectedIndex) ? bar.tabs[bar.selectedIndex].content : nil
    }

    /// The list on screen as the car keeps it.
    public var list: ShownList? {
        if case .list(let list) = content { return ShownList(list, profile: profile) }
        return nil
    }

    /// An alert's actions: the shown ones in the order added, and the ones the car drops.
    public var alertActions: Shown<AlertAction>? {
        guard case .alert(let alert) = content else { return nil }
        return Shown(LimitedSlice.alert(alert.actions, limit: profile.maximumAlertActions))
    }

    /// A grid's buttons (the first `maximumGridButtons`).
    public var gridButtons: Shown<GridButton>? {
        guard case .grid(let grid) = content else { return nil }
        return Shown(LimitedSlice.head(grid.buttons, limit: profile.maximumGridButtons))
    }

    /// Now playing's buttons (the first `maximumNowPlayingButtons`, filled leading → trailing).
    public var nowPlayingButtons: Shown<NowPlayingButton>? {
        guard case .nowPlaying(let nowPlaying) = content else { return nil }
        return Shown(LimitedSlice.head(nowPlaying.buttons, limit: profile.maximumNowPlayingButtons))
    }

    /// Now playing's transport controls, derived from its remote commands and player state.
    public var transport: TransportControls? {
        guard case .nowPlaying(let nowPlaying) = content else { return nil }
        return TransportControls(nowPlaying.remoteCommands, playback: nowPlaying.info.playback)
    }

    /// `text` as a line of `displayClass` shows it on this car.
    public func cut(_ text: String, _ displayClass: DisplayClass) -> CutText {
        CutText(text, columns: profile.columns(for: displayClass))
    }
}

/// The part of a collection a car shows and the part it drops.
public struct Shown<Element: Sendable>: Sendable {
    public let shown: [Element]
    public let hidden: [Element]

    public init(shown: [Element], hidden: [Element]) {
        self.shown = shown
        self.hidden = hidden
    }

    init(_ slice: LimitedSlice<Element>) {
        shown = Array(slice.shown)
        hidden = Array(slice.hidden)
    }
}

/// A line of text as the car draws it: whole, or cut to its width with the car's `…`.
///
///     CutText("Barton Hall, Cornell University", columns: 12).shown   // "Barton Hall…"
public struct CutText: Sendable, Hashable {
    /// The text as given.
    public let whole: String
    /// What the car draws.
    public let shown: String
    public var isCut: Bool { shown != whole }

    public init(_ text: String, columns: Int) {
        whole = text
        shown = columns > 0 && DisplayWidth.of(text) > columns ? DisplayWidth.truncate(text, to: columns) : text
    }
}
