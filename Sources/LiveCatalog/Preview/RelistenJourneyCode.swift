import RelistenScreens
import SnapshotTool
import TemplateKitLite

/// "Record as journey" for Relisten: the click-through car's steps as a Relisten
/// ``Journey``, the catalog's own journey type, pasted as printed into `Journey.all`. Rows
/// are tapped by their text (`.row("Grateful Dead")`), tabs, Up Next, Album Artist and
/// Back as the journey's own taps. A step is kept only when the journey of the steps kept
/// so far, replayed through the reducer, shows what the car showed; a step a journey
/// cannot take (a now playing button, time passing) or no longer follows is a comment,
/// left out of the taps and of the summary.
///
///     Journey(name: "recorded", summary: "My Library → 1977-05-08",
///             start: .browse, taps: [.tab(.myLibrary), .row("1977-05-08")])
enum RelistenJourneyCode {
    static func code(_ steps: [RecordedStep], from state: AppState) -> String {
        var taps: [Journey.Tap] = [], names: [String] = [], notes: [String] = []
        var following = true
        for step in steps {
            guard following, let tap = tap(step) else {
                notes.append("// \(step.caption): not a journey tap; left out")
                continue
            }
            guard shows(step.shown, Journey(name: "recorded", summary: "", start: .browse, taps: taps + [tap]), state) else {
                following = false
                notes.append("// \(step.caption): the journey does not follow it here; left out")
                continue
            }
            taps.append(tap)
            names.append(step.touched ?? (step.kind == .back ? "Back" : tap.description))
        }
        return notes.map { $0 + "\n" }.joined()
            + "Journey(name: \"recorded\", summary: \(literal(names.joined(separator: " → "))),\n"
            + "        start: .browse, taps: [\(taps.map(code).joined(separator: ", "))])\n"
    }

    /// The journey tap a step is, if a journey can take it.
    static func tap(_ step: RecordedStep) -> Journey.Tap? {
        switch step.kind {
        case .row: step.touched.map { .row($0) }
        case .upNext: .upNext
        case .albumArtist: .albumArtist
        case .back: .back
        case .tab(let index): AppTab.allCases.indices.contains(index) ? .tab(AppTab.allCases[index]) : nil
        case .gridButton, .nowPlayingButton, .action, .wait: nil
        }
    }

    /// Whether `journey`, replayed from `state`, ends on the screen `shown` ends on, as deep
    /// (the screen, not the rest of the stack: time passing, which a journey leaves out,
    /// moves only the progress of rows the driver does not see).
    static func shows(_ shown: [Template], _ journey: Journey, _ state: AppState) -> Bool {
        let replay = journey.replayed(from: state, profile: .unconstrained)
        guard replay.failure == nil, let last = replay.steps.last else { return false }
        let templates = RelistenNavigation.templates(RelistenCar(state: last.state, stack: last.stack))
        return templates.count == shown.count && templates.last == shown.last
    }

    /// The tap as Swift source: `.row("1977")`, `.tab(.myLibrary)`, `.upNext`.
    static func code(_ tap: Journey.Tap) -> String {
        switch tap {
        case .row(let text): ".row(\(literal(text)))"
        case .rowAt(let number): ".rowAt(\(number))"
        case .upNext: ".upNext"
        case .albumArtist: ".albumArtist"
        case .back: ".back"
        case .tab(let tab): ".tab(.\(tab.rawValue))"
        case .rowOr(let text, let fallback): ".rowOr(\(literal(text)), \(code(fallback)))"
        case .firstRow(let section): ".firstRow(section: \(literal(section)))"
        case .afterPlaying(let section): ".afterPlaying(section: \(literal(section)))"
        }
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String { "\"" + NodePath.TemplateName.escaped(text) + "\"" }
}
