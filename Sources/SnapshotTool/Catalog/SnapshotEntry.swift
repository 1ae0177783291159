import TemplateKitLite

/// One screen of a catalog. It yields two goldens, `<name>.txt` (the driver view) and
/// `<name>.json` (the canonical JSON), both rendered for `profile`, and one SVG drawing
/// of the car (`<name>.svg`, see ``SnapshotDrawing``) per entry of `drawings`.
///
///     SnapshotEntry("podcast/episodes") { EpisodesScreen.template(.sample) }
///     SnapshotEntry("podcast/episodes@limited", profile: .limited) { EpisodesScreen.template(.sample) }
///     SnapshotEntry("podcast/episodes", drawings: [SnapshotDrawing()]) { EpisodesScreen.template(.sample) }
///
/// The name is a path inside `Tests/Snapshots` without extension: ASCII letters, digits,
/// `. _ - @ +` and `/`. A template that cannot be made (the closure throws) is a failed
/// render: `check`, `record`, `lint` and `review` fail naming it, and no golden is written.
public struct SnapshotEntry: Sendable {
    /// The golden name without extension, e.g. `podcast/episodes@limited`.
    public let name: String
    /// The car the screen is rendered and validated for.
    public let profile: CarProfile
    /// Whether the screen is pushed (its render shows a back button).
    public let isPushed: Bool
    /// For an alert or action sheet: the screen it is presented over (validated together).
    public let presentedOver: Template?
    /// One line for `list`.
    public let summary: String
    /// Content rules this screen breaks on purpose (e.g. `content.too-wide` for a
    /// hostile-names variant): `lint` counts their findings as expected, not reported.
    public let expectedContentRules: Set<String>
    /// The SVG goldens of this screen (none by default).
    public let drawings: [SnapshotDrawing]
    let make: @Sendable () throws -> Template

    public init(
        _ name: String, profile: CarProfile = .unconstrained, isPushed: Bool = false,
        presentedOver: Template? = nil, summary: String = "", expectedContentRules: Set<String> = [],
        drawings: [SnapshotDrawing] = [],
        _ template: @escaping @Sendable () throws -> any TemplateConvertible
    ) {
        self.drawings = drawings
        self.name = name
        self.profile = profile
        self.isPushed = isPushed
        self.presentedOver = presentedOver
        self.summary = summary
        self.expectedContentRules = expectedContentRules
        self.make = { try template().template }
    }

    /// The template, or the error that stopped it.
    public func template() throws -> Template { try make() }

    /// The driver view text (or the details view); throws what the screen threw.
    package func renderedText(details: Bool = false) throws -> String {
        TextRenderer(profile: profile, style: details ? .details : .driver).render(try make(), isPushed: isPushed)
    }

    /// The canonical JSON; throws what the screen threw.
    package func renderedJSON() throws -> String {
        JSONRenderer(profile: profile).render(try make())
    }

    /// The driver view text (or the details view), or an `error:` line: for showing, never for a golden.
    package func text(details: Bool = false) -> String {
        do { return try renderedText(details: details) } catch { return "error: \(error)\n" }
    }

    /// The canonical JSON, or an `error:` line: for showing, never for a golden.
    package func json() -> String {
        do { return try renderedJSON() } catch { return "error: \(error)\n" }
    }

    /// What the validator finds; a modal is checked presented over its screen.
    package func findings(_ profile: CarProfile) throws -> [Finding] {
        var memo = Validator.RowsMemo()
        return try findings(profile, remembering: &memo)
    }

    /// The same, the rows of long sections taken from `memo` when it has validated them on
    /// this car (``Validator/RowsMemo``): `lint` validates screens that share rows.
    package func findings(_ profile: CarProfile, remembering memo: inout Validator.RowsMemo) throws -> [Finding] {
        let template = try make()
        guard let root = presentedOver else { return Validator(profile: profile).validateAlone(template, remembering: &memo) }
        let stack = NavigationStack(unchecked: root, pushed: [], presented: template, profile: profile)
        return Validator(profile: profile).validate(stack)
    }

    /// The same screen on another car.
    package func on(_ profile: CarProfile) -> SnapshotEntry {
        SnapshotEntry(name, profile: profile, isPushed: isPushed, presentedOver: presentedOver, summary: summary,
                      expectedContentRules: expectedContentRules, drawings: drawings, make)
    }

    /// The same screen with SVG goldens (``SnapshotDrawing``).
    public func drawn(_ drawings: [SnapshotDrawing]) -> SnapshotEntry {
        SnapshotEntry(name, profile: profile, isPushed: isPushed, presentedOver: presentedOver, summary: summary,
                      expectedContentRules: expectedContentRules, drawings: drawings, make)
    }

    /// `template` drawn as an SVG: pushed as the screen is, a modal over the screen it is
    /// presented over.
    package func drawing(_ template: Template, _ drawing: SnapshotDrawing) -> String {
        drawing.renderer(profile).render(template, isPushed: isPushed, over: presentedOver)
    }

    /// The SVG drawing; throws what the screen threw.
    package func renderedDrawing(_ drawing: SnapshotDrawing) throws -> String {
        self.drawing(try make(), drawing)
    }

    /// Its golden files: text, JSON, then each drawing.
    package var files: [CatalogEntry] {
        [
            CatalogEntry(name: name + ".txt", screen: self) { try renderedText() },
            CatalogEntry(name: name + ".json", screen: self) { try renderedJSON() },
        ] + drawings.map { drawing in
            CatalogEntry(name: name + "." + drawing.fileExtension, screen: self) { try renderedDrawing(drawing) }
        }
    }
}

/// An error a screen throws when the command line selected something its state does not
/// have (an unknown id in `--show`, say): `render` reports it as a usage error (exit 64)
/// instead of a failure.
public protocol SnapshotSelectionError: Error {}
