@_exported import TemplateKitDrawing
import TemplateKitLite
import TemplateKitSnapshots

/// The car drawn as a golden (`NAME.svg`), which GitHub shows as a picture and compares as
/// one: link the `TemplateKitDrawingSnapshots` product in the test target and import it.
///
///     import TemplateKitDrawingSnapshots
///
///     expectSnapshot(of: stack, as: .svg)       // an alert drawn over the screen it covers
///     expectSnapshot(of: screen, as: .svg(screen: .wide, appearance: .dark))   // NAME.1920x720.dark.svg
extension SnapshotFormat {
    /// The car drawn as an SVG on an 800×480 screen in the light appearance (`NAME.svg`),
    /// the same picture as `snapshot render --format svg`; a stack draws its visible
    /// template (a presented one over the screen it covers).
    public static let svg = SnapshotFormat.svg(screen: .standard, appearance: .light)

    /// The car drawn on `screen` in `appearance`: `NAME.svg`, `NAME.dark.svg`,
    /// `NAME.1920x720.svg` or `NAME.1920x720.dark.svg`.
    public static func svg(screen: CarScreen = .standard, appearance: CarAppearance = .light) -> SnapshotFormat {
        let suffix = (screen == .standard ? "" : screen.name + ".") + (appearance == .light ? "" : appearance.rawValue + ".")
        return SnapshotFormat(
            fileExtension: suffix + "svg",
            render: { template, profile, isPushed in
                SVGRenderer(profile: profile, screen: screen, appearance: appearance).renderUTF8(template, isPushed: isPushed)
            },
            renderStack: { stack, profile in
                Array(SVGRenderer(profile: profile, screen: screen, appearance: appearance).render(stack: stack).utf8)
            })
    }
}
