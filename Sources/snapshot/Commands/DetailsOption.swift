import TemplateKitLite

/// `--details`: text renders in the details view (actions, ids, image sources) instead of
/// the driver view.
enum DetailsOption {
    static let option = OptionSpec.flag(
        "details", help: "Text in the details view: adds where each tap leads, ids and image sources.")

    static func style(_ arguments: ParsedArguments) -> TextRenderer.Style {
        arguments.flag("details") ? .details : .driver
    }
}
