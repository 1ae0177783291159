import SnapshotEngine

/// The child side of a state-document memory row: `snapshot bench --decode-peak FILE`
/// loads the catalog from FILE exactly as `--state FILE` does (read, parse, decode,
/// check, build), so the peak the child then reports is what a command pays for a
/// document of that size.
package enum StateDecodePeak {
    package static let option = "decode-peak"

    static func load(_ path: String, _ context: CommandContext) throws(CommandError) {
        let catalog = try context.loadCatalog(statePath: path, values: [:])
        withExtendedLifetime(catalog) {}
    }
}
