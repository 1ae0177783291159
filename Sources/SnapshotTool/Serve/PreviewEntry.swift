import GoldenCore
import TemplateKitDrawing
import TemplateKitLite

/// One catalog entry as the page shows it, as JSON: the car drawing (the review page's
/// ``CarScreenHTML``), the driver text, the details view, the canonical JSON, the lint
/// findings with the drawn row each concerns, and the golden with the diff when the
/// render differs from it.
struct PreviewEntry {
    let session: PreviewSession
    /// The page's catalog (``PreviewSession/catalog(for:)``).
    let catalog: SnapshotCatalog
    let profile: CarProfile?

    func json(named name: String) throws(CommandError) -> JSONValue {
        if let screen = catalog.screens.first(where: { $0.name == name }) { return screenJSON(screen) }
        if let journey = catalog.journeys.first(where: { $0.name == name }) { return journeyJSON(journey) }
        if let file = catalog.files.first(where: { $0.name == name }) {
            let text = file.entry.render()
            return .object(["kind": .string("file"), "name": .string(name), "text": .string(text), "golden": golden(name, text)])
        }
        throw .usage("No catalog entry '\(name)'")
    }

    private func screenJSON(_ screen: SnapshotEntry) -> JSONValue {
        let shown = profile.map(screen.on) ?? screen
        var fields: [String: JSONValue] = [
            "kind": .string("screen"), "name": .string(screen.name), "summary": .string(screen.summary),
            "profile": .string(shown.profile.name), "ios": .string(shown.profile.iOS.description),
            "text": .string(shown.text()), "details": .string(shown.text(details: true)), "json": .string(shown.json()),
            "golden": golden(screen.name + ".txt", screen.text()), "goldenProfile": .string(screen.profile.name),
        ]
        do {
            let template = try shown.template()
            fields["drawing"] = .string(CarScreenHTML.drawing(template, profile: shown.profile, isPushed: shown.isPushed, over: shown.presentedOver))
            fields["findings"] = .array(findings(shown, template))
            if let why = DifferenceReason(session: session).screen(screen, template: try screen.template()) { fields["why"] = .string(why) }
        } catch {
            fields["error"] = .string("\(error)")
        }
        return .object(fields)
    }

    /// A journey: its text, and — when the catalog gives its steps as screens — a storyboard,
    /// a car per step drawn as the review page draws it, the row the next step taps marked.
    private func journeyJSON(_ journey: SnapshotJourney) -> JSONValue {
        let car = profile ?? .unconstrained
        let text = journey.text(profile: car)
        let details = (try? journey.render(car, .details)) ?? text
        var fields: [String: JSONValue] = [
            "kind": .string("journey"), "name": .string(journey.name), "summary": .string(journey.summary),
            "profile": .string(car.name), "text": .string(text), "details": .string(details),
            "golden": golden(journey.name + ".txt", journey.text()),
        ]
        if let frames = try? journey.storyboard?(car) {
            fields["storyboard"] = .array(frames.map { frame in
                .object(["caption": .string(frame.caption),
                         "drawing": .string(CarScreenHTML(profile: car, tapped: frame.tapped).draw(frame.template, isPushed: frame.isPushed))])
            })
        }
        if let why = DifferenceReason(session: session).journey(journey) { fields["why"] = .string(why) }
        return .object(fields)
    }

    /// The golden's text and, when the render differs, the unified diff (golden → render).
    private func golden(_ file: String, _ render: String) -> JSONValue {
        guard let store = session.goldens, let bytes = try? store.readBytes(file) else {
            return .object(["file": .string(file), "exists": .bool(false)])
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let diff = text == render ? [] : UnifiedDiff(old: bytes, new: Array(render.utf8), oldLabel: "a/" + file, newLabel: "b/" + file).lines
        return .object(["file": .string(file), "exists": .bool(true), "text": .string(text),
                        "matches": .bool(text == render), "diff": .array(diff.map(JSONValue.string))])
    }

    /// CarPlay rule and content findings, each with the drawn row it concerns (or null).
    private func findings(_ screen: SnapshotEntry, _ template: Template) -> [JSONValue] {
        let rules = (try? screen.findings(screen.profile)) ?? []
        let content = ContentLint(profile: screen.profile).check(template)
        let rows = RowLocator(template: template, profile: screen.profile)
        return (rules + content).map { finding in
            .object([
                "rule": .string(finding.rule.id), "severity": .string("\(finding.severity)"),
                "path": .string(finding.path.readable), "message": .string(finding.message),
                "row": rows.drawnIndex(of: finding.path).map { .int($0) } ?? .null,
            ])
        }
    }
}

/// Which drawn row (counted from 0, as `.row` elements of the drawing) a finding's path
/// names: its last `section S › item I`, within the rows the car shows (``CarView``).
struct RowLocator {
    let template: Template
    let profile: CarProfile

    func drawnIndex(of path: NodePath) -> Int? {
        var section: Int?
        var item: Int?
        for component in path.components {
            switch component {
            case .section(let index): section = index; item = nil
            case .item(let index): item = index
            case .presented: return nil
            default: break
            }
        }
        guard let section, let item, let shown = CarView(template, profile: profile).list?.sections,
              section < shown.count, item < shown[section].items.count else { return nil }
        return shown.prefix(section).reduce(0) { $0 + $1.items.count } + item
    }
}
