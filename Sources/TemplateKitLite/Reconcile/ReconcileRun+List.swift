extension ReconcileRun {
    /// Bars and empty view by their setters; then either one `updateSections` (the rows or
    /// sections changed shape) or per-row setters. Returns the list as the car shows it.
    mutating func reconcileList(_ old: ListTemplate, _ next: ListTemplate) -> ListTemplate {
        let list = Template.list(next).identity
        navigationBars(list, old.leadingNavigationBarButtons, old.trailingNavigationBarButtons,
                       next.leadingNavigationBarButtons, next.trailingNavigationBarButtons)
        if old.emptyViewTitleVariants != next.emptyViewTitleVariants
            || old.emptyViewSubtitleVariants != next.emptyViewSubtitleVariants
            || old.showsSpinnerWhileEmpty != next.showsSpinnerWhileEmpty
        {
            emit(.setEmptyView(list: list, titles: next.emptyViewTitleVariants,
                               subtitles: next.emptyViewSubtitleVariants, spinner: next.showsSpinnerWhileEmpty))
        }
        guard Self.sameShape(old.sections, next.sections) else {
            if old.sections != next.sections {
                emit(.updateSections(list: list, next.sections))
                markProgressSent(list, next.sections)
            }
            return next
        }
        var shown = next
        for (s, pair) in zip(old.sections, next.sections).enumerated() {
            let section = Identity.key(pair.1.id, at: s)
            for (r, rows) in zip(pair.0.items, pair.1.items).enumerated() {
                let target = RowTarget(list: list, section: section, row: Identity.key(rows.1.id, at: r), text: rows.1.text)
                shown.sections[s].items[r] = reconcileRow(rows.0, rows.1, target)
            }
        }
        return shown
    }

    /// Same section and row identities in the same order, same section headers and row
    /// kinds, and image rows whose fixed-at-creation parts are unchanged.
    static func sameShape(_ a: [ListSection], _ b: [ListSection]) -> Bool {
        guard Identity.keys(a.map(\.id)) == Identity.keys(b.map(\.id)) else { return false }
        return zip(a, b).allSatisfy { x, y in
            x.header == y.header && x.headerSubtitle == y.headerSubtitle && x.headerImage == y.headerImage
                && x.headerButton == y.headerButton && x.sectionIndexTitle == y.sectionIndexTitle
                && Identity.keys(x.items.map(\.id)) == Identity.keys(y.items.map(\.id))
                && zip(x.items, y.items).allSatisfy(sameRowKind)
        }
    }

    static func sameRowKind(_ a: ListElement, _ b: ListElement) -> Bool {
        switch (a, b) {
        // A row's playback configuration (iOS 26.4) has no operation of its own: a change rebuilds.
        case (.item(let x), .item(let y)): x.playback == y.playback
        case (.imageRow(let x), .imageRow(let y)):
            x.allowsMultipleLines == y.allowsMultipleLines && x.elements.map(\.kind) == y.elements.map(\.kind)
                && x.elements.isEmpty == y.elements.isEmpty
        default: false
        }
    }

    /// One row's setters; returns the row as the car shows it (a withheld progress tick
    /// keeps the old progress).
    mutating func reconcileRow(_ old: ListElement, _ next: ListElement, _ target: RowTarget) -> ListElement {
        switch (old, next) {
        case (.item(let a), .item(let b)): return .item(reconcileItem(a, b, target))
        case (.imageRow(let a), .imageRow(let b)):
            if a != b, Self.visible(a) != Self.visible(b) { emit(.updateImageRow(target, b)) }
            return next
        default: return next
        }
    }

    /// An image row without its tap actions (which change no pixel).
    static func visible(_ row: ImageRowItem) -> ImageRowItem {
        var row = row
        row.action = nil
        row.images = row.images.map { var image = $0; image.action = nil; return image }
        row.elements = row.elements.map { var element = $0; element.action = nil; return element }
        return row
    }

    mutating func reconcileItem(_ a: ListItem, _ b: ListItem, _ target: RowTarget) -> ListItem {
        let before = operations.count
        if a.text != b.text { emit(.setText(target, b.text)) }
        if a.detailText != b.detailText { emit(.setDetailText(target, b.detailText)) }
        if a.image != b.image { emit(.setImage(target, b.image)) }
        if a.accessoryImage != b.accessoryImage { emit(.setAccessoryImage(target, b.accessoryImage)) }
        if a.accessory != b.accessory { emit(.setAccessoryType(target, b.accessory)) }
        if a.isEnabled != b.isEnabled { emit(.setEnabled(target, b.isEnabled)) }
        if a.isExplicitContent != b.isExplicitContent { emit(.setExplicitContent(target, b.isExplicitContent)) }
        let wasPlaying = a.playingIndicator != .none, isPlaying = b.playingIndicator != .none
        if wasPlaying != isPlaying || (isPlaying && a.playingIndicatorLocation != b.playingIndicatorLocation) {
            emit(.setIsPlaying(target, isPlaying, b.playingIndicatorLocation))
        }
        guard a.playbackProgress != b.playbackProgress else { return b }
        let otherwiseChanged = operations.count > before
        let barAppears = (a.playbackProgress == nil) != (b.playbackProgress == nil)
        guard otherwiseChanged || barAppears || policy.isDue(now: now, lastSent: sentAt[target.key]) else {
            var shown = b
            shown.playbackProgress = a.playbackProgress
            return shown
        }
        emit(.setPlaybackProgress(target, b.playbackProgress))
        sentAt[target.key] = now
        return b
    }

    /// A template the car just received: its rows' progress (a tab bar's too) counts as sent now.
    mutating func markProgressSent(_ template: Template) {
        switch template {
        case .list(let list): markProgressSent(template.identity, list.sections)
        case .tabBar(let bar): for tab in bar.tabs { markProgressSent(tab.content) }
        default: break
        }
    }

    /// After `updateSections`, every row's progress counts as just sent.
    mutating func markProgressSent(_ list: String, _ sections: [ListSection]) {
        for (s, section) in sections.enumerated() {
            for (r, row) in section.items.enumerated() {
                guard case .item(let item) = row, item.playbackProgress != nil else { continue }
                let key = RowTarget(list: list, section: Identity.key(section.id, at: s),
                                    row: Identity.key(item.id, at: r), text: item.text).key
                sentAt[key] = now
            }
        }
    }
}

extension ListElement {
    /// The row's primary text (an image row's title, or empty).
    var text: String {
        switch self {
        case .item(let item): item.text
        case .imageRow(let row): row.text ?? ""
        }
    }
}
