import TemplateKitLite

extension SvgDrawing {
    /// The tabs along the top of a tab bar's root, the selected one highlighted, each its
    /// icon over its title (as the model cuts it), a badge as a red dot; the system's Now
    /// Playing button at their end.
    mutating func tabBar(_ bar: TabBarTemplate, _ view: CarView) {
        canvas.rect(x: left, y: 0, width: right - left, height: barHeight, fill: palette.bar)
        canvas.line(x1: left, y1: barHeight, x2: right, y2: barHeight, stroke: palette.separator)
        if bar.tabs.count > profile.maximumTabCount {
            notes.append(String(bar.tabs.count) + " tabs: this car allows " + String(profile.maximumTabCount) + " (CarPlay throws).")
        }
        if bar.tabs.isEmpty { notes.append("A tab bar without tabs.") }
        var end = right - inset
        if Self.showsNowPlayingButton(view.content, tabs: bar.tabs.count) {
            SvgSymbol("waveform").draw(x: end - u(26), y: u(11), size: u(26), color: palette.accent, into: &canvas)
            end -= u(26) + u(12)
        }
        let width = (end - left - u(8)) / max(1, bar.tabs.count)
        for (index, tab) in bar.tabs.enumerated() {
            let x = left + u(8) + index * width
            let selected = index == bar.selectedIndex
            let title = tab.systemItem.map(Self.systemTitle) ?? tab.title
            canvas.raw("<g data-role=\"tab\"" + (selected ? " data-selected=\"1\"" : "") + ">")
            hitArea(x: x + u(2), y: u(4), width: width - u(4), height: barHeight - u(8))
            if selected { canvas.rect(x: x + u(2), y: u(4), width: width - u(4), height: barHeight - u(8), fill: palette.fill, radius: u(10)) }
            markBox(x: x + u(2), y: u(4), width: width - u(4), height: barHeight - u(8), changed: isChanged(title), tapped: marks.isTapped(tab.title))
            let color = selected ? palette.label : palette.secondary
            let icon = tab.image ?? .symbol(tab.systemItem.map(Self.systemSymbol) ?? "square.grid.2x2")
            image(icon, x: x + width / 2 - u(11), y: u(4), size: u(22), tint: color)
            canvas.text(cut(title, .tabTitle), x: x + width / 2, y: u(40), size: u(12), room: width - u(8), fill: color,
                        role: selected ? "title" : "tabtitle", bold: selected, anchor: .middle)
            if tab.showsBadge { canvas.rect(x: x + width / 2 + u(8), y: u(4), width: u(9), height: u(9), fill: palette.destructive, radius: u(5)) }
            canvas.raw("</g>")
        }
    }

    static func systemTitle(_ item: TabSystemItem) -> String {
        switch item {
        case .more: "More"
        case .favorites: "Favorites"
        case .featured: "Featured"
        case .topRated: "Top Rated"
        case .recents: "Recents"
        case .contacts: "Contacts"
        case .history: "History"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .downloads: "Downloads"
        case .mostRecent: "Most Recent"
        case .mostViewed: "Most Viewed"
        }
    }

    static func systemSymbol(_ item: TabSystemItem) -> String {
        switch item {
        case .more: "ellipsis"
        case .favorites, .featured, .topRated: "star.fill"
        case .recents, .history, .mostRecent: "clock"
        case .contacts: "person.2"
        case .bookmarks: "book"
        case .search: "magnifyingglass"
        case .downloads: "arrow.down.circle"
        case .mostViewed: "list.bullet"
        }
    }
}
