import GoldenCore
import TemplateKitLite

/// Draws a template as a car screen in HTML — the **one** entry point for every car
/// drawing (the review page's cards and journey steps, and any live preview): what it draws
/// comes from ``CarView``, the same model the text and JSON renders read, so the page
/// cannot disagree with a golden about what a car shows. Inline markup and SVG only.
///
///     CarScreenHTML(profile: .limited).draw(.list(library), isPushed: false)
package struct CarScreenHTML {
    package let profile: CarProfile
    /// Rows and headers to mark as changed, by their whole text.
    package var changed: Set<String> = []
    /// A row or button to mark as the one a journey taps next, by its whole text.
    package var tapped: String? = nil

    package init(profile: CarProfile, changed: Set<String> = [], tapped: String? = nil) {
        self.profile = profile
        self.changed = changed
        self.tapped = tapped
    }

    /// The screen in a landscape car frame, one `<div class="car">`: the CarPlay dock on
    /// the left; on a tab bar's root the tabs along the top with the system Now Playing
    /// button at their end, else the navigation bar (back button, title cut at the car's
    /// width, Now Playing button); then the content. `data-*` attributes carry the model's
    /// counts for the browser check.
    package func draw(_ template: Template, isPushed: Bool, changed lines: [String] = []) -> String {
        var drawing = self
        drawing.changed.formUnion(lines)
        return drawing.frame(CarView(template, profile: profile), isPushed: isPushed)
    }

    private func frame(_ view: CarView, isPushed: Bool) -> String {
        let content = view.content
        let top = view.tabBar.map { !isPushed ? tabBar($0, view) : nil } ?? nil
        let bar = top ?? navigationBar(view, content, isPushed: isPushed)
        return "<div class=\"car\"\(counts(view))><div class=\"dock\"><span class=\"clock\">9:41</span>"
            + "<span class=\"app\">\(Glyph.svg(.music))</span><span class=\"app\">\(Glyph.svg(.home))</span>"
            + "<span class=\"app\">\(Glyph.svg(.apps))</span></div>"
            + "<div class=\"display\">\(bar)<div class=\"screen\">\(content.map { body($0, view) } ?? HTML.element("p", "note", "no tab selected"))</div>"
            + "</div></div>"
    }

    /// `data-rows`, `data-hidden-items`, `data-actions`, `data-hidden-actions`: what the
    /// model says the car shows, for the page's self-check against the golden.
    private func counts(_ view: CarView) -> String {
        var out = ""
        if let list = view.list {
            out += " data-rows=\"\(list.sections.reduce(0) { $0 + $1.items.count })\" data-hidden-items=\"\(list.hiddenItemCount)\""
        }
        if let actions = view.alertActions {
            out += " data-actions=\"\(actions.shown.count)\" data-hidden-actions=\"\(actions.hidden.count)\""
        }
        return out
    }

    private func navigationBar(_ view: CarView, _ content: Template?, isPushed: Bool) -> String {
        let back = isPushed ? "<span class=\"back\">\(Glyph.svg(.back))Back</span>" : ""
        let title = content?.title.map { view.cut($0, .navigationTitle) }
        let titleHTML = title.map { cutHTML($0, "title") } ?? "<span class=\"title\"></span>"
        return "<div class=\"bar\">\(back)\(titleHTML)\(nowPlayingButton(content))</div>"
    }

    /// The system's Now Playing button: top right on lists and grids (not on now playing
    /// itself, nor under an alert); with more than 4 tabs it may not appear ([DG]).
    private func nowPlayingButton(_ content: Template?, tabs: Int = 0) -> String {
        switch content {
        case .list?, .grid?:
            guard tabs <= 4 else { return "" }
            return "<span class=\"npbutton\" title=\"the system's Now Playing button\">\(Glyph.svg(.nowPlaying))</span>"
        default: return ""
        }
    }

    /// The tabs along the top, the selected one highlighted, each with its icon; the
    /// selected tab's title is the screen's (CarPlay shows no separate title on a tab root).
    private func tabBar(_ bar: TabBarTemplate, _ view: CarView) -> String {
        let cells = bar.tabs.enumerated().map { index, tab in
            let badge = tab.showsBadge ? "<span class=\"badge\">●</span>" : ""
            let cls = index == bar.selectedIndex ? "tab selected" : "tab"
            let title = tab.systemItem.map { $0.rawValue } ?? tab.title
            let mark = tapped == tab.title ? " tapped" : ""
            // On a tab root the selected tab names the screen: its title is the drawing's `.title`.
            let titleClass = index == bar.selectedIndex ? "tabtitle title" : "tabtitle"
            return "<span class=\"\(cls)\(mark)\">\(tabIcon(tab))\(cutHTML(view.cut(title, .tabTitle), titleClass))\(badge)</span>"
        }
        let warn = bar.tabs.count > profile.maximumTabCount
            ? HTML.element("span", "warn", "\(bar.tabs.count) tabs: this car allows \(profile.maximumTabCount)") : ""
        return "<div class=\"tabs\">\(cells.joined())\(warn)\(nowPlayingButton(view.content, tabs: bar.tabs.count))</div>"
    }

    private func tabIcon(_ tab: Tab) -> String {
        switch tab.image {
        case .symbol(let name)?: "<span class=\"ticon\" title=\"symbol \(HTML.escape(name))\">\(Glyph.svg(.symbol))</span>"
        case .some(let image): "<span class=\"ticon\">\(ImageHTML.glyph(image))</span>"
        case nil: "<span class=\"ticon\">\(Glyph.svg(tab.systemItem == nil ? .apps : .symbol))</span>"
        }
    }

    private func body(_ template: Template, _ view: CarView) -> String {
        switch template {
        case .list(let list): ListHTML(profile: profile, changed: changed, tapped: tapped).draw(list, view)
        case .grid(let grid): drawGrid(grid, view)
        case .nowPlaying(let np): NowPlayingHTML(tapped: tapped).draw(np, view)
        case .alert(let alert): alertHTML(alert, view)
        case .actionSheet(let sheet): sheetHTML(sheet)
        case .tabBar: HTML.element("p", "note", "a tab bar inside a tab: CarPlay throws")
        case .unsupported(let kind, let title): HTML.element("p", "note", "unsupported template \(kind.rawValue): \(title)")
        }
    }

    private func drawGrid(_ grid: GridTemplate, _ view: CarView) -> String {
        let buttons = view.gridButtons ?? Shown(grid.buttons, [])
        let shown = buttons.shown.map { button in
            let cls = (button.isEnabled ? "cell" : "cell dim") + (tapped == button.titleVariants.first ? " tapped" : "")
            return "<div class=\"\(cls)\"><div class=\"img\">\(ImageHTML.glyph(button.image))</div>"
                + cutHTML(view.cut(button.titleVariants.first ?? "", .gridButtonTitle), "t1") + "</div>"
        }
        let note = buttons.hidden.isEmpty ? ""
            : HTML.element("p", "hidden", "\(buttons.hidden.count) more grid buttons hidden on this car (limit \(profile.maximumGridButtons))")
        return "<div class=\"grid\">\(shown.joined())</div>\(note)"
    }

    /// An alert as the car keeps it: the shown actions in the order added; the ones it
    /// drops drawn struck through beside it, and named.
    private func alertHTML(_ alert: AlertTemplate, _ view: CarView) -> String {
        let actions = view.alertActions ?? Shown(alert.actions, [])
        let hidden = actions.hidden.map { actionHTML($0, hidden: true) }
        let shown = actions.shown.map { actionHTML($0, hidden: false) }
        let note = actions.hidden.isEmpty ? ""
            : HTML.element("p", "hidden", "this car shows \(profile.maximumAlertActions) action besides Cancel: "
                + actions.hidden.map { "“\($0.title)”" }.joined(separator: ", ") + " not shown (the last added win)")
        let title = alert.titleVariants.first.map { cutHTML(view.cut($0, .alertTitle), "t1") } ?? ""
        return "<div class=\"modal\">\(title)<div>\(shown.joined())</div>\(note)"
            + (hidden.isEmpty ? "" : "<div class=\"offcar\">\(hidden.joined())</div>") + "</div>"
    }

    private func sheetHTML(_ sheet: ActionSheetTemplate) -> String {
        let msg = sheet.message.map { HTML.element("p", "t2", $0) } ?? ""
        let title = sheet.title.map { HTML.element("p", "t1", $0) } ?? ""
        return "<div class=\"modal\">\(title)\(msg)<div>\(sheet.actions.map { actionHTML($0, hidden: false) }.joined())</div></div>"
    }

    private func actionHTML(_ action: AlertAction, hidden: Bool) -> String {
        let mark = (hidden ? " hiddenaction" : "") + (tapped == action.title ? " tapped" : "")
        return "<span class=\"abtn \(action.style.rawValue)\(mark)\">\(HTML.escape(action.title))</span>"
    }
}

/// A line as the car draws it: the cut text, with the whole text as its tooltip when cut.
func cutHTML(_ text: CutText, _ cls: String, attributes: String = "") -> String {
    guard text.isCut else { return "<span class=\"\(cls)\"\(attributes)>\(HTML.escape(text.whole))</span>" }
    return "<span class=\"\(cls) cut\"\(attributes) title=\"\(HTML.escape(text.whole))\">\(HTML.escape(text.shown))</span>"
}

extension Shown {
    init(_ shown: [Element], _ hidden: [Element]) {
        self = Shown(shown: shown, hidden: hidden)
    }
}

/// An image as a small labelled placeholder (the page never loads pixels).
package enum ImageHTML {
    package static func glyph(_ image: TemplateImage?) -> String {
        switch image {
        case nil: ""
        case .asset(let name): "<span class=\"ph\" title=\"asset \(HTML.escape(name))\">\(Glyph.svg(.image))</span>"
        case .symbol(let name): "<span class=\"ph sym\" title=\"symbol \(HTML.escape(name))\">\(Glyph.svg(.symbol))</span>"
        case .remote(let url, let placeholder):
            "<span class=\"ph remote\" title=\"\(HTML.escape(url)) · placeholder \(HTML.escape(placeholder ?? "none"))\">\(Glyph.svg(.remote))</span>"
        }
    }
}
