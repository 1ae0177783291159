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

    /// The taps as `SnapshotJourney` code: rows, buttons and actions as `.row(n)`, tab
    /// switches as `.tab("Title")`; a step a journey cannot take (Back, time passing) or
    /// no longer follows is a comment, and left out.
    func journeyCode() -> String {
        var taps: [String] = []
        var notes: [String] = []
        for (index, tap) in replay.journeyTaps.enumerated() {
            if let tap { taps.append(tap.code) } else { notes.append("// \(replay.captions[index + 1]): not a journey tap; left out") }
        }
        let summary = replay.captions.dropFirst().compactMap { caption in caption.split(separator: "\"").dropFirst().first.map(String.init) }
        return (notes.isEmpty ? "" : notes.joined(separator: "\n") + "\n")
            + "SnapshotJourney(\n    \"journeys/recorded\", summary: \(JourneyTap.literal(summary.joined(separator: " → "))),\n"
            + "    start: <start state>, taps: [\(taps.joined(separator: ", "))],\n    stack: <stack>, reduce: <reduce>)\n"
    }
}

extension JourneyTap {
    /// The tap as Swift source: `.row(2)`, `.tab("My Library")`.
    var code: String {
        switch self {
        case .row(let number): ".row(\(number))"
        case .text(let text): ".text(\(Self.literal(text)))"
        case .tab(let title): ".tab(\(Self.literal(title)))"
        }
    }

    /// `text` as a Swift string literal: `"a \"b\""` (escaped as a ``NodePath`` quotes titles).
    static func literal(_ text: String) -> String {
        "\"" + NodePath.TemplateName.escaped(text) + "\""
    }
}
