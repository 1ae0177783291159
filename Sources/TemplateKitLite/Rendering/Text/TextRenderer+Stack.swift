extension TextRenderer {
    /// A navigation stack for journeys: a breadcrumb with the depth, then the visible
    /// template framed (the presented one if any, announced as presented over the top).
    ///
    ///     depth 3/5: Browse › "Grateful Dead" › "1977"
    ///     ┌─ ‹ Back ─ 1977 ───────────…
    public func render(stack templates: [Template], presented: Template?) -> String {
        var frame = TextFrame(width: width)
        frame.plainWrapped(breadcrumb(templates))
        if let presented {
            let below = templates.last.map(crumb) ?? "nothing"
            frame.plain("presented over " + below)
            write(presented, isPushed: false, into: &frame)
        } else if let top = templates.last {
            write(top, isPushed: templates.count > 1, into: &frame)
        }
        return frame.text
    }

    /// `depth 3/5: Browse › "Grateful Dead" › "1977"`, marked when over the limit; every
    /// title whole (the line wraps at ` › `).
    func breadcrumb(_ templates: [Template]) -> String {
        guard !templates.isEmpty else { return "depth 0/" + String(profile.maximumDepth) + ": (empty stack)" }
        let over = templates.count > profile.maximumDepth ? " ⚠ over the limit" : ""
        return "depth " + String(templates.count) + "/" + String(profile.maximumDepth) + over + ": "
            + templates.map(crumb).joined(separator: " › ")
    }

    /// A tab bar by its selected tab's name, other templates by their quoted title.
    func crumb(_ template: Template) -> String {
        if case .tabBar(let tabBar) = template {
            return selectedTab(tabBar).map { TextLabel.name($0.title) } ?? "(tab bar)"
        }
        return template.title.map { "\"" + TextLabel.safe($0) + "\"" } ?? "(" + template.kindName + ")"
    }
}
