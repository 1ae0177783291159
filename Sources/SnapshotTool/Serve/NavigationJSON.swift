import GoldenCore
import TemplateKitDrawing
import TemplateKitLite

/// The click-through car's answer: the visible template drawn as the review page draws
/// it, the depth, each step's caption, the operation log of the last step, and the
/// `SnapshotJourney` code for the path taken.
struct NavigationJSON {
    let replay: NavigationReplay
    let steps: [NavigationStep]
    let profile: CarProfile

    func json(version: Int) -> JSONValue {
        let visible = replay.stack.last
        // A presented alert or sheet is drawn over the screen under it.
        let under = replay.stack.count > 1 ? replay.stack[replay.stack.count - 2] : nil
        let drawing = visible.map { CarScreenHTML.drawing($0, profile: profile, isPushed: replay.depth > 1, over: under) } ?? ""
        return .object([
            "drawing": .string(drawing), "depth": .int(replay.depth), "maximumDepth": .int(profile.maximumDepth),
            "captions": .array(replay.captions.map(JSONValue.string)), "operations": .string(replay.operations),
            "seconds": .double(replay.seconds), "journey": .string(journeyCode()),
            "steps": .string(steps.prefix(replay.captions.count - 1).map(\.code).joined(separator: ".")),
            "error": replay.error.map(JSONValue.string) ?? .null, "version": .int(version),
        ])
    }

    /// The path as journey code that compiles as printed: the catalog's own journey type
    /// when its navigation prints one, else the taps as `[JourneyTap]` for a
    /// ``SnapshotJourney`` — rows and buttons by their text (`.text("Grateful Dead")`, or
    /// `.row(n)` when the text finds an earlier one), tab switches as `.tab("Title")`, Back
    /// as `.back` (with `back:` named when the navigation's Back sends an action). A step a
    /// journey cannot take (time passing) or no longer follows is a comment, left out of the
    /// taps and of the summary.
    func journeyCode() -> String {
        if let code = replay.catalogJourneyCode { return code }
        var taps: [String] = [], names: [String] = [], notes: [String] = []
        for (index, tap) in replay.journeyTaps.enumerated() {
            guard let tap else {
                notes.append("// \(replay.captions[index + 1]): not a journey tap; left out")
                continue
            }
            taps.append(tap.code)
            let touched = index < replay.recorded.count ? replay.recorded[index].touched : nil
            names.append(touched ?? (tap == .back ? "Back" : tap.description))
        }
        return notes.map { $0 + "\n" }.joined()
            + "// \(JourneyTap.literal(names.joined(separator: " → "))): the taps of a SnapshotJourney(\"journeys/NAME\", summary:, start:, taps:, stack:, reduce:"
            + (replay.backSendsAnAction && replay.journeyTaps.contains(.back) ? ", back:)\n" : ")\n")
            + "let recordedTaps: [JourneyTap] = [\(taps.joined(separator: ", "))]\n"
    }
}
