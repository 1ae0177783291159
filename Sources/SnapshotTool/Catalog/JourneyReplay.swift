import TemplateKitLite

/// Replays a generic ``SnapshotJourney`` and writes its steps, counted from 1:
///
///     Journey podcast/journeys/play-latest: episodes → now playing
///
///     Start
///     ┌ Episodes ──── … ┐
///     …
///     Step 1: tap row 1 "Episode 12"
///       sends play episode=12
struct JourneyReplay {
    let name: String
    let summary: String
    let profile: CarProfile
    var style: TextRenderer.Style = .driver

    func text<State>(
        start: State, taps: [JourneyTap],
        stack: (State) -> [Template], reduce: (State, Action) -> State
    ) throws(JourneyTapError) -> String {
        let renderer = TextRenderer(profile: profile, style: style)
        var state = start
        var out = "Journey \(name)" + (summary.isEmpty ? "" : ": \(summary)") + "\n\nStart\n"
        out += renderer.render(stack: stack(state), presented: nil)
        for (index, tap) in taps.enumerated() {
            let visible = stack(state).last
            guard let row = visible.flatMap({ Self.row(for: tap, in: $0, profile: profile) }), let action = row.action else {
                throw JourneyTapError(journey: name, step: index + 1, tap: tap)
            }
            state = reduce(state, action)
            let shown = if case .row = tap { " \"\(row.text)\"" } else { "" }
            out += "\nStep \(index + 1): \(tap)\(shown)\n"
            if style == .details { out += "  sends \(action.summary)\n" }
            out += renderer.render(stack: stack(state), presented: nil)
        }
        return out
    }

    /// The row `tap` touches among the rows with an action that the car shows.
    static func row(for tap: JourneyTap, in template: Template, profile: CarProfile) -> ListItem? {
        guard case .list(let list) = template else { return nil }
        let rows = list.sections.flatMap(\.items).prefix(profile.maximumItemCount).compactMap { element -> ListItem? in
            if case .item(let item) = element, item.isEnabled, item.action != nil { item } else { nil }
        }
        switch tap {
        case .row(let number): return rows.indices.contains(number - 1) ? rows[number - 1] : nil
        case .text(let text): return rows.first { $0.text.contains(text) }
        }
    }
}
