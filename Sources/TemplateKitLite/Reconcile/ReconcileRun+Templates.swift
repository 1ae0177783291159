extension ReconcileRun {
    /// Whether CarPlay can show `next` by changing `old` in place: same kind, identity and
    /// title; a list's back button and details header unchanged (its assistant cell and
    /// header grid buttons are set in place); a modal not changed at all. Now playing is one shared object: always updated in place.
    static func canUpdateInPlace(_ old: Template, _ next: Template) -> Bool {
        if case .nowPlaying = old, case .nowPlaying = next { return true }
        guard old.kindName == next.kindName, old.identity == next.identity, old.title == next.title else { return false }
        switch (old, next) {
        case (.list(let a), .list(let b)):
            return a.backButton == b.backButton && a.detailsHeader == b.detailsHeader
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
        case (.nowPlaying, .nowPlaying(let b)):
            configureNowPlaying(b)
            return next
        default: return next
        }
    }

    /// The shared now playing template configured as `b`, against how it was last
    /// configured (pushed or not): buttons only when they changed ("even setting the same
    /// buttons would lead to ugly re-rendering", BR Radio's CarPlay article); up next and
    /// album artist only when theirs did.
    mutating func configureNowPlaying(_ b: NowPlayingTemplate) {
        let a = nowPlaying ?? NowPlayingTemplate(info: NowPlayingInfo(title: ""))
        nowPlaying = b
        // A button's action changes no pixel (taps look it up when they happen).
        let looks = { (template: NowPlayingTemplate) in template.buttons.map { var b = $0; b.action = nil; return b } }
        if looks(a) != looks(b) { emit(.updateNowPlayingButtons(b.buttons)) }
        if a.isUpNextButtonEnabled != b.isUpNextButtonEnabled || a.upNextTitle != b.upNextTitle {
            emit(.setUpNextButton(enabled: b.isUpNextButtonEnabled, title: b.upNextTitle))
        }
        if a.isAlbumArtistButtonEnabled != b.isAlbumArtistButtonEnabled {
            emit(.setAlbumArtistButton(enabled: b.isAlbumArtistButtonEnabled))
        }
    }

    /// The same tabs (each tab's root the same template): each tab's title, image and badge
    /// set on its existing root, each root updated in place. Tabs added, removed, reordered
    /// or given another root: `updateTemplates`, keeping the root (and the stack CarPlay
    /// keeps above it) of every tab whose root survives. `kept` is re-indexed to match.
    mutating func reconcileTabs(_ old: TabBarTemplate, _ next: TabBarTemplate, kept: inout [Int: [Template]]) -> TabBarTemplate {
        let sameTabs = old.tabs.count == next.tabs.count && zip(old.tabs, next.tabs).allSatisfy { a, b in
            a.systemItem == b.systemItem && a.content.identity == b.content.identity && Self.canUpdateInPlace(a.content, b.content)
        }
        var shown = next
        guard sameTabs else {
            var survivors: [Int: [Template]] = [:]
            for (index, tab) in next.tabs.enumerated() {
                guard let was = old.tabs.firstIndex(where: { $0.content.identity == tab.content.identity }),
                      Self.canUpdateInPlace(old.tabs[was].content, tab.content) else { continue }
                shown.tabs[index].content = reconcileContent(old.tabs[was].content, tab.content)
                survivors[index] = kept[was]
            }
            emit(.updateTemplates(shown.tabs), because: Self.tabChange(old, next))
            kept = survivors
            return shown
        }
        for index in next.tabs.indices {
            let (a, b) = (old.tabs[index], next.tabs[index])
            let tab = b.content.identity
            if a.title != b.title { emit(.setTabTitle(tab: tab, b.title)) }
            if a.image != b.image { emit(.setTabImage(tab: tab, b.image)) }
            if a.showsBadge != b.showsBadge { emit(.setShowsTabBadge(tab: tab, b.showsBadge)) }
            shown.tabs[index].content = reconcileContent(a.content, b.content)
        }
        return shown
    }

    /// `"Browse", "My Library" → "Browse", "Downloads", "My Library"`.
    static func tabChange(_ old: TabBarTemplate, _ next: TabBarTemplate) -> String {
        let names = { (bar: TabBarTemplate) in bar.tabs.map { "\"\($0.title)\" [\($0.content.identity)]" }.joined(separator: ", ") }
        return "the tabs changed: \(names(old)) → \(names(next))"
    }

    mutating func navigationBars(
        _ template: String, _ oldLeading: [BarButton], _ oldTrailing: [BarButton],
        _ leading: [BarButton], _ trailing: [BarButton]
    ) {
        if oldLeading != leading { emit(.setLeadingNavigationBarButtons(template: template, leading)) }
        if oldTrailing != trailing { emit(.setTrailingNavigationBarButtons(template: template, trailing)) }
    }
}
