import GoldenCore
import TemplateKitDrawing
import TemplateKitLite

/// `--display 800x480|1920x720` and `--appearance light|dark`: the car an SVG drawing is
/// made for (`render --format svg`).
///
///     snapshot render my-library --format svg --display 1920x720 --appearance dark
package enum DrawingOptions {
    package static let displayOption = OptionSpec.value(
        "display", valueName: "size",
        help: "With --format svg: the screen, " + CarScreen.named.map(\.name).joined(separator: " or ") + " (default 800x480).")
    package static let appearanceOption = OptionSpec.value(
        "appearance", valueName: "mode", help: "With --format svg: light (default) or dark.")

    /// The drawing the options name; either option without `--format svg` is a usage error.
    package static func parse(_ arguments: ParsedArguments, format: RenderFormat) throws(CommandError) -> SnapshotDrawing {
        let display = arguments.value("display"), appearance = arguments.value("appearance")
        if format != .svg, display != nil || appearance != nil {
            throw .usage("--display and --appearance apply to --format svg only.")
        }
        var drawing = SnapshotDrawing()
        if let display {
            guard let screen = CarScreen(parsing: display) else {
                throw .usage("Unknown display '\(display)'; expected " + CarScreen.named.map(\.name).joined(separator: " or ") + ".")
            }
            drawing.screen = screen
        }
        if let appearance {
            guard let mode = CarAppearance(rawValue: appearance) else {
                throw .usage("Unknown appearance '\(appearance)'; expected light or dark.")
            }
            drawing.appearance = mode
        }
        return drawing
    }
}
