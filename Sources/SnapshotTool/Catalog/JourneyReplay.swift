import TemplateKitLite

/// The journey engine: replays taps through your app's reducer and writes the steps,
/// counted from 1, as text (``text(profile:style:)``) or as a storyboard of cars
/// (``storyboard(profile:)``). Each tap finds what it touches on the visible template
/// (``JourneyTap``), sends its ``Action`` to `reduce`, and the step draws the stack
/// `stack` makes of the new state, root first:
///
///     let journey = JourneyReplay(
///         name: "play-latest", summary: "episodes → now playing", start: PodcastState.sample,
///         taps: [.text("Night Drive Radio"), .row(1), .upNext],
///         stack: PodcastScreens.stack, reduce: PodcastReducer.reduce)
///     try journey.text(profile: .unconstrained)
///
///     Journey play-latest: episodes → now playing
///
///     Start
///     depth 1/5: Library
///     …
///     Step 1: tap "Night Drive Radio"
///
/// An alert or action sheet last in the stack is presented over the others (drawn as
/// presented, not counted in the depth). A `.tab` step selects a tab of a tab bar root: the
/// reducer receives ``JourneyTap/selectTabAction(index:title:)``, and the tab is drawn
/// selected from then on unless the app's own tab bar selects it (then the app's selection
/// is drawn). ``SnapshotJourney/init(_:summary:start:taps:stack:reduce:back:)`` makes a catalog
/// journey of one.
public struct JourneyReplay<State: Sendable>: Sendable {
    /// The name the text's first line gives: `Journey NAME: summary`.
    public let name: String
    public let summary: String
    public let start: State
    public let taps: [JourneyTap]
    let stack: @Sendable (State) -> [Template]
    let reduce: @Sendable (State, Action) -> State
    /// What the car's Back button sends (a `.back` tap); without one, Back returns to the
    /// state before the last push.
    public var back: Action?
    /// Whether the first step names the tab it starts on (`Start on the Browse tab`, the
    /// selected tab of a tab bar root) rather than `Start`.
    public var namesStartTab: Bool

    public init(
        name: String, summary: String = "", start: State, taps: [JourneyTap],
        stack: @escaping @Sendable (State) -> [Template], reduce: @escaping @Sendable (State, Action) -> State,
        back: Action? = nil, namesStartTab: Bool = false
    ) {
        self.name = name
        self.summary = summary
        self.start = start
        self.taps = taps
        self.stack = stack
        self.reduce = reduce
        self.back = back
        self.namesStartTab = namesStartTab
    }

    /// The steps, the start first, up to the first tap that found nothing to touch on a car
    /// with `profile`, and that failure (its ``JourneyTapError/storyboard`` empty).
    public func steps(profile: CarProfile) -> (steps: [JourneyStep<State>], failure: JourneyTapError?) {
        var state = start
        var selectedTab: Int?
        var history: [State] = []
        let first = stack(state)
        var steps = [JourneyStep(number: 0, caption: JourneyCaption.start(first, namingTab: namesStartTab), tap: nil, touched: nil,
                                 action: nil, state: state, templates: first)]
        for (index, tap) in taps.enumerated() {
            let drawn = steps[index].templates
            let touch: JourneyTouch
            do throws(JourneyTouch.Miss) {
                touch = try JourneyTouch.resolve(tap, in: drawn, profile: profile, back: back)
            } catch {
                return (steps, JourneyTapError(journey: name, step: index + 1, tap: tap, noun: error.noun))
            }
            state = JourneyDrawing.state(after: tap, sent: touch.action, from: state, depth: drawn.count, history: &history,
                                         start: start, stack: stack, reduce: reduce)
            let templates = stack(state)
            selectedTab = JourneyDrawing.selectedTab(after: tap, touch.action, showing: templates, was: selectedTab)
            steps.append(JourneyStep(number: index + 1, caption: JourneyCaption.step(index + 1, tap, touch), tap: tap,
                                     touched: touch.text, action: touch.action, state: state,
                                     templates: JourneyDrawing.shown(templates, selectedTab: selectedTab)))
        }
        return (steps, nil)
    }

    /// The journey as text: `Journey NAME: summary`, then each step's caption, the stack
    /// and the visible screen; the details view (``TextRenderer/Style/details``) adds the
    /// action each tap sent (`  sends play episode=12`). A failed tap throws, naming the
    /// step, with the text so far.
    public func text(profile: CarProfile, style: TextRenderer.Style = .driver) throws(JourneyTapError) -> String {
        let replay = steps(profile: profile)
        let renderer = TextRenderer(profile: profile, style: style)
        var out = "Journey \(name)" + (summary.isEmpty ? "" : ": \(summary)") + "\n"
        for step in replay.steps {
            out += "\n\(step.caption)\n"
            if style == .details, let action = step.action { out += "  sends \(action.summary)\n" }
            out += JourneyDrawing.render(step.templates, renderer)
        }
        if var failure = replay.failure {
            failure.storyboard = out
            throw failure
        }
        return out
    }

    /// The steps as the review page draws them: each step's caption, the screen the driver
    /// sees after it, and what the next step touches, marked there. Stops at a failed tap.
    public func storyboard(profile: CarProfile) -> [StoryboardFrame] {
        let steps = steps(profile: profile).steps
        return steps.indices.compactMap { index in
            guard let visible = steps[index].templates.last else { return nil }
            let next = steps.indices.contains(index + 1) ? steps[index + 1].touched : nil
            return StoryboardFrame(caption: steps[index].caption, template: visible,
                                   isPushed: steps[index].templates.count > 1, tapped: next)
        }
    }
}
