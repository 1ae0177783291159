import SnapshotEngine

/// The work `serve` does for a state edit, as one call for `snapshot bench`: read and
/// decode the state file, rebuild the catalog, and make the page's view of one screen
/// (car drawing, driver text, details, JSON, lint findings).
///
///     try PreviewRender.afterStateEdit(catalog: .live, statePath: "/tmp/state.json", screen: "relisten/tracks@loaded")
package enum PreviewRender {
    /// The size of the entry's JSON, so the work cannot be skipped.
    package static func afterStateEdit(catalog: SnapshotCatalog, statePath: String, screen: String) throws -> Int {
        let context = CommandContext(output: TextBuffer(), errors: TextBuffer(), environment: [:], workingDirectory: "/",
                                     outputIsTerminal: false, catalog: catalog)
        let session = try PreviewSession(context: context, statePath: statePath, optionValues: [:])
        return try PreviewEntry(session: session, profile: nil).json(named: screen).canonicalText().utf8.count
    }
}
