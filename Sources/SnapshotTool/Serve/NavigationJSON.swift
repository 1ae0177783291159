import SnapshotEngine
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
        let drawing = visible.map { CarScreenHTML.drawing($0, profile: profile, isPushed: replay.depth > 1) } ?? ""
        return .object([
            "drawing": .string(drawing), "depth": .int(replay.depth), "maximumDepth": .int(profile.maximumDepth),
            "captions": .array(replay.captions.map(JSONValue.string)), "operations": .string(replay.operations),
            "seconds": .double(replay.seconds), "journey": .string(journeyCode()),
            "steps": .string(steps.prefix(replay.captions.count - 1).map(\.code).joined(separator: ".")),
            "error": replay.error.map(JSONValue.string) ?? .null, "version": .int(version),
        ])
    }

    /// The taps as `SnapshotJourney` code; a step a journey cannot express is a comment.
    func journeyCode() -> String {
        var taps: [String] = []
        var notes: [String] = []
        for (index, tap) in replay.journeyTaps.enumerated() {
            let caption = replay.captions[index + 1]
            if let tap, case .row(let number) = tap {
                taps.append(".row(\(number))")
            } else {
                notes.append("// \(caption): not a journey tap (journeys tap rows); replay it by hand")
            }
        }
        let summary = replay.captions.dropFirst().compactMap { caption in caption.split(separator: "\"").dropFirst().first.map(String.init) }
        return (notes.isEmpty ? "" : notes.joined(separator: "\n") + "\n")
            + "SnapshotJourney(\n    \"journeys/recorded\", summary: \"\(summary.joined(separator: " → ").replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\",\n"
            + "    start: <start state>, taps: [\(taps.joined(separator: ", "))],\n    stack: <stack>, reduce: <reduce>)\n"
    }
}
