import GoldenCore
import TemplateKitLite

/// Draws a list as ``ShownList`` keeps it: the section index letters down the trailing
/// edge, sections (headers in their own case, with their subtitle; a section without a
/// header set apart by a gap), rows with two lines cut at the car's width,
/// images, accessories, playing indicators, progress, disabled rows; then what the car
/// hides — counted, with the sections and the first rows it drops named.
package struct ListHTML {
    package let profile: CarProfile
    /// Rows and headers whose whole text marks them as changed.
    package var changed: Set<String> = []
    /// The row a journey taps next, by its whole text.
    package var tapped: String? = nil

    package init(profile: CarProfile, changed: Set<String> = [], tapped: String? = nil) {
        self.profile = profile
        self.changed = changed
        self.tapped = tapped
    }

    package func draw(_ list: ListTemplate, _ view: CarView) -> String {
        if list.itemCount == 0 { return empty(list, view) }
        let shown = ShownList(list, profile: profile)
        var out = indexStrip(shown.indexLetters)
        for (index, part) in shown.sections.enumerated() {
            if let header = part.section.header {
                let cls = "header" + (marks(header) ? " changedrow" : "")
                let subtitle = part.section.headerSubtitle.map { "<div class=\"hsub\">" + cutHTML(view.cut($0, .sectionHeader), "h") + "</div>" } ?? ""
                out += "<div class=\"\(cls)\">\(cutHTML(view.cut(header, .sectionHeader), "h"))\(subtitle)</div>"
            } else if index > 0 {
                out += "<div class=\"gap\" title=\"a section without a header\"></div>"
            }
            for element in part.items { out += row(element, view) }
        }
        return out + hidden(shown, view)
    }

    /// The section index down the list's trailing edge (as a table view draws it): the
    /// letters of the sections the car keeps, none when no section has one.
    private func indexStrip(_ letters: [String]) -> String {
        guard !letters.isEmpty else { return "" }
        let spans = letters.map { HTML.element("span", "", $0) }.joined()
        return "<div class=\"sindex\" title=\"section index\" data-index=\"\(HTML.escape(letters.joined()))\">\(spans)</div>"
    }

    /// What this car leaves out of reach, in one sentence (``OutOfReach``), and the first
    /// hidden rows.
    private func hidden(_ shown: ShownList, _ view: CarView) -> String {
        guard let reach = shown.outOfReach.sentence else { return "" }
        let headers = shown.hiddenSectionHeaders
        var parts = [HTML.element("div", "reach", reach)]
        let rows = shown.hiddenItems.prefix(3).map { element -> String in
            switch element {
            case .item(let item): view.cut(item.text, .rowText).shown
            case .imageRow(let row): row.text ?? "image row"
            }
        }
        if !rows.isEmpty { parts.append(HTML.element("div", "hrows", "First hidden: " + rows.joined(separator: " · "))) }
        return "<div class=\"hidden\" data-hidden-sections=\"\(HTML.escape(headers.joined(separator: "\u{1F}")))\">\(parts.joined())</div>"
    }

    /// Whether a changed line (a diff's line without its frame, or a row's whole text)
    /// holds `text` as a row line starts it: at its start or after the row's marks.
    private func marks(_ text: String) -> Bool {
        guard !changed.isEmpty, !text.isEmpty else { return false }
        if changed.contains(text) { return true }
        let cut = CutText(text, columns: profile.columns(for: .rowText)).shown
        let start = cut.hasSuffix("…") ? String(cut.dropLast()) : cut
        return changed.contains { $0.hasPrefix(start) || $0.contains("  " + start) || $0.contains("▢ " + start) }
    }

    private func empty(_ list: ListTemplate, _ view: CarView) -> String {
        let spinner = list.showsSpinnerWhileEmpty ? "<div class=\"spinner\"></div>" : ""
        let title = list.emptyViewTitleVariants.first.map { cutHTML(view.cut($0, .alertTitle), "t1") } ?? ""
        let subtitle = list.emptyViewSubtitleVariants.first.map { cutHTML(view.cut($0, .alertTitle), "t2") } ?? ""
        return "<div class=\"empty\">\(spinner)<div>\(title)</div><div>\(subtitle)</div></div>"
    }

    private func row(_ element: ListElement, _ view: CarView) -> String {
        switch element {
        case .item(let item): itemRow(item, view)
        case .imageRow(let row): imageRow(row, view)
        }
    }

    private func itemRow(_ item: ListItem, _ view: CarView) -> String {
        let isChanged = marks(item.text) || item.detailText.map(marks) == true
        let cls = (item.isEnabled ? "row" : "row dim") + (isChanged ? " changedrow" : "") + (tapped == item.text ? " tapped" : "")
        let indicator = playing(item.playingIndicator)
        let lead = item.playingIndicatorLocation == .leading ? indicator : ""
        let trail = item.playingIndicatorLocation == .trailing ? indicator : ""
        let explicit = item.isExplicitContent ? "<span class=\"explicit\">E</span>" : ""
        let image = item.image.map { "<span class=\"img\">\(ImageHTML.glyph($0))</span>" } ?? ""
        let detail = item.detailText.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        return "<div class=\"\(cls)\">\(lead)\(image)"
            + "<div class=\"lines\"><div class=\"t1\">\(cutHTML(view.cut(item.text, .rowText), "tx"))\(explicit)</div>"
            + (detail.map { "<div class=\"t2\">" + cutHTML(view.cut($0, .rowDetail), "tx") + "</div>" } ?? "")
            + progress(item.playbackProgress) + "</div>\(trail)" + accessory(item) + "</div>"
    }

    private func imageRow(_ row: ImageRowItem, _ view: CarView) -> String {
        let images = row.elements.isEmpty
            ? row.images.prefix(profile.maximumImageRowImages).map { tile($0.image, $0.title, nil) }
            : row.elements.map { tile($0.image, $0.title, $0.subtitle) }
        let title = row.text.map { "<div class=\"t1\">" + cutHTML(view.cut($0, .rowText), "tx") + "</div>" } ?? ""
        let cls = "row imagerow" + (tapped != nil && tapped == row.text ? " tapped" : "")
        return "<div class=\"\(cls)\">\(title)<div class=\"tiles\">\(images.joined())</div></div>"
    }

    private func tile(_ image: TemplateImage, _ title: String?, _ subtitle: String?) -> String {
        "<span class=\"tile\">\(ImageHTML.glyph(image))"
            + (title.map { HTML.element("span", "t2", $0) } ?? "")
            + (subtitle.map { HTML.element("span", "t3", $0) } ?? "") + "</span>"
    }

    private func playing(_ indicator: PlayingIndicator) -> String {
        switch indicator {
        case .none: ""
        case .playing: "<span class=\"playing\">\(Glyph.svg(.playing, label: "playing"))</span>"
        case .paused: "<span class=\"playing paused\">\(Glyph.svg(.playing, label: "paused"))</span>"
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
        case .disclosureIndicator: return "<span class=\"acc\">\(Glyph.svg(.chevron))</span>"
        case .cloud: return "<span class=\"acc\">\(Glyph.svg(.cloud, label: "cloud"))</span>"
        }
    }
}
