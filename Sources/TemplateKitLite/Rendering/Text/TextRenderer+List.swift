extension TextRenderer {
    /// A list: navigation bar, assistant cell, header grid buttons, then the sections
    /// the car keeps (or the empty view), then what the car hides.
    func writeList(_ list: ListTemplate, into frame: inout TextFrame) {
        writeNavigationBar(
            leading: list.leadingNavigationBarButtons, trailing: list.trailingNavigationBarButtons,
            into: &frame)
        if let cell = list.assistantCell, cell.position == .top { writeAssistantCell(cell, into: &frame) }
        writeHeaderGridButtons(list.headerGridButtons, into: &frame)
        if let header = list.detailsHeader { writeDetailsHeader(header, into: &frame) }
        if list.itemCount == 0 {
            writeEmptyView(list, into: &frame)
        } else {
            let trim = ListTrim(list, profile: profile)
            for (index, visible) in trim.sections.enumerated() {
                writeSection(visible, separated: index > 0, into: &frame)
            }
            if let reach = OutOfReach(list, profile: profile, trim: trim).sentence { frame.wrapped("┄┄ " + TextLabel.safe(reach) + " ┄┄", hanging: 3) }
            if !showsDetails && trim.hiddenItems > 0 { writeFolded(list, kept: list.itemCount - trim.hiddenItems, into: &frame) }
        }
        if let cell = list.assistantCell, cell.position == .bottom { writeAssistantCell(cell, into: &frame) }
    }

    /// A section's header line (header — subtitle, image, button, index letter) and rows.
    /// A section without a header after another section gets a `┈┈┈` line: the gap the car
    /// leaves between sections, so its rows are not read as the previous section's.
    func writeSection(_ visible: ListTrim.VisibleSection, separated: Bool = false, into frame: inout TextFrame) {
        let section = visible.section
        let hasHeader = section.header != nil || section.headerSubtitle != nil
            || section.headerImage != nil || section.headerButton != nil || section.sectionIndexTitle != nil
        if hasHeader {
            frame.line(left: headerLabel(section), right: headerTrailing(section))
            writeAction(section.headerButton?.action, indent: 2, isEnabled: section.headerButton?.isEnabled ?? true, into: &frame)
        } else if separated {
            frame.line(" ┈┈┈")
        }
        for element in visible.items {
            switch element {
            case .item(let item): writeItem(item, into: &frame)
            case .imageRow(let row): writeImageRow(row, into: &frame)
            }
        }
    }

    /// `Favorites — Your saved artists [sym star]`
    func headerLabel(_ section: ListSection) -> String {
        var label = section.header.map(TextLabel.safe) ?? "(no header)"
        if let subtitle = section.headerSubtitle { label += " — " + TextLabel.safe(subtitle) }
        if let image = section.headerImage { label += " " + imageMark(image) }
        return label
    }

    /// `[See all] index F`: the header button and the index letter (first character only).
    func headerTrailing(_ section: ListSection) -> String {
        var parts: [String] = []
        if let button = section.headerButton { parts.append(barButtonLabel(button)) }
        if let index = section.sectionIndexTitle {
            let letter = index.first.map { TextLabel.safe(String($0)) } ?? "(empty)"
            parts.append("index " + letter + (index.count > 1 ? " (of " + TextLabel.quoted(index) + ")" : ""))
        }
        return parts.joined(separator: " ")
    }

    /// What an empty list shows: a spinner, every title and subtitle variant.
    func writeEmptyView(_ list: ListTemplate, into frame: inout TextFrame) {
        frame.line("◌ empty list — the car shows:")
        if list.showsSpinnerWhileEmpty { frame.line("   ⟳ spinner") }
        writeVariants(list.emptyViewTitleVariants, kind: "title", into: &frame)
        writeVariants(list.emptyViewSubtitleVariants, kind: "subtitle", into: &frame)
        if list.emptyViewTitleVariants.isEmpty && list.emptyViewSubtitleVariants.isEmpty
            && !list.showsSpinnerWhileEmpty
        {
            frame.line("   (nothing: no empty-view text, no spinner)")
        }
    }

    /// `title 1: "No shows yet" (preferred)`, one variant per line, its copy whole
    /// (wrapped) and, in the driver view, `✂` where the car's line ends.
    func writeVariants(_ variants: [String], kind: String, into frame: inout TextFrame) {
        for (index, variant) in variants.enumerated() {
            let preferred = index == 0 ? " (preferred)" : ""
            var copy = TextLabel.safe(variant)
            if !showsDetails { copy = CarCut.marked(copy, columns: profile.textColumns) }
            frame.wrapped("   " + kind + " " + String(index + 1) + ": \"" + copy + "\"" + preferred, hanging: 5)
        }
    }

    /// The rows the car drops, under their `┄┄` line: the first few by their text, then
    /// how many more, so a designer sees what a driver cannot reach.
    func writeFolded(_ list: ListTemplate, kept: Int, into frame: inout TextFrame) {
        var index = 0, shown = 0
        for section in list.sections {
            for element in section.items {
                defer { index += 1 }
                guard index >= kept, shown < Self.foldedRows else { continue }
                shown += 1
                switch element {
                case .item(let item): frame.line("   ┆ " + carLine(TextLabel.safe(item.text)))
                case .imageRow(let row): frame.line("   ┆ ⧉ " + carLine(row.text.map(TextLabel.safe) ?? "(title hidden)"))
                }
            }
        }
        let more = list.itemCount - kept - shown
        if more > 0 { frame.line("   ┆ … and " + String(more) + " more") }
    }

    /// Hidden rows the driver view names under the `┄┄` line.
    static let foldedRows = 3

    /// `◉ Siri cell: play media · shown always`
    func writeAssistantCell(_ cell: AssistantCell, into frame: inout TextFrame) {
        let intent = cell.intent == .playMedia ? "play media" : "start call"
        let shown: String
        switch cell.visibility {
        case .off: shown = "off (not shown)"
        case .whileLimitedUIActive: shown = "shown while limited UI is active"
        case .always: shown = "shown always"
        }
        frame.line("◉ Siri cell: " + intent + " · " + shown)
    }

    /// Pinned header grid buttons (iOS 26), first N shown.
    func writeHeaderGridButtons(_ buttons: [GridButton], into frame: inout TextFrame) {
        guard !buttons.isEmpty else { return }
        let limit = profile.maximumHeaderGridButtons
        let slice = LimitedSlice.head(buttons, limit: limit)
        for button in slice.shown { writeGridButton(button, indent: 0, into: &frame) }
        writeHidden(slice.hidden.count, "header grid button", limit: limit, into: &frame)
    }
}
