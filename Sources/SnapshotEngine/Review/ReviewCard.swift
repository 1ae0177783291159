/// One golden's card on the review page, by kind: a screen in its car frame (with, when
/// changed, before/after side by side and the diff), a journey as a filmstrip, or a file
/// with its diff.
struct ReviewCard {
    let item: ReviewItem
    /// The element id the sidebar links to.
    let anchor: String

    func html() -> String {
        let body: String
        switch item.kind {
        case .screen: body = screen()
        case .journey: body = filmstrip() + change()
        case .file: body = file()
        }
        return "<section class=\"item \(item.status.rawValue) kind-\(item.kind.rawValue)\" id=\"\(anchor)\" "
            + "data-name=\"\(HTML.escape(item.name))\" data-status=\"\(item.status.rawValue)\">"
            + "<h2>\(HTML.escape(item.name)) <span class=\"pill \(item.status.rawValue)\">\(item.status.rawValue)</span>"
            + " <span class=\"profile\">\(HTML.escape(item.profile.name))</span></h2>\(body)</section>"
    }

    /// The car frame; the render beside it when unchanged or new, before/after when changed.
    private func screen() -> String {
        let drawing = item.template.map {
            CarScreenHTML(profile: item.profile).draw($0, isPushed: item.isPushed, changed: item.addedLines)
        } ?? ""
        guard item.status == .changed else {
            return "<div class=\"cols\">\(drawing)<pre class=\"render\">\(HTML.escape(item.after))</pre></div>"
        }
        return "<div class=\"cols\">\(drawing)</div>" + change()
    }

    /// Before and after side by side with their changed lines marked, then the diff.
    private func change() -> String {
        guard item.status == .changed else { return "" }
        let before = marked(item.before ?? "", item.removedLines, "del")
        let after = marked(item.after, item.addedLines, "add")
        return "<div class=\"cols beforeafter\"><div><h3>Before (golden)</h3><pre class=\"render before\">\(before)</pre></div>"
            + "<div><h3>After (render)</h3><pre class=\"render after\">\(after)</pre></div></div>" + diff()
    }

    /// `text` with each line whose content is among `changed` wrapped in a marking span
    /// (a block: it ends its own line).
    private func marked(_ text: String, _ changed: [String], _ cls: String) -> String {
        let set = Set(changed)
        var out = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let content = line.trimmingCharacters { $0 == " " || $0 == "│" }
            out += set.contains(content) ? "<span class=\"\(cls)\">\(HTML.escape(String(line)))</span>" : HTML.escape(String(line)) + "\n"
        }
        return out
    }

    private func diff() -> String {
        guard !item.diffLines.isEmpty else { return "" }
        let lines = item.diffLines.map { line -> String in
            let cls = line.hasPrefix("+") ? "add" : line.hasPrefix("-") ? "del" : line.hasPrefix("@@") ? "hunk" : "ctx"
            return "<span class=\"\(cls)\">\(HTML.escape(line))</span>"
        }
        // Each line is a block span: no newline between them, or every line would be doubled.
        return "<h3>Diff</h3><pre class=\"diff\">\(lines.joined())</pre>"
    }

    /// One frame per step, the tapped row marked in the frame it is tapped on.
    private func filmstrip() -> String {
        let frames = JourneyFilmstrip(item.after).frames.map { frame -> String in
            let lines = frame.lines.enumerated().map { index, line in
                index == frame.tapped ? "<mark class=\"tap\">\(HTML.escape(line))</mark>" : HTML.escape(line)
            }
            return "<figure class=\"frame\"><figcaption>\(HTML.escape(frame.caption))</figcaption>"
                + "<pre>\(lines.joined(separator: "\n"))</pre></figure>"
        }
        return "<div class=\"filmstrip\">\(frames.joined())</div>"
    }

    /// A file: its diff when changed, its text (folded) when new or removed.
    private func file() -> String {
        switch item.status {
        case .changed: return diff()
        case .new: return "<details open><summary>new file</summary><pre class=\"render\">\(HTML.escape(item.after))</pre></details>"
        case .removed:
            return "<p class=\"note\">No render makes this golden any more (check: unreferenced).</p>"
                + "<details><summary>its text</summary><pre class=\"render\">\(HTML.escape(item.after))</pre></details>"
        case .unchanged: return "<details><summary>text</summary><pre class=\"render\">\(HTML.escape(item.after))</pre></details>"
        }
    }
}
