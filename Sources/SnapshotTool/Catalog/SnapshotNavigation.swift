import TemplateKitLite

/// Your app's navigation, in the shape journeys use — a start state, the stack of
/// templates a state shows (root first) and the reducer a tap's ``Action`` goes through —
/// so that `serve` can drive its car with your own reducer (the click-through car):
///
///     SnapshotCatalog(screens, journeys: journeys).navigable(by: SnapshotNavigation(
///         start: PodcastState.sample,
///         stack: PodcastNavigation.stack,          // (State) -> [Template], root first
///         reduce: PodcastNavigation.reduce))       // (State, Action) -> State
///
/// `back` is the action the car's Back button sends (without one, Back returns to the
/// state before the last push); `selectTab` the action for tapping tab `i` of a tab bar
/// root; `advance` moves playback on by some seconds (the page's time control).
public struct SnapshotNavigation: Sendable {
    let replay: @Sendable (_ steps: [NavigationStep], _ profile: CarProfile) -> NavigationReplay

    /// `journeyCode`, when given, prints the click-through car's steps as the catalog's own
    /// journey type, code that compiles as printed where the catalog's journeys are listed
    /// (this repo's prints a Relisten `Journey`); without it "Record as journey" prints the
    /// taps as `[JourneyTap]` for a ``SnapshotJourney``.
    public init<State: Sendable>(
        start: State,
        stack: @escaping @Sendable (State) -> [Template],
        reduce: @escaping @Sendable (State, Action) -> State,
        back: Action? = nil,
        selectTab: (@Sendable (Int) -> Action)? = nil,
        advance: (@Sendable (State, Double) -> State)? = nil,
        journeyCode: (@Sendable ([RecordedStep]) -> String)? = nil
    ) {
        self.replay = { steps, profile in
            var walk = NavigationWalk(start: start, stack: stack, reduce: reduce, back: back, selectTab: selectTab, advance: advance)
            var replay = walk.replay(steps, profile: profile)
            replay.catalogJourneyCode = journeyCode?(replay.recorded)
            return replay
        }
    }
}

extension SnapshotCatalog {
    /// This catalog with its app's navigation, for `serve`'s click-through car.
    public func navigable(by navigation: SnapshotNavigation) -> SnapshotCatalog {
        var copy = self
        copy.navigation = navigation
        return copy
    }
}

/// One thing the driver does in the click-through car. Its short form is what the page's
/// URL keeps (`r3` row 3 as drawn, counted from 0; `b` Back; `t1` tab 1; `w10` 10 s pass).
package enum NavigationStep: Sendable, Hashable, CustomStringConvertible {
    /// A drawn part of the visible template: its kind and its index among those drawn.
    case tap(TappablePart, Int)
    case back
    case tab(Int)
    /// Playback moves on by this many seconds.
    case wait(Double)

    package enum TappablePart: Character, Sendable, Hashable, CaseIterable {
        /// A list row (`.row` in the drawing), counted across sections as drawn.
        case row = "r"
        /// A grid button (`.cell`).
        case cell = "c"
        /// A now playing button (`.npbtn`).
        case button = "n"
        /// Now playing's Up Next button (`.upnext`; index 0).
        case upNext = "u"
        /// Now playing's Album Artist button (the artist line, `.aabutton`; index 0).
        case albumArtist = "l"
        /// An alert or action sheet action (`.abtn`).
        case action = "a"
    }

    /// `r3.b.t1.w10` → the steps; nil when a part does not parse.
    package static func parse(_ text: String) -> [NavigationStep]? {
        var steps: [NavigationStep] = []
        for part in text.split(separator: ".") {
            guard let first = part.first else { continue }
            let rest = part.dropFirst()
            if first == "b", rest.isEmpty { steps.append(.back); continue }
            if first == "w", let seconds = Double(rest), seconds > 0, seconds <= 3_600 { steps.append(.wait(seconds)); continue }
            guard let index = Int(rest), index >= 0, index < 10_000 else { return nil }
            if first == "t" { steps.append(.tab(index)); continue }
            guard let kind = TappablePart(rawValue: first) else { return nil }
            steps.append(.tap(kind, index))
        }
        return steps.count <= 200 ? steps : nil
    }

    package var code: String {
        switch self {
        case .tap(let part, let index): "\(part.rawValue)\(index)"
        case .back: "b"
        case .tab(let index): "t\(index)"
        case .wait(let seconds): "w\(NavigationReplay.secondsText(seconds))"
        }
    }

    package var description: String {
        switch self {
        case .tap(let part, let index): "tap \(part) \(index + 1)"
        case .back: "tap Back"
        case .tab(let index): "tap tab \(index + 1)"
        case .wait(let seconds): "\(NavigationReplay.secondsText(seconds)) s pass"
        }
    }
}
