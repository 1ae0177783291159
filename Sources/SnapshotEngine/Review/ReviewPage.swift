/// The self-contained HTML review page: a summary with every pending change counted, a
/// sidebar grouping every golden by screen → variant with its status and a filter, and
/// the goldens themselves — screens drawn in a landscape car frame (800×480 or 1920×720,
/// light or dark), changed ones before/after with their changed rows marked and the text
/// diff; journeys as filmstrips; other files (JSON twins, logs) with their diff. No
/// network, no external scripts; a few lines of inline script drive the controls.
/// Changed goldens come first, then new, removed and unchanged ones.
package struct ReviewPage {
    package let items: [ReviewItem]
    /// The state document of a preview (`review --state FILE`): nothing is compared.
    package var preview: String? = nil

    package init(items: [ReviewItem]) {
        self.items = items
    }

    /// The items in page order: by status, then as given.
    var sorted: [ReviewItem] {
        let order = ReviewItem.Status.allCases
        return items.enumerated().sorted { a, b in
            let (x, y) = (order.firstIndex(of: a.element.status) ?? 0, order.firstIndex(of: b.element.status) ?? 0)
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
    }

    package func html() -> String {
        var out = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>TemplateKitLite review</title>
        <style>\(ReviewStyle.css)</style></head>
        <body class="size-800 car-dark cmp-side">
        """
        out += header()
        out += "<div class=\"layout\">" + ReviewSidebar(items: items).html() + "<main>"
        let pending = Set(items.filter { $0.status != .unchanged }.map(\.name))
        for item in sorted { out += ReviewCard(item: item, anchor: item.anchor, pendingNames: pending).html() }
        out += "</main></div><script>\(ReviewStyle.script)</script>\n</body></html>\n"
        return out
    }

    /// Title, counts and the controls.
    private func header() -> String {
        let counts = Dictionary(grouping: items, by: \.status).mapValues(\.count)
        let pending = items.filter { $0.status != .unchanged }.count
        let pills = ReviewItem.Status.allCases.map { status in
            "<span class=\"pill \(status.rawValue)\" data-count-\(status.rawValue)=\"\(counts[status] ?? 0)\">"
                + "\(counts[status] ?? 0) \(status.rawValue)</span>"
        }.joined(separator: " ")
        let note = preview.map { "<p class=\"note\" id=\"preview\">Preview with \(HTML.escape($0)): every screen and journey drawn "
            + "from this state; nothing is compared with the goldens (they hold the built-in state).</p>" } ?? ""
        return "<header><h1>CarPlay screens review</h1>" + note
            + "<p class=\"summary\" id=\"summary\" data-pending=\"\(pending)\" data-total=\"\(items.count)\">"
            + "\(pending) pending changes in \(items.count) goldens: \(pills)</p>"
            + "<div class=\"controls\"><input id=\"filter\" type=\"search\" placeholder=\"Filter goldens…\" aria-label=\"Filter goldens\">"
            + "<select id=\"status\" aria-label=\"Status\"><option value=\"pending\" selected>pending changes</option>"
            + "<option value=\"\">every status (unchanged too)</option><option value=\"changed\">changed</option>"
            + "<option value=\"new\">new</option><option value=\"removed\">removed</option></select>"
            + "<label class=\"toggle\"><input id=\"devfiles\" type=\"checkbox\"> developer files</label>"
            + "<select id=\"compare\" aria-label=\"Compare\"><option value=\"cmp-side\">side by side</option>"
            + "<option value=\"cmp-overlay\">overlay</option><option value=\"cmp-swipe\">swipe</option></select>"
            + "<select id=\"size\" aria-label=\"Car display\"><option value=\"size-800\">800×480</option>"
            + "<option value=\"size-1920\">1920×720 wide</option></select>"
            + "<select id=\"theme\" aria-label=\"Car appearance\"><option value=\"car-dark\">dark</option>"
            + "<option value=\"car-light\">light</option></select>"
            + "<span class=\"keys\"><kbd>j</kbd>/<kbd>k</kbd> next/previous change</span></div>"
            + "<details class=\"decisions\"><summary>Commands for <span id=\"decided\">0</span> decided cards</summary>"
            + "<pre id=\"commands\"></pre><p class=\"note\">Run them after a local <code>swift run snapshot check</code> "
            + "(it writes the pending files they move).</p></details></header>"
    }
}
