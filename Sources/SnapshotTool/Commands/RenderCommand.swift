import GoldenCore
import TemplateKitLite

/// `snapshot render NAME`: one catalog screen as text, JSON or an SVG drawing on standard
/// output (`--format svg --display 1920x720 --appearance dark`).
package enum RenderCommand {
    package static let command = Command(spec: spec, takesCatalogOptions: true, perform: perform)

    package static let spec = CommandSpec(
        name: "render", abstract: "Render a catalog screen as text (the driver view), JSON or an SVG drawing of the car.",
        discussion: "NAME is a screen's full name (relisten/tracks@multi-set), its last part (tracks@multi-set), "
            + "or a screen without its variant (tracks: the first tracks@… in catalog order). See 'list'.",
        arguments: [.init("name", help: "The screen, e.g. my-library or tracks@multi-set.", isOptional: false)],
        options: [
            .value("format", valueName: "format", help: "text (default), json or svg."),
            DetailsOption.option,
            DrawingOptions.displayOption,
            DrawingOptions.appearanceOption,
            ProfileOption.option,
        ])

    package static func perform(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let format = try parseFormat(arguments.value("format"))
        let profile = try ProfileOption.parse(arguments)
        let drawing = try DrawingOptions.parse(arguments, format: format)
        let catalog = try context.loadCatalog(arguments)
        var entry = try ScreenLookup(catalog: catalog).entry(named: arguments.positionals.first ?? "")
        if let profile { entry = entry.on(profile) }
        let template: Template
        do { template = try entry.template() } catch let error as any SnapshotSelectionError {
            throw CommandError.usage("\(error)")
        } catch {
            throw CommandError.failure("\(entry.name): \(error)")
        }
        let text = format == .svg
            ? entry.drawing(template, drawing)
            : format.render(template, entry: entry, style: DetailsOption.style(arguments))
        context.output.write(format == .json ? TerminalText.json(text) : text)
        return .success
    }

    package static func parseFormat(_ value: String?) throws(CommandError) -> RenderFormat {
        guard let value else { return .text }
        guard let format = RenderFormat(rawValue: value) else { throw .usage("Unknown format '\(value)'; expected text, json or svg.") }
        return format
    }
}

/// The render formats and their golden extensions.
package enum RenderFormat: String, Sendable, CaseIterable {
    case text, json, svg

    package var fileExtension: String {
        switch self {
        case .text: "txt"
        case .json: "json"
        case .svg: "svg"
        }
    }

    func render(_ template: Template, entry: SnapshotEntry, style: TextRenderer.Style = .driver) -> String {
        switch self {
        case .text: TextRenderer(profile: entry.profile, style: style).render(template, isPushed: entry.isPushed)
        case .json: JSONRenderer(profile: entry.profile).render(template)
        case .svg: entry.drawing(template, .init())
        }
    }
}

/// `--profile NAME`: one of the built-in cars.
package enum ProfileOption {
    package static let option = OptionSpec.value(
        "profile", valueName: "profile",
        help: "The car: " + CarProfile.builtIn.map(\.name).joined(separator: ", ") + ".")

    package static func parse(_ arguments: ParsedArguments) throws(CommandError) -> CarProfile? {
        guard let name = arguments.value("profile") else { return nil }
        guard let profile = CarProfile.named(name) else {
            throw .usage("Unknown profile '\(name)'; expected one of: " + CarProfile.builtIn.map(\.name).joined(separator: ", ") + ".")
        }
        return profile
    }
}
