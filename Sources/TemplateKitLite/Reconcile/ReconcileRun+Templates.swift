extension ReconcileRun {
    /// Whether CarPlay can show `next` by changing `old` in place: same kind, identity and
    /// title; a list's assistant cell, header grid buttons and back button unchanged; a
    /// modal not changed at all.
    static func canUpdateInPlace(_ old: Template, _ next: Template) -> Bool {
        guard old.kindName == next.kindName, old.identity == next.identity, old.title == next.title else { return false }
        switch (old, next) {
        case (.list(let a), .list(let b)):
            return a.assistantCell == b.assistantCell && a.headerGridButtons == b.headerGridButtons
                && a.backButton == b.backButton && a.detailsHeader == b.detailsHeader
        case (.alert, _), (.actionSheet, _), (.unsupported, _): return old == next
        default: return true
        }
    }

    /// The in-place updates from `old` to `next` (which ``canUpdateInPlace`` allows), and
    /// the template as the car then shows it.
    mutating func reconcileContent(_ old: Template, _ next: Template) -> Template {
        switch (old, next) {
        case (.list(let a), .list(let b)): return .list(reconcileList(a, b))
        case (.grid(let a), .grid(let b)):
            navigationBars(next.identity, a.leadingNavigationBarButtons, a.trailingNavigationBarButtons,
                           b.leadingNavigationBarButtons, b.trailingNavigationBarButtons)
            if a.buttons != b.buttons { emit(.updateGridButtons(grid: next.identity, b.buttons)) }
            return next
        case (.nowPlaying(let a), .nowPlaying(let b)):
            reconcileNowPlaying(a, b)
            return next
        default: return next
        }
    }

    /// Buttons only when they changed ("even setting the same buttons would lead to ugly
    /// re-rendering", BR Radio's CarPlay article); up next and album artist only when theirs did.
    mutating func reconcileNowPlaying(_ a: NowPlayingTemplate, _ b: NowPlayingTemplate) {
        if a.buttons != b.buttons { emit(.updateNowPlayingButtons(b.buttons)) }
        if a.isUpNextButtonEnabled != b.isUpNextButtonEnabled || a.upNextTitle != b.upNextTitle {
            emit(.setUpNextButton(enabled: b.isUpNextButtonEnabled, title: b.upNextTitle))
        }
        if a.isAlbumArtistButtonEnabled != b.isAlbumArtistButtonEnabled {
            emit(.setAlbumArtistButton(enabled: b.isAlbumArtistButtonEnabled))
        }
    }

    /// `updateTemplates` when a tab's label or root template changes, else each tab's
    /// root updated in place. Replaced tabs lose the stacks the car kept for them.
    mutating func reconcileTabs(_ old: TabBarTemplate, _ next: TabBarTemplate, kept: inout [Int: [Template]]) -> TabBarTemplate {
        let sameTabs = old.tabs.count == next.tabs.count && zip(old.tabs, next.tabs).allSatisfy { a, b in
            a.title == b.title && a.image == b.image && a.systemItem == b.systemItem && a.showsBadge == b.showsBadge
                && Self.canUpdateInPlace(a.content, b.content)
        }
        guard sameTabs else {
            emit(.updateTemplates(next.tabs))
            for (index, tab) in next.tabs.enumerated()
            where !old.tabs.indices.contains(index) || old.tabs[index].content.identity != tab.content.identity {
                kept[index] = nil
            }
            return next
        }
        var shown = next
        for index in next.tabs.indices {
            shown.tabs[index].content = reconcileContent(old.tabs[index].content, next.tabs[index].content)
        }
        return shown
    }

    mutating func navigationBars(
        _ template: String, _ oldLeading: [BarButton], _ oldTrailing: [BarButton],
        _ leading: [BarButton], _ trailing: [BarButton]
    ) {
        if oldLeading != leading { emit(.setLeadingNavigationBarButtons(template: template, leading)) }
        if oldTrailing != trailing { emit(.setTrailingNavigationBarButtons(template: template, trailing)) }
    }
}
