extension ReconcileRun {
    /// Bars and empty view by their setters; then either one `updateSections` (the rows or
    /// sections changed shape; the reason is logged) or per-row setters. Both lists are
    /// what the car keeps (see ``CarKeeps``). Returns the list as the car shows it.
    mutating func reconcileList(_ old: ListTemplate, _ next: ListTemplate) -> ListTemplate {
        let list = Template.list(next).identity
        navigationBars(list, old.leadingNavigationBarButtons, old.trailingNavigationBarButtons,
                       next.leadingNavigationBarButtons, next.trailingNavigationBarButtons)
        // Both are live properties of a shown list: set in place, never a pop and push.
        if old.assistantCell != next.assistantCell { emit(.setAssistantCell(list: list, next.assistantCell)) }
        if old.headerGridButtons != next.headerGridButtons { emit(.setHeaderGridButtons(list: list, next.headerGridButtons)) }
        let emptyViewChanged = old.emptyViewTitleVariants != next.emptyViewTitleVariants
            || old.emptyViewSubtitleVariants != next.emptyViewSubtitleVariants
            || old.showsSpinnerWhileEmpty != next.showsSpinnerWhileEmpty
        let setEmptyView = CarPlayOperation.setEmptyView(
            list: list, titles: next.emptyViewTitleVariants, subtitles: next.emptyViewSubtitleVariants,
            spinner: next.showsSpinnerWhileEmpty)
        // A list that was empty gets its rows first, so it is never shown empty without its empty view.
        let rowsFirst = old.sections.allSatisfy(\.items.isEmpty)
        if emptyViewChanged, !rowsFirst { emit(setEmptyView) }
        defer { if emptyViewChanged, rowsFirst { emit(setEmptyView) } }
        let oldKept = shownKeeps.counts(old.sections), nextKept = keeps.counts(next.sections)
        let rows: [[Int]]
        switch Self.shape(old.sections, oldKept, next.sections, nextKept) {
        case .reload(let reason):
            emit(.updateSections(list: list, keeps.sections(next.sections)), because: reason)
            markProgressSent(list, next.sections)
            return next
        case .rows(let changed): rows = changed
        }
        // The app's list is kept whole (no copy); only a withheld progress tick changes it.
        var shown = next
        for (s, changed) in rows.enumerated() {
            let oldRows = old.sections[s].items, nextRows = next.sections[s].items
            for r in changed {
                let section = Identity.key(next.sections[s].id, at: s)
                let target = RowTarget(list: list, section: section, row: Identity.rowKey(of: nextRows, at: r), text: nextRows[r].text)
                let row = reconcileRow(oldRows[r], nextRows[r], target)
                if row != nextRows[r] { shown.sections[s].items[r] = row }
            }
        }
        return shown
    }

    /// How the kept rows of `b` can be shown over those of `a`.
    enum Shape: Equatable {
        /// By `updateSections`, for this reason.
        case reload(String)
        /// By row setters, on the rows at these positions of each kept section (the others are the same).
        case rows([[Int]])
    }

    /// `.rows` when `b`'s kept rows can be shown by row setters on `a`'s: the same kept
    /// sections and rows (identities, in order), the same section headers and row kinds,
    /// and image rows whose fixed-at-creation parts are unchanged; else why not.
    static func shape(_ a: [ListSection], _ aKept: [Int], _ b: [ListSection], _ bKept: [Int]) -> Shape {
        guard aKept.count == bKept.count else { return .reload("\(aKept.count) → \(bKept.count) sections") }
        var rows: [[Int]] = []
        for index in bKept.indices {
            let (x, y) = (a[index], b[index])
            let name = y.header.map { "\"\($0)\"" } ?? "section \(index)"
            guard x.id == y.id else { return .reload("section \(index) is another section") }
            guard x.header == y.header, x.headerSubtitle == y.headerSubtitle, x.headerImage == y.headerImage,
                  x.headerButton == y.headerButton, x.sectionIndexTitle == y.sectionIndexTitle
            else { return .reload("\(name)'s header changed") }
            guard aKept[index] == bKept[index] else { return .reload("\(name): \(aKept[index]) → \(bKept[index]) rows") }
            let changed = ChangedRows.positions(x.items, y.items, count: bKept[index])
            for r in changed where x.items[r].id != y.items[r].id {
                return .reload("\(name): row \(r) is another row (rows added, removed or moved)")
            }
            for r in changed where !sameRowKind(x.items[r], y.items[r]) { return .reload("\(name): row \(r) changed kind") }
            rows.append(changed)
        }
        return .rows(rows)
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
            if a.text != b.text { emit(.setImageRowText(target, b.text)) }
            var images = Self.visible(a), nextImages = Self.visible(b)
            images.text = nil
            nextImages.text = nil
            if images != nextImages { emit(.updateImageRow(target, b)) }
            return next
        default: return next
        }
    }

    /// An image row without its tap actions (which change no pixel).
    static func visible(_ row: ImageRowItem) -> ImageRowItem { row.withoutActions }

    mutating func reconcileItem(_ a: ListItem, _ b: ListItem, _ target: RowTarget) -> ListItem {
        let before = operations.count
        if a.text != b.text { emit(.setText(target, b.text)) }
        if a.detailText != b.detailText { emit(.setDetailText(target, b.detailText)) }
        if a.image != b.image { emit(.setImage(target, b.image)) }
        if a.accessoryImage != b.accessoryImage { emit(.setAccessoryImage(target, b.accessoryImage)) }
        if a.accessory != b.accessory { emit(.setAccessoryType(target, b.accessory)) }
        if a.isEnabled != b.isEnabled { emit(.setEnabled(target, b.isEnabled)) }
        if a.isExplicitContent != b.isExplicitContent { emit(.setExplicitContent(target, b.isExplicitContent)) }
        // `isPlaying` marks the current row, paused or playing: the system animates its bars
        // from the playback rate and stills them on pause (Docs/rules.md, "Playing indicator").
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

    /// After `updateSections`, every kept row's progress counts as just sent.
    mutating func markProgressSent(_ list: String, _ sections: [ListSection]) {
        for (s, count) in keeps.counts(sections).enumerated() {
            let section = sections[s]
            for (r, row) in section.items.prefix(count).enumerated() {
                guard case .item(let item) = row, item.playbackProgress != nil else { continue }
                let key = RowTarget(list: list, section: Identity.key(section.id, at: s),
                                    row: Identity.rowKey(of: section.items, at: r), text: item.text).key
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
