import RelistenScreens
import SnapshotTool
import TemplateKitLite

/// "Record as journey" for Relisten: the click-through car's steps as a
/// ``RelistenJourney``, pasted as printed into `RelistenJourney.all`. Rows are tapped by
/// their text (`.text("Grateful Dead")`), tabs by their title, Up Next, Album Artist and
/// Back as themselves. A step is kept only when the journey of the steps kept so far,
/// replayed by the journey engine, shows what the car showed; a step a journey cannot take
/// (a now playing button, time passing) or no longer follows is a comment, left out of the
/// taps and of the summary.
///
///     RelistenJourney(name: "recorded", summary: "My Library → 1977-05-08",
///                     start: .browse, taps: [.tab("My Library"), .text("1977-05-08")])
enum RelistenJourneyCode {
    static func code(_ steps: [RecordedStep], from state: AppState) -> String {
        var taps: [JourneyTap] = [], names: [String] = [], notes: [String] = []
        var following = true
        for step in steps {
            guard following, let tap = tap(step) else {
                notes.append("// \(step.caption): not a journey tap; left out")
                continue
            }
            guard shows(step.shown, RelistenJourney(name: "recorded", summary: "", start: .browse, taps: taps + [tap]), state) else {
                following = false
                notes.append("// \(step.caption): the journey does not follow it here; left out")
                continue
            }
            taps.append(tap)
            names.append(step.touched ?? (step.kind == .back ? "Back" : tap.description))
        }
        return notes.map { $0 + "\n" }.joined()
            + "RelistenJourney(name: \"recorded\", summary: \(JourneyTap.literal(names.joined(separator: " → "))),\n"
            + "                start: .browse, taps: [\(taps.map(\.code).joined(separator: ", "))])\n"
    }

    /// The journey tap a step is, if a journey can take it.
    static func tap(_ step: RecordedStep) -> JourneyTap? {
        switch step.kind {
        case .row: step.touched.map { .text($0) }
        case .upNext: .upNext
        case .albumArtist: .albumArtist
        case .back: .back
        case .tab(let index): AppTab.allCases.indices.contains(index) ? .tab(AppTab.allCases[index].title) : nil
        case .gridButton, .nowPlayingButton, .action, .wait: nil
        }
    }

    /// Whether `journey`, replayed from `state`, ends on the screen `shown` ends on, as deep
    /// (the screen, not the rest of the stack: time passing, which a journey leaves out,
    /// moves only the progress of rows the driver does not see).
    static func shows(_ shown: [Template], _ journey: RelistenJourney, _ state: AppState) -> Bool {
        let replay = journey.replay(from: state, profile: .unconstrained).steps(profile: .unconstrained)
        guard replay.failure == nil, let last = replay.steps.last else { return false }
        return last.templates.count == shown.count && last.templates.last == shown.last
    }
}
