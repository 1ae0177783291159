import SnapshotTool
import TemplateKitLite

/// The catalog screens recorded as SVG drawings too (``SnapshotDrawing``), so a pull
/// request that changes one shows the before and after pictures in GitHub's image diff:
/// a list, now playing, an alert over a list and an action sheet over one, a grid, a tab
/// bar, and emoji and long names, in both appearances and on both displays.
enum DrawnScreens {
    static let drawings: [String: [SnapshotDrawing]] = [
        "relisten/my-library@loaded": [SnapshotDrawing(), SnapshotDrawing(screen: .wide, appearance: .dark)],
        "relisten/now-playing@loaded": [SnapshotDrawing(), SnapshotDrawing(appearance: .dark)],
        "relisten/artists@long-names": [SnapshotDrawing()],
        "gallery/br-radio-alert": [SnapshotDrawing()],
        "gallery/kit-action-sheet": [SnapshotDrawing(appearance: .dark)],
        "gallery/kit-grid": [SnapshotDrawing()],
        "gallery/kit-tab-bar": [SnapshotDrawing()],
    ]

    /// `screens` with their drawings.
    static func drawn(_ screens: [SnapshotEntry]) -> [SnapshotEntry] {
        screens.map { screen in drawings[screen.name].map(screen.drawn) ?? screen }
    }
}
