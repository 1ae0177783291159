import TemplateKitLite

/// `--details`: text renders in the details view (where each tap leads, ids, image
/// sources) instead of the driver view.
package enum DetailsOption {
    package static let option = OptionSpec.flag(
        "details", help: "Text in the details view: adds where each tap leads, ids and image sources.")

    package static func style(_ arguments: ParsedArguments) -> TextRenderer.Style {
        arguments.flag("details") ? .details : .driver
    }
}
