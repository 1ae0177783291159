import GoldenCore

/// `<tool> list`: every catalog screen with its variants, every journey and file.
package enum ListCommand {
    package static let command = Command(spec: spec, takesCatalogOptions: true, perform: perform)

    package static let spec = CommandSpec(
        name: "list", abstract: "List every screen (with its variants), journey and other golden of the catalog.")

    package static func perform(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let catalog = try context.loadCatalog(arguments)
        let out = context.output
        out.writeLine("SCREENS (\(HelpText.toolName) render NAME[@variant]; '·' is NAME alone, or its first variant):")
        let groups = ScreenGroup.groups(catalog.screens)
        let width = groups.map(\.base.count).max() ?? 0
        for group in groups {
            let tail = group.variants == [""] ? group.summary : group.variants.map { $0.isEmpty ? "·" : "@" + $0 }.joined(separator: " ")
            out.writeLine(("  " + group.base.padding(width) + "  " + tail).trimmingTrailingSpaces)
        }
        if !catalog.journeys.isEmpty {
            out.writeLine("\nJOURNEYS (\(HelpText.toolName) journey NAME):")
            let width = catalog.journeys.map(\.name.count).max() ?? 0
            for journey in catalog.journeys {
                out.writeLine(("  " + journey.name.padding(width) + "  " + journey.summary).trimmingTrailingSpaces)
            }
        }
        if !catalog.files.isEmpty {
            out.writeLine("\nOTHER GOLDENS:")
            for file in catalog.files { out.writeLine("  " + file.name) }
        }
        return .success
    }
}

/// Screens that share a name before `@`, in catalog order: `relisten/tracks  @loaded @multi-set`;
/// the screen without a variant is the empty variant, printed `·`.
struct ScreenGroup {
    let base: String
    var variants: [String]
    let summary: String

    static func groups(_ screens: [SnapshotEntry]) -> [ScreenGroup] {
        var groups: [ScreenGroup] = []
        var index: [String: Int] = [:]
        for screen in screens {
            let parts = screen.name.split(separator: "@", maxSplits: 1).map(String.init)
            let variant = parts.count == 2 ? [parts[1]] : [""]
            if let at = index[parts[0]] {
                groups[at].variants += variant
            } else {
                index[parts[0]] = groups.count
                groups.append(ScreenGroup(base: parts[0], variants: variant, summary: screen.summary))
            }
        }
        return groups
    }
}

extension String {
    /// Pads with spaces to `width` characters.
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }

    var trimmingTrailingSpaces: String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
