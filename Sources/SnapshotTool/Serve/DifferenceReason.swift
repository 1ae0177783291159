import GoldenCore
import TemplateKitLite

/// Why a live render differs from its golden, in words, for the preview's golden pane:
/// the state it is rendered from (`serve --state` renders a document; the goldens hold the
/// built-in state) and what changed — on a screen from the two models (``ScreenChange``),
/// on a journey by step (``JourneyChange``).
///
///     DifferenceReason(session: session).screen(entry, template: live)
///     // "rendered from state.json, the golden from the built-in state: row “Phish” added"
struct DifferenceReason {
    let session: PreviewSession

    /// Nil when the entry's render (on its own car) matches its golden, or there is none.
    func screen(_ entry: SnapshotEntry, template: Template) -> String? {
        guard let golden = read(entry.name + ".txt"), golden != entry.text() else { return nil }
        let model = read(entry.name + ".json").flatMap(GoldenTemplate.decode)
        let change = model.map { ScreenChange(before: $0, after: template, profile: entry.profile).summary } ?? "the text changed"
        return source + change
    }

    /// Nil when the journey's render matches its golden, or there is none.
    func journey(_ journey: SnapshotJourney) -> String? {
        let render = journey.text()
        guard let golden = read(journey.name + ".txt"), golden != render else { return nil }
        return source + JourneyChange(before: golden, after: render).summary
    }

    /// `rendered from state.json, the golden from the built-in state: ` with `--state`.
    private var source: String {
        session.statePath.map { "rendered from \($0), the golden from the built-in state: " } ?? ""
    }

    private func read(_ name: String) -> String? {
        guard let store = session.goldens, let bytes = try? store.readBytes(name) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
