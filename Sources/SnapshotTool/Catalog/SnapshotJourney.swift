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
/// or hand the tool a render of your own with ``init(_:summary:render:)`` — a
/// ``JourneyReplay`` with a Back action, a start that depends on the car, or a storyboard:
///
///     var journey = SnapshotJourney("journeys/downloads", summary: "…") { profile, style in
///         try replay(profile).text(profile: profile, style: style)
///     }
///     journey.storyboard = { profile in replay(profile).storyboard(profile: profile) }
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

    /// A journey replayed through your reducer by ``JourneyReplay``: each tap finds what it
    /// touches on the visible template (``JourneyTap``), sends its ``Action`` to `reduce`,
    /// and renders the stack `stack` makes of the new state, root first. To show an alert or action sheet,
    /// return it last: it is drawn presented over the templates before it. A tap that
    /// finds nothing to touch fails the render, naming the step. `back` is the action a
    /// `.back` tap sends; without one, Back returns to the state before the last push.
    public init<State: Sendable>(
        _ name: String, summary: String = "", start: State, taps: [JourneyTap],
        stack: @escaping @Sendable (State) -> [Template],
        reduce: @escaping @Sendable (State, Action) -> State,
        back: Action? = nil
    ) {
        let journey = JourneyReplay(name: name, summary: summary, start: start, taps: taps, stack: stack, reduce: reduce, back: back)
        self.init(name, summary: summary) { (profile: CarProfile, style: TextRenderer.Style) in
            try journey.text(profile: profile, style: style)
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
