import TemplateKitLite

extension SvgDrawing {
    /// A list as ``ShownList`` keeps it: the Siri cell, pinned grid buttons, a details
    /// header, then each kept section (its header, or a gap when it has none) and row, the
    /// section index down the trailing edge, or the empty view; what it hides as notes.
    mutating func list(_ list: ListTemplate, _ view: CarView) {
        let shown = view.list ?? ShownList(list, profile: profile)
        var y = barHeight
        if let cell = list.assistantCell, cell.position == .top { y = assistantCell(cell, y: y) }
        y = headerGridButtons(list.headerGridButtons, y: y)
        if let header = list.detailsHeader { y = detailsHeader(header, y: y) }
        if list.itemCount == 0 {
            y = emptyView(list, y: y)
        } else {
            let index = shown.indexLetters
            let edge = right - (index.isEmpty ? 0 : u(28))
            for (position, part) in shown.sections.enumerated() {
                y = sectionHeader(part.section, y: y, edge: edge, separated: position > 0)
                for element in part.items {
                    switch element {
                    case .item(let item): y = row(item, y: y, edge: edge)
                    case .imageRow(let row): y = imageRow(row, y: y, edge: edge)
                    }
                }
            }
            sectionIndex(index)
            hiddenNotes(shown)
        }
        if let cell = list.assistantCell, cell.position == .bottom { y = assistantCell(cell, y: y) }
        reach(y)
    }

    /// The index letters down the trailing edge, spread over the screen's height (the car
    /// keeps the index in view while the list scrolls).
    private mutating func sectionIndex(_ letters: [String]) {
        guard !letters.isEmpty else { return }
        let top = barHeight + u(8), bottom = display.height - u(8)
        let step = max(1, (bottom - top) / letters.count)
        let size = min(u(12), max(6, step - 1))
        let x = right - u(14)
        canvas.raw("<g data-role=\"index\" data-index=\"" + SvgEscape.attribute(letters.joined()) + "\">")
        for (position, letter) in letters.enumerated() {
            canvas.label(letter, x: x, y: top + position * step + (step + size) / 2, size: size, room: u(20),
                         fill: palette.accent, role: "index", bold: true, anchor: .middle)
        }
        canvas.raw("</g>")
    }

    /// A section's header (its title, subtitle, image and button), or the gap the car
    /// leaves before a section without one; returns where its rows start.
    private mutating func sectionHeader(_ section: ListSection, y: Int, edge: Int, separated: Bool) -> Int {
        guard section.header != nil || section.headerSubtitle != nil || section.headerButton != nil else {
            return separated ? y + u(18) : y
        }
        let height = u(40) + (section.headerSubtitle == nil ? 0 : u(18))
        markBox(x: left, y: y, width: edge - left, height: height,
                changed: isChanged(section.header) || isChanged(section.headerSubtitle), tapped: false)
        var x = left + inset
        if let picture = section.headerImage {
            image(picture, x: x, y: y + u(12), size: u(22), tint: palette.label)
            x += u(28)
        }
        var end = edge - inset
        if let button = section.headerButton {
            let title = button.title ?? "•••"
            let width = min(SvgTextWidth.pixels(title, fontSize: u(14)), u(160))
            canvas.label(title, x: end, y: y + u(28), size: u(14), room: width, fill: palette.accent, role: "headerbutton", anchor: .end)
            end -= width + u(12)
        }
        if let header = section.header {
            canvas.text(cut(header, .sectionHeader), x: x, y: y + u(28), size: u(15), room: end - x, fill: palette.label, role: "header", bold: true)
        }
        if let subtitle = section.headerSubtitle {
            canvas.text(cut(subtitle, .sectionHeader), x: x, y: y + u(47), size: u(13), room: end - x, fill: palette.secondary, role: "headersubtitle")
        }
        return y + height
    }

    /// A row: playing indicator, image, text and detail cut where the model cuts them,
    /// the explicit badge, progress, the trailing image, indicator and accessory.
    private mutating func row(_ item: ListItem, y: Int, edge: Int) -> Int {
        let detail = item.detailText.flatMap { $0.allSatisfy { $0 == " " } || $0.isEmpty ? nil : $0 }
        let height = detail != nil || item.playbackProgress != nil ? u(60) : u(46)
        let changed = isChanged(item.text) || isChanged(detail)
        canvas.raw(item.isEnabled ? "<g data-role=\"row\">" : "<g data-role=\"row\" opacity=\"0.45\" data-disabled=\"1\">")
        hitArea(x: left, y: y, width: edge - left, height: height)
        markBox(x: left, y: y, width: edge - left, height: height, changed: changed, tapped: marks.isTapped(item.text))
        var x = left + inset
        let middle = y + height / 2
        if item.playingIndicatorLocation == .leading, item.playingIndicator != .none {
            playingIndicator(item.playingIndicator, x: x, y: middle - u(8))
            x += u(24)
        }
        if let picture = item.image {
            image(picture, x: x, y: middle - u(20), size: u(40))
            x += u(52)
        }
        var end = edge - inset
        end = trailing(item, end: end, middle: middle)
        let badge = item.isExplicitContent ? u(24) : 0
        let room = end - x - badge
        let first = detail == nil && item.playbackProgress == nil ? middle + u(6) : y + u(25)
        let text = cut(item.text, .rowText)
        canvas.text(text, x: x, y: first, size: u(17), room: room, fill: palette.label, role: "rowtext")
        if item.isExplicitContent {
            let at = x + min(room, SvgTextWidth.pixels(text.shown, fontSize: u(17))) + u(6)
            canvas.rect(x: at, y: first - u(13), width: u(16), height: u(16), fill: palette.secondary, radius: u(3))
            canvas.label("E", x: at + u(8), y: first - u(1), size: u(11), room: u(14), fill: palette.screen, role: "explicit", bold: true, anchor: .middle)
        }
        if let detail {
            canvas.text(cut(detail, .rowDetail), x: x, y: y + u(46), size: u(14), room: end - x, fill: palette.secondary, role: "rowdetail")
        }
        if let progress = item.playbackProgress { progressBar(progress, x: x, y: y + u(52), width: end - x) }
        canvas.line(x1: x, y1: y + height, x2: edge, y2: y + height, stroke: palette.separator)
        canvas.raw("</g>")
        return y + height
    }

    /// The row's right end, drawn leftwards from `end`: accessory, then a trailing playing
    /// indicator and accessory image; returns where the text must stop.
    private mutating func trailing(_ item: ListItem, end: Int, middle: Int) -> Int {
        var end = end
        if let picture = item.accessoryImage {
            image(picture, x: end - u(24), y: middle - u(12), size: u(24), tint: palette.secondary)
            end -= u(32)
        } else if item.accessory == .disclosureIndicator {
            SvgSymbol("chevron.right").draw(x: end - u(16), y: middle - u(8), size: u(16), color: palette.secondary, into: &canvas)
            end -= u(24)
        } else if item.accessory == .cloud {
            SvgSymbol("icloud").draw(x: end - u(22), y: middle - u(11), size: u(22), color: palette.secondary, into: &canvas)
            end -= u(30)
        }
        if item.playingIndicatorLocation == .trailing, item.playingIndicator != .none {
            playingIndicator(item.playingIndicator, x: end - u(16), y: middle - u(8))
            end -= u(24)
        }
        return end - u(8)
    }

    /// Three bars: solid while playing, outlined when paused.
    private mutating func playingIndicator(_ state: PlayingIndicator, x: Int, y: Int) {
        let paused = state == .paused
        canvas.raw("<g data-role=\"playing\" data-state=\"" + (paused ? "paused" : "playing") + "\">")
        for (index, height) in [u(10), u(16), u(7)].enumerated() {
            canvas.rect(x: x + index * u(6), y: y + u(16) - height, width: u(4), height: height,
                        fill: paused ? "none" : palette.accent, stroke: paused ? palette.accent : nil)
        }
        canvas.raw("</g>")
    }

    /// A thin bar filled to `fraction` (0…1); an invalid fraction is a note, not a bar.
    mutating func progressBar(_ fraction: Double, x: Int, y: Int, width: Int) {
        guard fraction.isFinite, fraction >= 0, fraction <= 1 else {
            notes.append("A row's progress is invalid (" + NumberText.readable(fraction) + "): the car draws no bar.")
            return
        }
        canvas.rect(x: x, y: y, width: width, height: u(4), fill: palette.fill, radius: u(2))
        canvas.rect(x: x, y: y, width: Int(fraction * Double(width)), height: u(4), fill: palette.accent, radius: u(2))
    }

    /// An image row: its title, then the images (or iOS 26 elements) the car keeps, each
    /// with its caption.
    private mutating func imageRow(_ row: ImageRowItem, y: Int, edge: Int) -> Int {
        let limit = profile.maximumImageRowImages
        let tiles: [(TemplateImage, String?)] = row.elements.isEmpty
            ? row.images.map { ($0.image, $0.title) } : row.elements.map { ($0.image, $0.title) }
        let slice = LimitedSlice.head(tiles, limit: limit)
        if !slice.hidden.isEmpty { notes.append(Self.hiddenNote(slice.hidden.count, "image", limit: limit) + " in an image row.") }
        let hasCaptions = slice.shown.contains { $0.1 != nil }
        let top = row.text == nil ? u(8) : u(34)
        let tile = u(64), gap = u(10)
        let height = top + tile + (hasCaptions ? u(22) : 0) + u(10)
        canvas.raw(row.isEnabled ? "<g data-role=\"imagerow\">" : "<g data-role=\"imagerow\" opacity=\"0.45\" data-disabled=\"1\">")
        hitArea(x: left, y: y, width: edge - left, height: height)
        markBox(x: left, y: y, width: edge - left, height: height, changed: isChanged(row.text), tapped: marks.isTapped(row.text))
        let x = left + inset
        if let text = row.text {
            canvas.text(cut(text, .rowText), x: x, y: y + u(24), size: u(17), room: edge - inset - x, fill: palette.label, role: "rowtext")
        }
        // The tiles that fit across the row; the rest wrap onto a second line of tiles.
        let perLine = max(1, (edge - inset - x + gap) / (tile + gap))
        var bottomY = y + height
        for (index, element) in slice.shown.enumerated() {
            let line = index / perLine
            let tx = x + (index % perLine) * (tile + gap)
            let ty = y + top + line * (tile + u(32))
            image(element.0, x: tx, y: ty, size: tile)
            if let caption = element.1 {
                canvas.label(caption, x: tx + tile / 2, y: ty + tile + u(16), size: u(11), room: tile + gap - u(2),
                             fill: palette.secondary, role: "caption", anchor: .middle)
            }
            bottomY = max(bottomY, ty + tile + (hasCaptions ? u(22) : 0) + u(10))
        }
        canvas.line(x1: x, y1: bottomY, x2: edge, y2: bottomY, stroke: palette.separator)
        canvas.raw("</g>")
        return bottomY
    }

    /// What an empty list shows: the spinner, the preferred title and subtitle.
    private mutating func emptyView(_ list: ListTemplate, y: Int) -> Int {
        let centre = (left + right) / 2
        var y = max(y + u(40), (barHeight + display.height) / 2 - u(50))
        if list.showsSpinnerWhileEmpty {
            canvas.raw("<g data-role=\"spinner\">")
            SvgSymbol("arrow.clockwise").draw(x: centre - u(18), y: y, size: u(36), color: palette.secondary, into: &canvas)
            canvas.raw("</g>")
            y += u(56)
        }
        let room = right - left - 2 * inset
        if let title = list.emptyViewTitleVariants.first {
            canvas.text(cut(title, .alertTitle), x: centre, y: y + u(20), size: u(20), room: room, fill: palette.label, role: "emptytitle", bold: true, anchor: .middle)
            y += u(32)
        }
        if let subtitle = list.emptyViewSubtitleVariants.first {
            canvas.text(cut(subtitle, .alertTitle), x: centre, y: y + u(20), size: u(15), room: room, fill: palette.secondary, role: "emptysubtitle", anchor: .middle)
            y += u(28)
        }
        if list.emptyViewTitleVariants.isEmpty && list.emptyViewSubtitleVariants.isEmpty && !list.showsSpinnerWhileEmpty {
            notes.append("An empty list with no empty-view text and no spinner: the car shows a blank screen.")
        }
        return y + u(20)
    }

    /// `16 more items hidden on this car (limit 12).`, the sections it draws nothing of and
    /// the first rows it drops, by name.
    private mutating func hiddenNotes(_ shown: ShownList) {
        if shown.hiddenItemCount > 0 {
            notes.append(Self.hiddenNote(shown.hiddenItemCount, "item", limit: profile.maximumItemCount) + ".")
        }
        if shown.sectionsPastLimit > 0 {
            notes.append(Self.hiddenNote(shown.sectionsPastLimit, "section", limit: profile.maximumSectionCount) + ".")
        }
        let headers = shown.hiddenSectionHeaders
        if !headers.isEmpty {
            notes.append((headers.count == 1 ? "Section" : "Sections") + " not shown: " + headers.map(Self.quoted).joined(separator: ", ") + ".")
        }
        let rows = shown.hiddenItems.prefix(3).map { element -> String in
            switch element {
            case .item(let item): Self.quoted(cut(item.text, .rowText).shown)
            case .imageRow(let row): Self.quoted(row.text ?? "image row")
            }
        }
        if !rows.isEmpty {
            let more = shown.hiddenItemCount - rows.count
            notes.append("First hidden: " + rows.joined(separator: ", ") + (more > 0 ? ", and " + String(more) + " more." : "."))
        }
    }
}
