/// An operation log as text, one line per CarPlay call: what a reviewer reads to see what
/// an update costs the car. Templates show as `kind "Title" [identity]`, rows as
/// `[list] › section › row "Text"`, progress as a percentage.
///
///     pushTemplate list "Grateful Dead" [years/77a58ff9]
///     playbackProgress [queue] › now-playing › current "Scarlet Begonias": 36.7%
///     updateSections [queue]: "Now Playing" 1 row, 3 rows, "Up Next" 11 rows
public enum OperationLog {
    /// The lines of `operations`, each ending in a newline; `(no calls)` for none.
    public static func render(_ operations: [CarPlayOperation]) -> String {
        guard !operations.isEmpty else { return "(no calls)\n" }
        return operations.map { line($0) + "\n" }.joined()
    }

    /// The lines of a reconciliation, each reload followed by why it was needed:
    ///
    ///     updateSections [queue]: "Now Playing" 1 row, "Queue" 20 rows
    ///       because "Queue": 20 → 21 rows
    public static func render(_ result: Reconciliation) -> String {
        guard !result.operations.isEmpty else { return "(no calls)\n" }
        return result.operations.enumerated().map { index, operation in
            line(operation) + "\n" + (result.reasons[index].map { "  because \($0)\n" } ?? "")
        }.joined()
    }

    /// One operation's line.
    public static func line(_ operation: CarPlayOperation) -> String {
        let name = operation.callName
        switch operation {
        case .setRootTemplate(let t), .pushTemplate(let t), .presentTemplate(let t): return "\(name) \(describe(t))"
        case .popTemplate, .popToRootTemplate, .dismissTemplate: return name
        case .popToTemplate(let id): return "\(name) [\(id)]"
        case .updateSections(let list, let sections): return "\(name) [\(list)]: \(describe(sections))"
        case .setEmptyView(let list, let titles, let subtitles, let spinner):
            return "\(name) [\(list)]: \(quoted(titles)) \(quoted(subtitles))" + (spinner ? " + spinner" : "")
        case .setLeadingNavigationBarButtons(let t, let buttons), .setTrailingNavigationBarButtons(let t, let buttons):
            return "\(name) [\(t)]: \(buttons.map { $0.title.map(quote) ?? "image" }.joined(separator: ", "))"
        case .setAssistantCell(let list, let cell):
            return "\(name) [\(list)]: " + (cell.map { "\($0.intent.rawValue) \($0.position.rawValue) \($0.visibility.rawValue)" } ?? "nil")
        case .setHeaderGridButtons(let list, let buttons):
            return "\(name) [\(list)]: \(buttons.map { quote($0.titleVariants.first ?? "") }.joined(separator: ", "))"
        case .setText(let r, let text): return "\(name) \(row(r)): \(quote(text))"
        case .setDetailText(let r, let text): return "\(name) \(row(r)): \(text.map(quote) ?? "nil")"
        case .setImage(let r, let image), .setAccessoryImage(let r, let image): return "\(name) \(row(r)): \(describe(image))"
        case .setPlaybackProgress(let r, let value): return "\(name) \(row(r)): \(value.map(percent) ?? "none")"
        case .setIsPlaying(let r, let playing, let location): return "\(name) \(row(r)): \(playing) \(location.rawValue)"
        case .setAccessoryType(let r, let accessory): return "\(name) \(row(r)): \(accessory.rawValue)"
        case .setExplicitContent(let r, let flag), .setEnabled(let r, let flag): return "\(name) \(row(r)): \(flag)"
        case .updateImageRow(let r, let item):
            return "\(name) \(row(r)): \(item.elements.count + item.images.count) images"
        case .setImageRowText(let r, let text): return "\(name) \(row(r)): \(text.map(quote) ?? "nil")"
        case .setTabTitle(let tab, let title): return "\(name) [\(tab)]: \(quote(title))"
        case .setTabImage(let tab, let image): return "\(name) [\(tab)]: \(describe(image))"
        case .setShowsTabBadge(let tab, let flag): return "\(name) [\(tab)]: \(flag)"
        case .updateGridButtons(let grid, let buttons):
            return "\(name) [\(grid)]: \(buttons.map { quote($0.titleVariants.first ?? "") }.joined(separator: ", "))"
        case .updateTemplates(let tabs): return "\(name): \(tabs.map(describe).joined(separator: " | "))"
        case .selectTemplate(let index): return "\(name) \(index)"
        case .updateNowPlayingButtons(let buttons):
            return "\(name): \(buttons.map { $0.label.map(quote) ?? $0.kind.name }.joined(separator: ", "))"
        case .setUpNextButton(let enabled, let title): return "\(name): \(enabled) \(title.map(quote) ?? "default title")"
        case .setAlbumArtistButton(let enabled): return "\(name): \(enabled)"
        }
    }

    /// `list "Years" [years/…]`; a tab bar lists its tabs.
    static func describe(_ template: Template) -> String {
        let head = template.title.map { "\(template.kindName) \(quote($0))" } ?? template.kindName
        let base = "\(head) [\(template.identity)]"
        guard case .tabBar(let bar) = template else { return base }
        return base + ": " + bar.tabs.map(describe).joined(separator: " | ")
    }

    static func describe(_ tab: Tab) -> String { "\(quote(tab.title)) \(describe(tab.content))" }

    /// `"Up Next" 11 rows, 3 rows`.
    static func describe(_ sections: [ListSection]) -> String {
        guard !sections.isEmpty else { return "no sections" }
        return sections.map { section in
            let rows = section.items.count == 1 ? "1 row" : "\(section.items.count) rows"
            return section.header.map { "\(quote($0)) \(rows)" } ?? rows
        }.joined(separator: ", ")
    }

    static func row(_ target: RowTarget) -> String {
        "[\(target.list)] › \(target.section) › \(target.row) \(quote(target.text))"
    }

    static func describe(_ image: TemplateImage?) -> String {
        switch image {
        case nil: "none"
        case .asset(let name): "asset \(quote(name))"
        case .symbol(let name): "symbol \(quote(name))"
        case .remote(let url, _): "remote \(quote(url))"
        }
    }

    /// `36.7%`, truncated to a tenth; out-of-range values as they are.
    static func percent(_ fraction: Double) -> String {
        guard fraction.isFinite, fraction >= 0, fraction <= 1 else { return NumberText.readable(fraction) }
        let tenths = Int(fraction * 1000)
        return "\(tenths / 10).\(tenths % 10)%"
    }

    /// `"text"` on one line, escaped as node paths are (quotes, backslashes, control characters).
    static func quote(_ text: String) -> String {
        "\"" + NodePath.TemplateName.escaped(text) + "\""
    }

    static func quoted(_ texts: [String]) -> String {
        texts.isEmpty ? "none" : "[" + texts.map(quote).joined(separator: ", ") + "]"
    }
}
