import TemplateKitLite
import SnapshotEngine

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

    /// A journey replayed through your reducer: each tap finds a row of the visible
    /// template, sends its ``Action`` to `reduce`, and renders the stack `stack` makes
    /// of the new state. A tap that finds nothing to touch fails the render, naming it.
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

    package var file: CatalogEntry {
        CatalogEntry(name: name + ".txt") { text() }
    }
}

/// What a journey's driver touches on the visible list.
public enum JourneyTap: Sendable, Hashable, CustomStringConvertible {
    /// The n-th row with an action, counted from 1 across sections, as the car shows them.
    case row(Int)
    /// The first row with an action whose text contains this.
    case text(String)

    public var description: String {
        switch self {
        case .row(let number): "tap row \(number)"
        case .text(let text): "tap \"\(text)\""
        }
    }
}

/// A tap that found nothing to touch.
public struct JourneyTapError: Error, Sendable, CustomStringConvertible {
    public let journey: String
    public let step: Int
    public let tap: JourneyTap

    public var description: String { "journey \(journey), step \(step): \(tap) found no row with an action" }
}
