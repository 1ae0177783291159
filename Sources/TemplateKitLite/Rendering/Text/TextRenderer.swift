/// Renders a template as a framed, screen-like text a designer reads without Swift.
///
/// The default ``Style/driver`` view shows what the car draws and nothing else: the title
/// and back button, section headers, each row's text and detail lines cut at the car's
/// width (``CarProfile/textColumns``) with a `✂` mark, its marks (playing, progress,
/// explicit, accessory, `▢` for an image), and copy such as alert titles and empty-view
/// variants whole. The ``Style/details`` view adds what a developer needs: a `→` line
/// under everything a tap sends, image names and sources. In both, whatever the car hides
/// under the profile's limits is named on a `┄┄` line, never dropped silently. Every line
/// is exactly `width` columns (see ``DisplayWidth``). The glyphs are explained in
/// `Docs/render-legend.md`.
///
///     TextRenderer(profile: .limited).render(.list(favorites))
///     TextRenderer(profile: .limited, style: .details).render(.list(favorites))
public struct TextRenderer: Sendable {
    /// What a render shows.
    public enum Style: Sendable {
        /// What the driver sees: only what the car draws (the default).
        case driver
        /// The driver view plus actions, ids and image sources, for developers.
        case details
    }

    public let profile: CarProfile
    /// Columns per line, clamped to 24…1000.
    public let width: Int
    public let style: Style

    public init(profile: CarProfile = .unconstrained, width: Int = 78, style: Style = .driver) {
        self.profile = profile
        self.width = min(max(width, TextFrame.minimumWidth), TextFrame.maximumWidth)
        self.style = style
    }

    /// True in the details view.
    var showsDetails: Bool { style == .details }

    /// The framed text of `template`; `isPushed` shows a back button in the top border.
    public func render(_ template: Template, isPushed: Bool = false) -> String {
        var frame = TextFrame(width: width, capacity: RenderSizeHint.text(template, profile: profile, width: width))
        write(template, isPushed: isPushed, into: &frame)
        return frame.text
    }

    /// The same render as UTF-8 bytes — what a golden file holds — without making a
    /// String (golden comparisons skip the UTF-8 check and the copy back).
    public func renderUTF8(_ template: Template, isPushed: Bool = false) -> [UInt8] {
        let capacity = max(RenderSizeHint.text(template, profile: profile, width: width), TextFrame.minimumCapacity(width: width))
        return ByteBuffer.collect(capacity: capacity) { bytes in
            var frame = TextFrame(width: width, into: bytes)
            write(template, isPushed: isPushed, into: &frame)
            return frame.finishBytes()
        }
    }

    /// Top border, body and bottom border of `template`.
    func write(_ template: Template, isPushed: Bool, into frame: inout TextFrame) {
        let back = isPushed ? backLabel(template) + " ─ " : ""
        frame.top(left: back + titleLabel(template), right: profileLabel(template))
        writeBody(template, into: &frame)
        frame.bottom()
    }

    /// The lines between the borders.
    func writeBody(_ template: Template, into frame: inout TextFrame) {
        switch template {
        case .tabBar(let tabBar): writeTabBar(tabBar, into: &frame)
        case .list(let list): writeList(list, into: &frame)
        case .grid(let grid): writeGrid(grid, into: &frame)
        case .nowPlaying(let nowPlaying): writeNowPlaying(nowPlaying, into: &frame)
        case .alert(let alert): writeAlert(alert, into: &frame)
        case .actionSheet(let sheet): writeActionSheet(sheet, into: &frame)
        case .unsupported(let kind, _):
            frame.wrapped("⚠ " + kind.rawValue + " template: audio apps may not use it (CarPlay throws)")
        }
    }

    /// `‹ Back`, or the list's own back button.
    func backLabel(_ template: Template) -> String {
        guard case .list(let list) = template, let button = list.backButton else { return "‹ Back" }
        if let title = button.title { return "‹ " + TextLabel.name(title) }
        return "‹ " + (button.image.map(TextLabel.image) ?? "Back")
    }

    /// The title in the top border; a tab bar shows its selected tab's content title.
    func titleLabel(_ template: Template) -> String {
        if case .tabBar(let tabBar) = template {
            return selectedTab(tabBar).map { titleLabel($0.content) } ?? "(no tab selected)"
        }
        guard let title = template.title else { return "(" + template.kindName + ")" }
        if title.isEmpty { return "(untitled " + template.kindName + ")" }
        return showsDetails ? TextLabel.safe(title) : carLine(TextLabel.safe(title), .navigationTitle)
    }

    /// `limited · 12 items`: the profile and the limit that matters for this template.
    func profileLabel(_ template: Template) -> String {
        let name = TextLabel.name(profile.name)
        switch template {
        case .tabBar(let tabBar):
            return selectedTab(tabBar).map { profileLabel($0.content) } ?? name
        case .list: return name + " · " + TextLabel.count(profile.maximumItemCount, "item")
        case .grid: return name + " · " + TextLabel.count(profile.maximumGridButtons, "button")
        case .nowPlaying: return name + " · " + TextLabel.count(profile.maximumNowPlayingButtons, "button")
        case .alert: return name + " · " + TextLabel.count(profile.maximumAlertActions, "action")
        case .actionSheet, .unsupported: return name
        }
    }
}
