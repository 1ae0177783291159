import TemplateKitDrawing
import TemplateKitLite

/// An SVG golden of a catalog screen: the car drawn (``SVGRenderer``) on a screen in an
/// appearance, recorded beside the screen's `.txt` and `.json` as `NAME.svg` (800×480,
/// light), `NAME.dark.svg`, `NAME.1920x720.svg` or `NAME.1920x720.dark.svg`.
///
///     SnapshotEntry("podcast/episodes", drawings: [SnapshotDrawing(), SnapshotDrawing(screen: .wide, appearance: .dark)]) { … }
public struct SnapshotDrawing: Sendable, Hashable {
    public var screen: CarScreen
    public var appearance: CarAppearance

    public init(screen: CarScreen = .standard, appearance: CarAppearance = .light) {
        self.screen = screen
        self.appearance = appearance
    }

    /// `.svg`, `.dark.svg`, `.1920x720.svg`, `.1920x720.dark.svg`: the golden's extension.
    public var fileExtension: String {
        (screen == .standard ? "" : screen.name + ".") + (appearance == .light ? "" : appearance.rawValue + ".") + "svg"
    }

    /// The renderer for `profile`.
    package func renderer(_ profile: CarProfile) -> SVGRenderer {
        SVGRenderer(profile: profile, screen: screen, appearance: appearance)
    }
}
