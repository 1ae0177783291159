import SnapshotTool
import TemplateKitLite
import RelistenScreens
import GoldenCore

/// The child side of a state-document memory row: `snapshot bench --decode-peak FILE`
/// reads and decodes FILE exactly as `--state FILE` does (size check, read, parse,
/// decode, check), without building the catalog, so the peak the child then reports is
/// what decoding a document of that size costs.
package enum StateDecodePeak {
    package static let option = "decode-peak"

    static func load(_ path: String, _ context: CommandContext) throws(CommandError) {
        let state = try context.decodeStateDocument(path)
        withExtendedLifetime(state) {}
    }
}
