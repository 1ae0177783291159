import TemplateKitLite
import GoldenCore

/// A catalog journey: a start and a sequence of taps, rendered step by step to one text
/// golden, `<name>.txt`. Build one from your app's own state and reducer:
///
///     SnapshotJourney(
///         "podcast/journeys/play-latest", start: PodcastState.sample, taps: [.row(1)],
///         stack: { state in PodcastScreens.stack(state) },
///         reduce: { state, action in PodcastReducer.reduce(state, action) })
///
/// or hand the tool a render of your own with ``init(_:summary:render:)``.
public struct SnapshotJourney: Sendable {
    /// The golden name without extension, e.g. `journeys/browse-to-jump`.
    public let name: String
    /// One line for `list`.
    public let summary: String
    let render: @Sendable (CarProfile, TextRenderer.Style) throws -> String
    /// The journey's steps as screens for the review page's storyboard (optional: without
    /// it the page shows the text frames).
    public var storyboard: (@Sendable (CarProfile) throws -> [StoryboardFrame])? = nil

    /// A journey whose text you render yourself (for the given car).
    public init(_ name: String, summary: String = "", render: @escaping @Sendable (CarProfile) throws -> String) {
        self.init(name, summary: summary) { profile, _ in try render(profile) }
    }

    /// A journey whose text you render yourself, for the given car in the given view
    /// (`snapshot journey --details` asks for ``TextRenderer/Style/details``).
    public init(_ name: String, summary: String = "", render: @escaping @Sendable (CarProfile, TextRenderer.Style) throws -> String) {
        self.name = name
        self.summary = summary
        self.render = render
    }

    /// A journey replayed through your reducer: each tap finds what it touches on the
    /// visible template (``JourneyTap``), sends its ``Action`` to `reduce`, and renders the
    /// stack `stack` makes of the new state, root first. To show an alert or action sheet,
    /// return it last: it is drawn presented over the templates before it. A tap that
    /// finds nothing to touch fails the render, naming the step.
    public init<State: Sendable>(
        _ name: String, summary: String = "", start: State, taps: [JourneyTap],
        stack: @escaping @Sendable (State) -> [Template],
        reduce: @escaping @Sendable (State, Action) -> State
    ) {
        self.init(name, summary: summary) { (profile: CarProfile, style: TextRenderer.Style) in
            try JourneyReplay(name: name, summary: summary, profile: profile, style: style)
                .text(start: start, taps: taps, stack: stack, reduce: reduce)
        }
    }

    /// The text golden, or an `error:` line.
    package func text(profile: CarProfile = .unconstrained) -> String {
        do { return try render(profile, .driver) } catch { return "error: \(error)\n" }
    }

    /// Its golden; a failed replay is a ``RenderFailure`` naming the step.
    package var file: CatalogEntry {
        CatalogEntry(name: name + ".txt") { try render(.unconstrained, .driver) }
    }

    /// Its goldens: the text and, with a storyboard, the steps' models
    /// (`<name>.steps.json`, ``StoryboardJSON``) — the "before" cars of a changed journey.
    package var files: [CatalogEntry] {
        guard let storyboard else { return [file] }
        return [file, CatalogEntry(name: name + ".steps.json") { StoryboardJSON.encode(try storyboard(.unconstrained), profile: .unconstrained) }]
    }
}

/// What a journey's driver touches. On the visible template: a list's rows (under a tab
/// bar root, the selected tab's list), a grid's buttons, now playing's buttons (then Up
/// Next and the album-artist button), an alert's or action sheet's actions — those with
/// an action, enabled, that the car shows. Or a tab of the tab bar root.
public enum JourneyTap: Sendable, Hashable, CustomStringConvertible {
    /// The n-th touchable thing with an action, counted from 1 across sections, as the car shows them.
    case row(Int)
    /// The first touchable thing with an action whose text (row text, button title or
    /// label, action title) contains this.
    case text(String)
    /// Selects the first tab of the tab bar root whose title contains this; your reducer
    /// receives ``selectTabAction(index:title:)``.
    case tab(String)

    public var description: String {
        switch self {
        case .row(let number): "tap row \(number)"
        case .text(let text): "tap \"\(text)\""
        case .tab(let title): "select tab \"\(title)\""
        }
    }

    /// What a `.tab` step sends your reducer: `selectTab index=1 title="Downloads"` — the
    /// app's `tabBarTemplate(_:didSelect:)`, so it can keep each tab's own stack.
    public static func selectTabAction(index: Int, title: String) -> Action {
        Action("selectTab", ["index": .int(index), "title": .string(title)])
    }
}

/// A tap that found nothing to touch.
public struct JourneyTapError: Error, Sendable, CustomStringConvertible {
    public let journey: String
    public let step: Int
    public let tap: JourneyTap
    /// What was looked for: `row`, `button`, `action` or `tab`.
    public let noun: String

    public init(journey: String, step: Int, tap: JourneyTap, noun: String = "row") {
        self.journey = journey
        self.step = step
        self.tap = tap
        self.noun = noun
    }

    public var description: String {
        noun == "tab" ? "journey \(journey), step \(step): \(tap) found no such tab on a tab bar root"
            : "journey \(journey), step \(step): \(tap) found no \(noun) with an action"
    }
}
