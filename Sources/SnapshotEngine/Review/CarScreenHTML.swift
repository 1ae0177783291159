import TemplateKitLite

/// Draws a template as a car screen in HTML: the review page's picture of a render.
/// Uses only inline markup and the page's own stylesheet (no images, no network).
package struct CarScreenHTML {
    package let profile: CarProfile

    /// The screen in a landscape car frame, one `<div class="car">`: the CarPlay dock on
    /// the left, the navigation bar, the content and the tab bar. Rows whose text is among
    /// `changed` (a diff's added lines) are marked.
    package func draw(_ template: Template, isPushed: Bool, changed: [String] = []) -> String {
        var tabs = ""
        var content = template
        if case .tabBar(let bar) = template, bar.tabs.indices.contains(bar.selectedIndex) {
            content = bar.tabs[bar.selectedIndex].content
            tabs = tabBar(bar)
        }
        let back = isPushed ? "<span class=\"back\">‹ Back</span>" : ""
        let title = HTML.escape(content.title ?? "")
        return "<div class=\"car\"><div class=\"dock\"><span class=\"clock\">9:41</span>"
            + "<span class=\"app\">♪</span><span class=\"app\">⌂</span><span class=\"app\">◎</span></div>"
            + "<div class=\"display\"><div class=\"bar\">\(back)<span class=\"title\">\(title)</span></div>"
            + "<div class=\"screen\">\(body(content, changed))</div>\(tabs)</div></div>"
    }

    private func body(_ template: Template, _ changed: [String]) -> String {
        switch template {
        case .list(let list): ListHTML(profile: profile, changed: changed).draw(list)
        case .grid(let grid): drawGrid(grid)
        case .nowPlaying(let np): NowPlayingHTML().draw(np)
        case .alert(let alert): modal(alert.titleVariants.first ?? "", nil, alert.actions, limit: profile.maximumAlertActions)
        case .actionSheet(let sheet): modal(sheet.title ?? "", sheet.message, sheet.actions, limit: nil)
        case .tabBar: HTML.element("p", "note", "nested tab bar")
        case .unsupported(let kind, let title): HTML.element("p", "note", "unsupported template \(kind.rawValue): \(title)")
        }
    }

    private func tabBar(_ bar: TabBarTemplate) -> String {
        let cells = bar.tabs.enumerated().map { index, tab in
            let badge = tab.showsBadge ? "<span class=\"badge\">●</span>" : ""
            let cls = index == bar.selectedIndex ? "tab selected" : "tab"
            return "<span class=\"\(cls)\">\(HTML.escape(tab.title))\(badge)</span>"
        }
        return "<div class=\"tabs\">\(cells.joined())</div>"
    }

    private func drawGrid(_ grid: GridTemplate) -> String {
        let shown = grid.buttons.prefix(profile.maximumGridButtons).map { button in
            let cls = button.isEnabled ? "cell" : "cell dim"
            return "<div class=\"\(cls)\"><div class=\"img\">\(ImageHTML.glyph(button.image))</div>"
                + HTML.element("div", "t1", button.titleVariants.first ?? "") + "</div>"
        }
        let hidden = grid.buttons.count - shown.count
        let note = hidden > 0 ? HTML.element("p", "hidden", "\(hidden) more hidden on this car") : ""
        return "<div class=\"grid\">\(shown.joined())</div>\(note)"
    }

    private func modal(_ title: String, _ message: String?, _ actions: [AlertAction], limit: Int?) -> String {
        let visibleFrom = limit.map { max(0, actions.count - $0) } ?? 0
        let buttons = actions.enumerated().map { index, action in
            let hidden = index < visibleFrom ? " hiddenaction" : ""
            return "<span class=\"abtn \(action.style.rawValue)\(hidden)\">\(HTML.escape(action.title))</span>"
        }
        let msg = message.map { HTML.element("p", "t2", $0) } ?? ""
        let note = visibleFrom > 0 ? HTML.element("p", "hidden", "this car shows only the last \(limit ?? 0) action(s)") : ""
        return "<div class=\"modal\">\(HTML.element("p", "t1", title))\(msg)<div>\(buttons.joined())</div>\(note)</div>"
    }
}

/// An image as a small labelled placeholder (the page never loads pixels).
package enum ImageHTML {
    package static func glyph(_ image: TemplateImage?) -> String {
        switch image {
        case nil: ""
        case .asset(let name): "<span class=\"ph\" title=\"asset \(HTML.escape(name))\">▢</span>"
        case .symbol(let name): "<span class=\"ph sym\" title=\"symbol \(HTML.escape(name))\">◇</span>"
        case .remote(let url, let placeholder):
            "<span class=\"ph remote\" title=\"\(HTML.escape(url)) · placeholder \(HTML.escape(placeholder ?? "none"))\">☁︎</span>"
        }
    }
}
