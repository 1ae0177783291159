extension ValidationRun {
    /// A list: iOS gating, bars, header buttons, limits, then each section in order.
    mutating func visitList(_ list: ListTemplate, at path: NodePath) {
        visitListGating(list, at: path)
        visitNavigationBar(leading: list.leadingNavigationBarButtons,
            trailing: list.trailingNavigationBarButtons, at: path)
        visitHeaderGridButtons(list.headerGridButtons, at: path)
        visitListLimits(list, at: path)
        visitIdentities(list.sections.map(\.id), of: "sections", at: path)
        visitIdentities(list.headerGridButtons.map(\.id), of: "header grid buttons", at: path)
        var firstPlaying: NodePath? = nil
        for (index, section) in list.sections.enumerated() {
            visitSection(section, at: path.appending(.section(index)), firstPlaying: &firstPlaying)
        }
    }

    private mutating func visitListGating(_ list: ListTemplate, at path: NodePath) {
        let iOS = profile.iOS
        if list.showsSpinnerWhileEmpty, iOS < .iOS18_4 {
            report(Rules.iOSSpinner, at: path, "showsSpinnerWhileEmpty is unavailable below iOS 18.4 (target iOS \(iOS))")
        }
        if list.assistantCell != nil, iOS < .iOS15 {
            report(Rules.iOSAssistantCell, at: path.appending(.part("assistant cell")),
                "the assistant cell needs iOS 15 (target iOS \(iOS))")
        }
        if let header = list.detailsHeader, iOS < .iOS26_4 {
            report(Rules.iOSDetailsHeader, at: path.appending(.part("details header")),
                "the details header is unavailable below iOS 26.4 (target iOS \(iOS))")
            if header.playback != nil {
                report(Rules.iOSPlaybackConfiguration, at: path.appending(.part("details header")),
                    "its playback configuration is unavailable below iOS 26.4 (target iOS \(iOS))")
            }
        }
        if !list.headerGridButtons.isEmpty, iOS < .iOS26 {
            report(Rules.iOSHeaderGridButtons, at: path,
                "\(list.headerGridButtons.count) header grid buttons are unavailable below iOS 26 (target iOS \(iOS))")
        }
    }

    private mutating func visitHeaderGridButtons(_ buttons: [GridButton], at path: NodePath) {
        let limit = profile.maximumHeaderGridButtons
        if buttons.count > limit {
            report(Rules.listHeaderGridLimit, at: path,
                "\(buttons.count) header grid buttons; this car shows the first \(max(0, limit))")
        }
        for (index, button) in buttons.enumerated() {
            visitGridButton(button, at: path.appending(.headerButton(index)))
        }
    }

    private mutating func visitListLimits(_ list: ListTemplate, at path: NodePath) {
        let sectionLimit = profile.maximumSectionCount
        if list.sections.count > sectionLimit {
            report(Rules.listSectionLimit, at: path,
                "\(list.sections.count) sections; this car shows the first \(max(0, sectionLimit))")
        }
        let itemLimit = profile.maximumItemCount
        let count = list.itemCount
        if count > itemLimit {
            let shown = max(0, itemLimit)
            let from = list.elementPath(atFlatIndex: shown).map { "; hidden from \($0.readable) on" } ?? ""
            report(Rules.listItemLimit, at: path,
                "\(count) items across sections; this car shows the first \(shown)\(from)")
        }
    }

    /// A section: its index title and enhanced header, then each row.
    private mutating func visitSection(
        _ section: ListSection, at path: NodePath, firstPlaying: inout NodePath?
    ) {
        if let title = section.sectionIndexTitle, title.count > 1 {
            report(Rules.sectionIndexTitle, at: path,
                "index title \(Self.quoted(title)) has \(title.count) characters; CarPlay uses only the first")
        }
        if section.hasEnhancedHeader, profile.iOS < .iOS15 {
            report(Rules.iOSEnhancedHeader, at: path.appending(.part("header")),
                "header subtitle, image and button are ignored below iOS 15 (target iOS \(profile.iOS))")
        }
        visitRows(section.items, at: path, firstPlaying: &firstPlaying)
    }

    /// A section's rows (the section at `path`): their ids, then each row. A function of
    /// the rows, the car and, when a row shows a playing indicator, `firstPlaying`:
    /// ``Validator/RowsMemo`` keeps what it finds.
    mutating func visitRowsUnremembered(_ items: [ListElement], at path: NodePath, firstPlaying: inout NodePath?) {
        visitIdentities(items.map(\.id), of: "rows", at: path)
        // A row's path is made only when something is reported there: a clean row of a
        // long list costs no allocation.
        for (index, element) in items.enumerated() {
            switch element {
            case .item(let item):
                visitItem(item, at: path.appending(.item(index)))
                visitPlaying(item, at: path.appending(.item(index)), firstPlaying: &firstPlaying)
            case .imageRow(let row):
                visitImageRow(row, at: path.appending(.item(index)))
            }
        }
    }

    /// Reports a second row with a playing indicator, naming the first.
    private mutating func visitPlaying(
        _ item: ListItem, at path: @autoclosure () -> NodePath, firstPlaying: inout NodePath?
    ) {
        guard item.playingIndicator != .none else { return }
        guard let first = firstPlaying else {
            firstPlaying = path()
            return
        }
        report(Rules.listSinglePlaying, at: path(),
            "this row shows a \(item.playingIndicator.rawValue) indicator too, besides \(first)")
    }
}
