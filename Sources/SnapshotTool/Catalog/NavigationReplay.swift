import TemplateKitLite

/// Where a replay of the click-through car's steps left the driver: the stack (root
/// first), each step's caption, the operations the car received for the last step, the
/// journey taps it amounts to, and the step that found nothing to tap, if any.
package struct NavigationReplay: Sendable {
    package var stack: [Template]
    /// `Start`, `Step 1: tap row 2 "Grateful Dead"`, …
    package var captions: [String]
    /// The title each step touched (`Grateful Dead`), as it is: quotes and all.
    package var touchedTitles: [String?] = []
    /// The operation log of the last step (the car connecting, for none).
    package var operations: String
    /// Seconds since the car connected (taps count 5 s each, waits their own).
    package var seconds: Double
    /// The ``JourneyTap`` of each step, or nil for a step a journey cannot take (time
    /// passing, an image row) or no longer follows: each tap is kept only when a
    /// journey of the taps kept so far, replayed through the same reducer, then shows
    /// what the car shows (`NavigationWalk.follow`).
    package var journeyTaps: [JourneyTap?]
    /// Each step as a catalog's journey printer reads it (``RecordedStep``).
    package var recorded: [RecordedStep] = []
    /// Whether the navigation's Back sends an action (a journey taking `.back` then needs
    /// the same `back:`).
    package var backSendsAnAction = false
    /// The steps as the catalog's own journey type, when its navigation prints one.
    package var catalogJourneyCode: String?
    package var error: String?

    /// Depth as CarPlay counts it: the root is 1 (a presented alert does not count).
    package var depth: Int { stack.count - (stack.last.map(Self.isModal) == true ? 1 : 0) }

    static func isModal(_ template: Template) -> Bool {
        switch template {
        case .alert, .actionSheet: true
        default: false
        }
    }

    /// `30`, `2.5`.
    static func secondsText(_ seconds: Double) -> String {
        seconds == seconds.rounded() && abs(seconds) < 1e9 ? String(Int(seconds)) : String(seconds)
    }

    /// The stack as a ``NavigationStack`` the reconciler takes: a modal on top is presented.
    static func navigationStack(_ templates: [Template], profile: CarProfile) -> NavigationStack? {
        guard let root = templates.first else { return nil }
        var pushed = Array(templates.dropFirst())
        let presented = pushed.last.flatMap { isModal($0) ? pushed.removeLast() : nil }
        return NavigationStack(unchecked: root, pushed: pushed, presented: presented, profile: profile)
    }
}

/// Replays steps through an app's reducer (see ``SnapshotNavigation``).
struct NavigationWalk<State: Sendable> {
    let start: State
    let stack: @Sendable (State) -> [Template]
    let reduce: @Sendable (State, Action) -> State
    let back: Action?
    let selectTab: (@Sendable (Int) -> Action)?
    let advance: (@Sendable (State, Double) -> State)?

    static var secondsPerTap: Double { 5 }

    mutating func replay(_ steps: [NavigationStep], profile: CarProfile) -> NavigationReplay {
        var state = start
        var shown = stack(state)
        var history: [State] = []
        var display: CarDisplay?
        var result = NavigationReplay(stack: shown, captions: ["Start"], operations: reconcile(shown, &display, at: 0, profile: profile),
                                      seconds: 0, journeyTaps: [])
        result.backSendsAnAction = back != nil
        var journey: JourneyFollower? = JourneyFollower(state: start, drawn: shown)
        for (index, step) in steps.enumerated() {
            let outcome = apply(step, to: state, shown: shown, history: &history, profile: profile)
            guard case .success(let (next, touched, tap)) = outcome else {
                if case .failure(let problem) = outcome { result.error = "step \(index + 1): \(step) — \(problem.message)" }
                break
            }
            if case .wait(let wait) = step { result.seconds += wait } else { result.seconds += Self.secondsPerTap }
            if case .tap = step { history.append(state) }
            state = next
            shown = stack(state)
            result.operations = reconcile(shown, &display, at: result.seconds, profile: profile)
            result.captions.append(JourneyCaption.numbered(index + 1, "\(step)" + (touched.map { " \"\($0)\"" } ?? "")))
            result.touchedTitles.append(touched)
            result.journeyTaps.append(follow(tap, &journey, to: shown, profile: profile))
            result.recorded.append(RecordedStep(kind: .init(step), touched: touched, caption: result.captions[result.captions.count - 1], shown: shown))
        }
        result.stack = shown
        return result
    }

    struct Problem: Error { let message: String }

    /// The state after `step`, what it touched and the journey tap it is.
    private func apply(
        _ step: NavigationStep, to state: State, shown: [Template], history: inout [State], profile: CarProfile
    ) -> Result<(State, String?, JourneyTap?), Problem> {
        switch step {
        case .tap(let part, let index):
            guard let visible = shown.last, let found = TappableParts(visible, profile: profile).action(part, index) else {
                return .failure(Problem(message: "nothing to tap there"))
            }
            return .success((reduce(state, found.action), found.text, Self.journeyTap(found, on: visible, profile: profile)))
        case .back:
            guard shown.count > 1 else { return .failure(Problem(message: "the root has no Back button")) }
            if let back { return .success((reduce(state, back), nil, .back)) }
            return .success((JourneyDrawing.back(from: shown.count, &history, start: start, stack: stack), nil, .back))
        case .tab(let index):
            guard case .tabBar(let bar)? = shown.last, bar.tabs.indices.contains(index) else {
                return .failure(Problem(message: "no tab \(index + 1) is shown"))
            }
            guard let selectTab else { return .failure(Problem(message: "this catalog's navigation has no selectTab")) }
            let title = bar.tabs[index].title
            let tap = bar.tabs.firstIndex { $0.title.contains(title) } == index ? JourneyTap.tab(title) : nil
            return .success((reduce(state, selectTab(index)), title, tap))
        case .wait(let seconds):
            guard let advance else { return .failure(Problem(message: "this catalog's navigation has no advance (time control)")) }
            return .success((advance(state, seconds), nil, nil))
        }
    }

    /// The journey tap that touches what `found` is on `visible`, named by its text
    /// (`.text("Grateful Dead")`) when that text finds it — the first thing a journey can
    /// touch there (``JourneyTarget``) whose text holds it — else `.row(n)`, the n-th;
    /// nil for what journeys cannot touch (an image row).
    static func journeyTap(_ found: TappableParts.Found, on visible: Template, profile: CarProfile) -> JourneyTap? {
        let targets = JourneyTarget.all(in: visible, profile: profile)
        guard let index = targets.firstIndex(where: { $0.action == found.action && $0.text == found.text })
            ?? targets.firstIndex(where: { $0.action == found.action }) else { return nil }
        let text = targets[index].text
        let named = !text.isEmpty && targets.firstIndex { $0.text.contains(text) } == index
        return named ? .text(text) : .row(index + 1)
    }

    /// A journey made of the taps kept so far: its state, the tab it draws selected, what it
    /// draws and the states before its pushes (where a Back without a back action returns).
    struct JourneyFollower {
        var state: State
        var selectedTab: Int?
        var drawn: [Template]
        var history: [State] = []
    }

    /// `tap` when the journey, taking it as ``JourneyReplay`` does (with this navigation's
    /// back action), draws what the car shows after the step (`shown`); nil otherwise. A
    /// step without a tap leaves the journey where it is; a tap that leads elsewhere ends
    /// the journey: later steps are nil.
    func follow(_ tap: JourneyTap?, _ journey: inout JourneyFollower?, to shown: [Template], profile: CarProfile) -> JourneyTap? {
        guard let tap, var current = journey else { return nil }
        guard let touch = try? JourneyTouch.resolve(tap, in: current.drawn, profile: profile, back: back) else {
            journey = nil
            return nil
        }
        let state = JourneyDrawing.state(after: tap, sent: touch.action, from: current.state, depth: current.drawn.count,
                                         history: &current.history, start: start, stack: stack, reduce: reduce)
        let templates = stack(state)
        let selectedTab = JourneyDrawing.selectedTab(after: tap, touch.action, showing: templates, was: current.selectedTab)
        let drawn = JourneyDrawing.shown(templates, selectedTab: selectedTab)
        journey = drawn == shown ? JourneyFollower(state: state, selectedTab: selectedTab, drawn: drawn, history: current.history) : nil
        return journey == nil ? nil : tap
    }

    private func reconcile(_ templates: [Template], _ display: inout CarDisplay?, at seconds: Double, profile: CarProfile) -> String {
        guard let next = NavigationReplay.navigationStack(templates, profile: profile) else { return "no template\n" }
        let result = Reconciler().reconcile(display, to: next, now: seconds)
        display = result.display
        return OperationLog.render(result.operations)
    }
}
