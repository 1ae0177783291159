import GoldenCore
/// One golden's card on the review page: its name, status and a one-line summary of the
/// change in words; approve/reject for a pending change; then by kind — a screen in its car
/// frame (when changed, the golden's car and the render's car compared side by side,
/// overlaid or swiped, changed rows marked, the first change scrolled into view), a journey
/// as a storyboard with its changed steps named, or a file with its diff.
struct ReviewCard {
    let item: ReviewItem
    /// The element id the sidebar links to.
    let anchor: String
    /// The goldens Approve and Reject act on (``VerdictNames``): `data-names`, space-separated.
    var verdictNames: [String] = []

    func html() -> String {
        let body: String
        switch item.kind {
        case .screen: body = screen()
        case .journey: body = storyboard() + change()
        case .file: body = file()
        }
        let verdict = item.status == .unchanged ? ""
            : "<span class=\"verdict\"><button type=\"button\" value=\"accept\">Approve</button>"
                + "<button type=\"button\" value=\"reject\">Reject</button></span>"
        return "<section class=\"item \(item.status.rawValue) kind-\(item.kind.rawValue)\" id=\"\(HTML.escape(anchor))\" "
            + "data-name=\"\(HTML.escape(item.name))\" data-status=\"\(item.status.rawValue)\"\(item.jsonCounts?.attributes ?? "")"
            + (item.status == .unchanged ? "" : " data-names=\"\(HTML.escape(verdictNames.joined(separator: " ")))\"") + ">"
            + "<h2>\(HTML.escape(item.name)) <span class=\"pill \(item.status.rawValue)\">\(item.status.rawValue)</span>"
            + " <span class=\"profile\">\(HTML.escape(item.profile.name))</span>\(verdict)</h2>"
            + (summary.isEmpty ? "" : HTML.element("p", "change", summary)) + body + "</section>"
    }

    /// The change in words: from the two models for a screen, the changed steps for a
    /// journey, the line counts for a file.
    var summary: String {
        switch item.status {
        case .unchanged: return ""
        case .new: return item.kind == .screen ? "new screen: no golden yet" : "new file: no golden yet"
        case .removed: return "no render makes this golden any more"
        case .changed: break
        }
        if item.kind == .screen, let before = item.beforeTemplate, let after = item.template {
            return ScreenChange(before: before, after: after, profile: item.profile).summary
        }
        if item.kind == .journey { return journeySummary }
        let added = item.addedLines.count, removed = item.removedLines.count
        let twin = item.name.hasSuffix(".json") ? "JSON twin: " : ""
        return twin + "\(added) \(added == 1 ? "line" : "lines") added, \(removed) removed"
    }

    /// The changed steps named; the first described from its two models when the steps
    /// golden gives them (`step 3 · row “El Paso” changed`).
    private var journeySummary: String {
        let change = JourneyChange(before: item.before ?? "", after: item.after)
        guard let first = change.changedSteps.first, let old = item.beforeStoryboard[safe: first], let new = item.storyboard[safe: first]
        else { return change.summary }
        return change.summary(firstStep: ScreenChange(before: old.template, after: new.template, profile: item.profile).summary)
    }

    /// The car; with its text beside it, or — changed — the before and after cars compared.
    private func screen() -> String {
        guard let template = item.template else { return "" }
        guard item.status == .changed, let before = item.beforeTemplate else {
            let drawing = CarScreenHTML(profile: item.profile, over: item.presentedOver).draw(template, isPushed: item.isPushed, changed: item.addedLines)
            return "<div class=\"cols\">\(drawing)<pre class=\"render\">\(HTML.escape(item.after))</pre></div>" + change()
        }
        let marks = ScreenChange(before: before, after: template, profile: item.profile)
        // When the models agree (only the text render changed), the diff's lines mark the rows.
        let fromModels = !marks.markedBefore.isEmpty || !marks.markedAfter.isEmpty
        let old = CarScreenHTML(profile: item.profile, changed: marks.markedBefore, over: item.presentedOver)
            .draw(before, isPushed: item.isPushed, changed: fromModels ? [] : item.removedLines)
        let new = CarScreenHTML(profile: item.profile, changed: marks.markedAfter, over: item.presentedOver)
            .draw(template, isPushed: item.isPushed, changed: fromModels ? [] : item.addedLines)
        return "<div class=\"compare\"><figure class=\"before\"><figcaption>Before (golden)</figcaption>\(old)</figure>"
            + "<figure class=\"after\"><figcaption>After (render)</figcaption>\(new)</figure>"
            + Self.swipe + "</div>"
            + change()
    }

    /// The slider of the swipe compare (shown in that mode only).
    static let swipe = "<label class=\"swipe\">swipe <input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"Swipe between before and after\"></label>"

    /// Before and after text side by side with their changed lines marked, then the diff.
    private func change() -> String {
        guard item.status == .changed else { return "" }
        let before = marked(item.before ?? "", item.removedLines, "del")
        let after = marked(item.after, item.addedLines, "add")
        return "<details class=\"texts\"\(item.kind == .screen && item.beforeTemplate != nil ? "" : " open")><summary>Text before / after and the diff</summary>"
            + "<div class=\"cols beforeafter\"><div><h3>Before (golden)</h3><pre class=\"render before\">\(before)</pre></div>"
            + "<div><h3>After (render)</h3><pre class=\"render after\">\(after)</pre></div></div>" + diff() + "</details>"
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

    /// One frame per step, the tapped row marked in the frame it is tapped on; a changed
    /// step is named and shows its golden frame beside it.
    private func storyboard() -> String {
        let change = item.status == .changed ? JourneyChange(before: item.before ?? "", after: item.after) : nil
        if !item.storyboard.isEmpty { return cars(change) }
        let frames = JourneyFilmstrip(item.after).frames.enumerated().map { index, frame -> String in
            let old = change?.changedSteps.contains(index) == true ? change?.beforeFrames[safe: index] : nil
            let cls = old == nil ? "frame" : "frame changedstep"
            let before = old.map { "<pre class=\"before\" title=\"the golden's frame\">\(HTML.escape($0.lines.joined(separator: "\n")))</pre>" } ?? ""
            return "<figure class=\"\(cls)\"><figcaption>\(HTML.escape(frame.caption))\(old == nil ? "" : " · changed")</figcaption>"
                + before + "<pre>\(lines(frame))</pre></figure>"
        }
        return "<div class=\"filmstrip\">\(frames.joined())</div>"
    }

    /// The storyboard as cars, one per step, the next tap marked. A changed step is named
    /// (`Step 3: tap "Sources" · changed`) and, when the committed steps golden gives its
    /// model, drawn twice — the golden's car and the render's, changed rows marked in both;
    /// without one, the golden's step as text under the car.
    private func cars(_ change: JourneyChange?) -> String {
        let frames = item.storyboard.enumerated().map { index, frame -> String in
            guard let change, change.changedSteps.contains(index) else {
                let car = CarScreenHTML(profile: item.profile, tapped: frame.tapped).draw(frame.template, isPushed: frame.isPushed)
                return "<figure class=\"frame\"><figcaption>\(HTML.escape(frame.caption))</figcaption>\(car)</figure>"
            }
            return changedStep(frame, before: item.beforeStoryboard[safe: index], text: change.beforeFrames[safe: index])
        }
        return "<div class=\"filmstrip storyboard\">\(frames.joined())</div>"
    }

    /// A changed step: before and after cars from the two models, or the after car and
    /// the golden's text when the golden has no model of the step.
    private func changedStep(_ frame: StoryboardFrame, before: StoryboardFrame?, text: JourneyFilmstrip.Frame?) -> String {
        let caption = "<figcaption>\(HTML.escape(frame.caption)) · changed</figcaption>"
        guard let before else {
            let car = CarScreenHTML(profile: item.profile, tapped: frame.tapped).draw(frame.template, isPushed: frame.isPushed)
            let old = text.map { "<details><summary>the golden's step</summary><pre class=\"before\">"
                + HTML.escape($0.lines.joined(separator: "\n")) + "</pre></details>" } ?? "<p class=\"note\">a new step: the golden ends before it</p>"
            return "<figure class=\"frame changedstep textbefore\">\(caption)\(car)\(old)</figure>"
        }
        let marks = ScreenChange(before: before.template, after: frame.template, profile: item.profile)
        let old = CarScreenHTML(profile: item.profile, changed: marks.markedBefore, tapped: before.tapped)
            .draw(before.template, isPushed: before.isPushed)
        let new = CarScreenHTML(profile: item.profile, changed: marks.markedAfter, tapped: frame.tapped)
            .draw(frame.template, isPushed: frame.isPushed)
        return "<figure class=\"frame changedstep\">\(caption)" + HTML.element("p", "change", marks.summary)
            + "<div class=\"compare stepcompare\"><figure class=\"before\"><figcaption>Before (golden)</figcaption>\(old)</figure>"
            + "<figure class=\"after\"><figcaption>After (render)</figcaption>\(new)</figure>\(Self.swipe)</div></figure>"
    }

    private func lines(_ frame: JourneyFilmstrip.Frame) -> String {
        frame.lines.enumerated().map { index, line in
            index == frame.tapped ? "<mark class=\"tap\">\(HTML.escape(line))</mark>" : HTML.escape(line)
        }.joined(separator: "\n")
    }

    /// A file: its diff when changed, its text (folded) when new or removed; an SVG
    /// golden as its picture (before and after when changed).
    private func file() -> String {
        if item.name.hasSuffix(".svg") { return SvgGoldenHTML(item: item).html() }
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

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
