import TemplateKitLite

/// One step of a replayed journey (``JourneyReplay/steps(profile:)``): its caption, the
/// tap, what it touched and sent, and where it left the app and the car. Step 0 is the start.
///
///     JourneyStep(number: 1, caption: "Step 1: tap row 1 \"El Paso\"", tap: .row(1), touched: "El Paso", …)
public struct JourneyStep<State: Sendable>: Sendable {
    /// 0 for the start, then 1, 2, … as the captions count.
    public let number: Int
    /// `Start`, `Start on the Browse tab`, `Step 1: tap row 1 "El Paso"`.
    public let caption: String
    /// Nil for the start.
    public let tap: JourneyTap?
    /// The text of what the tap touched: a row's text, a button's title, a tab's title, `Back`.
    public let touched: String?
    /// What the tap sent your reducer; nil for the start and for Back without a back action.
    public let action: Action?
    /// The app's state after the step.
    public let state: State
    /// The templates the car draws after the step, root first (the journey's selected tab
    /// applied; an alert or action sheet last is presented).
    public let templates: [Template]

    public init(number: Int, caption: String, tap: JourneyTap?, touched: String?, action: Action?, state: State, templates: [Template]) {
        self.number = number
        self.caption = caption
        self.tap = tap
        self.touched = touched
        self.action = action
        self.state = state
        self.templates = templates
    }
}

/// The one writer of a step's caption — a journey's, the click-through car's and an
/// operation log's: `Step 2: tap row 1 "1972"`.
package enum JourneyCaption {
    /// `Step 2: tap "1977"`: a step counted from 1 (an operation log's connection is step 0).
    package static func numbered(_ number: Int, _ what: String) -> String {
        "Step \(number): \(what)"
    }

    /// `Start`, or with `namingTab`, `Start on the Browse tab` — the selected tab of a tab
    /// bar root.
    static func start(_ templates: [Template], namingTab: Bool) -> String {
        guard namingTab, case .tabBar(let bar)? = templates.first, bar.tabs.indices.contains(bar.selectedIndex) else { return "Start" }
        return "Start on the \(bar.tabs[bar.selectedIndex].title) tab"
    }

    /// `Step 4: tap row 1 "SBD > Reel > DAT"`: a tap by position or section names the row it
    /// touched; a fallback names it and what it stood in for.
    static func step(_ number: Int, _ tap: JourneyTap, _ touch: JourneyTouch) -> String {
        numbered(number, text(tap, touch))
    }

    /// Whether a line of a journey's text is a step's caption (`Start…`, `Step N: …`): how
    /// the review page cuts a journey golden into frames (``JourneyFilmstrip``).
    package static func isCaption(_ line: String) -> Bool {
        line.hasPrefix("Start") || line.hasPrefix("Step ")
    }

    static func text(_ tap: JourneyTap, _ touch: JourneyTouch) -> String {
        switch tap {
        case .row, .firstRow, .rowAfterPlaying: return "\(tap) \"\(touch.text)\""
        case .textOr(_, let fallback):
            guard let missing = touch.missing else { return "\(tap)" }
            var inner = touch
            inner.missing = nil
            return text(fallback, inner) + " (no \(missing.noun) \"\(missing.text)\" in this state)"
        default: return "\(tap)"
        }
    }
}
