/// The self-contained HTML review page: a summary, a filter, and each screen drawn as a
/// car screen with its pending change before/after. No network, no external scripts; a
/// few lines of inline script drive the filter. Follows the system's dark or light mode.
/// Changed screens come first, then new ones, then the unchanged.
package struct ReviewPage {
    package let items: [ReviewItem]

    package init(items: [ReviewItem]) {
        self.items = items
    }

    package func html() -> String {
        let counts = Dictionary(grouping: items, by: \.status).mapValues(\.count)
        let summary = ReviewItem.Status.allCases.map { status in
            "<span class=\"pill \(status.rawValue)\">\(counts[status] ?? 0) \(status.rawValue)</span>"
        }.joined(separator: " ")
        let order = ReviewItem.Status.allCases
        let sorted = items.enumerated().sorted { a, b in
            let (x, y) = (order.firstIndex(of: a.element.status) ?? 0, order.firstIndex(of: b.element.status) ?? 0)
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
        let cards = sorted.map(card).joined(separator: "\n")
        return """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>TemplateKitLite review</title>
        <style>\(ReviewStyle.css)</style></head>
        <body><header><h1>CarPlay screens review</h1><p class="summary">\(items.count) screens: \(summary)</p>
        <input id="filter" type="search" placeholder="Filter screens…" aria-label="Filter screens">
        <label><input id="onlyChanged" type="checkbox"> only changed</label></header>
        <main>
        \(cards)
        </main>
        <script>\(ReviewStyle.script)</script>
        </body></html>

        """
    }

    private func card(_ item: ReviewItem) -> String {
        let drawing = item.template.map { CarScreenHTML(profile: item.profile).draw($0, isPushed: item.isPushed) }
            ?? "<p class=\"note\">Written by a test assertion: shown as text.</p>"
        let change = item.status == .unchanged ? "" : "<div class=\"change\">\(beforeAfter(item))\(diff(item))</div>"
        return "<section class=\"item \(item.status.rawValue)\" data-name=\"\(HTML.escape(item.name))\">"
            + "<h2>\(HTML.escape(item.name)) <span class=\"pill \(item.status.rawValue)\">\(item.status.rawValue)</span>"
            + " <span class=\"profile\">\(HTML.escape(item.profile.name))</span></h2>"
            + "<div class=\"cols\">\(drawing)<pre class=\"render\">\(HTML.escape(item.after))</pre></div>\(change)</section>"
    }

    private func beforeAfter(_ item: ReviewItem) -> String {
        let before = item.before.map { "<pre class=\"render before\">\(HTML.escape($0))</pre>" } ?? "<p class=\"note\">no golden yet</p>"
        return "<div class=\"cols\"><div><h3>Before (golden)</h3>\(before)</div>"
            + "<div><h3>After (render)</h3><pre class=\"render after\">\(HTML.escape(item.after))</pre></div></div>"
    }

    private func diff(_ item: ReviewItem) -> String {
        guard !item.diffLines.isEmpty else { return "" }
        let lines = item.diffLines.map { line -> String in
            let cls = line.hasPrefix("+") ? "add" : line.hasPrefix("-") ? "del" : line.hasPrefix("@@") ? "hunk" : "ctx"
            return "<span class=\"\(cls)\">\(HTML.escape(line))</span>"
        }
        return "<h3>Diff</h3><pre class=\"diff\">\(lines.joined(separator: "\n"))</pre>"
    }
}
