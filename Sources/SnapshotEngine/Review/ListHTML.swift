import TemplateKitLite

/// Draws a list: sections, rows with two lines, images, accessories, playing indicators,
/// progress bars, disabled rows, and the rows the car hides.
package struct ListHTML {
    package let profile: CarProfile
    /// Lines a diff added: a row whose text or detail is in one is marked as changed.
    package var changed: [String] = []

    package init(profile: CarProfile, changed: [String] = []) {
        self.profile = profile
        self.changed = changed
    }

    package func draw(_ list: ListTemplate) -> String {
        if list.itemCount == 0 { return empty(list) }
        var out = ""
        var budget = profile.maximumItemCount
        for section in list.sections.prefix(profile.maximumSectionCount) {
            if let header = section.header { out += HTML.element("div", "header", header) }
            for element in section.items {
                guard budget > 0 else { break }
                budget -= 1
                out += row(element)
            }
        }
        let hidden = list.itemCount - min(list.itemCount, profile.maximumItemCount)
        if hidden > 0 {
            out += HTML.element("p", "hidden", "\(hidden) more items hidden on this car (limit \(profile.maximumItemCount))")
        }
        return out
    }

    private func empty(_ list: ListTemplate) -> String {
        let spinner = list.showsSpinnerWhileEmpty ? "<div class=\"spinner\">◌</div>" : ""
        let title = list.emptyViewTitleVariants.first.map { HTML.element("p", "t1", $0) } ?? ""
        let subtitle = list.emptyViewSubtitleVariants.first.map { HTML.element("p", "t2", $0) } ?? ""
        return "<div class=\"empty\">\(spinner)\(title)\(subtitle)</div>"
    }

    private func row(_ element: ListElement) -> String {
        switch element {
        case .item(let item): itemRow(item)
        case .imageRow(let row): imageRow(row)
        }
    }

    private func itemRow(_ item: ListItem) -> String {
        let cls = (item.isEnabled ? "row" : "row dim") + (isChanged(item) ? " changedrow" : "")
        let indicator = playing(item.playingIndicator)
        let lead = item.playingIndicatorLocation == .leading ? indicator : ""
        let trail = item.playingIndicatorLocation == .trailing ? indicator : ""
        let explicit = item.isExplicitContent ? "<span class=\"explicit\">E</span>" : ""
        return "<div class=\"\(cls)\">\(lead)<span class=\"img\">\(ImageHTML.glyph(item.image))</span>"
            + "<div class=\"lines\"><div class=\"t1\">\(HTML.escape(item.text))\(explicit)</div>"
            + (item.detailText.map { HTML.element("div", "t2", $0) } ?? "")
            + progress(item.playbackProgress) + "</div>\(trail)" + accessory(item) + "</div>"
    }

    /// Whether a diff's added line holds this row's text or detail.
    private func isChanged(_ item: ListItem) -> Bool {
        guard !changed.isEmpty else { return false }
        let parts = [item.text, item.detailText ?? ""].filter { !$0.isEmpty }
        return changed.contains { line in parts.contains { line.hasPrefix($0) || line.contains("  " + $0) || line == $0 } }
    }

    private func imageRow(_ row: ImageRowItem) -> String {
        let images = row.elements.isEmpty
            ? row.images.prefix(profile.maximumImageRowImages).map { tile($0.image, $0.title, nil) }
            : row.elements.map { tile($0.image, $0.title, $0.subtitle) }
        let title = row.text.map { HTML.element("div", "t1", $0) } ?? ""
        return "<div class=\"row imagerow\">\(title)<div class=\"tiles\">\(images.joined())</div></div>"
    }

    private func tile(_ image: TemplateImage, _ title: String?, _ subtitle: String?) -> String {
        "<span class=\"tile\">\(ImageHTML.glyph(image))"
            + (title.map { HTML.element("span", "t2", $0) } ?? "")
            + (subtitle.map { HTML.element("span", "t3", $0) } ?? "") + "</span>"
    }

    private func playing(_ indicator: PlayingIndicator) -> String {
        switch indicator {
        case .none: ""
        case .playing: "<span class=\"playing\">▶</span>"
        case .paused: "<span class=\"playing\">❚❚</span>"
        }
    }

    private func progress(_ fraction: Double?) -> String {
        guard let fraction else { return "" }
        guard fraction.isFinite, (0...1).contains(fraction) else { return HTML.element("div", "invalid", "invalid progress") }
        let percent = Int(fraction * 100)  // 0…1 checked above: truncation is floor
        return "<div class=\"progress\"><span style=\"width:\(percent)%\"></span></div>"
    }

    private func accessory(_ item: ListItem) -> String {
        if let image = item.accessoryImage { return "<span class=\"acc\">\(ImageHTML.glyph(image))</span>" }
        switch item.accessory {
        case .none: return ""
        case .disclosureIndicator: return "<span class=\"acc\">›</span>"
        case .cloud: return "<span class=\"acc\">☁</span>"
        }
    }
}
