import GoldenCore

/// The work `serve` does for a state edit, as calls for `snapshot bench`: read and decode
/// the state file, build the catalog (its screens are made when asked for), and make the
/// page's view of one screen (car drawing, driver text, details, JSON, lint findings).
///
///     try PreviewRender.afterStateEdit(catalog: .live, statePath: "/tmp/state.json", screen: "relisten/tracks@loaded")
package enum PreviewRender {
    /// The size of the entry's JSON, so the work cannot be skipped.
    package static func afterStateEdit(catalog: SnapshotCatalog, statePath: String, screen: String) throws -> Int {
        let session = try PreviewSession(context: context(catalog), statePath: statePath, optionValues: [:])
        return try PreviewEntry(session: session, catalog: session.catalog, profile: nil).json(named: screen).canonicalText().utf8.count
    }

    /// A serve session on the state file at `statePath` (read once here), and what it does
    /// for each Save from the page: the new bytes checked, written, decoded (what changed
    /// since the version before) and the catalog built; then the page's view of `screen`.
    ///
    ///     let save = try PreviewRender.session(catalog: .live, statePath: path)
    ///     _ = try save(editedBytes, "relisten/tracks@loaded")
    package static func session(catalog: SnapshotCatalog, statePath: String) throws -> (_ bytes: [UInt8], _ screen: String) throws -> Int {
        let session = try PreviewSession(context: context(catalog), statePath: statePath, optionValues: [:])
        return { bytes, screen in
            _ = try session.saveState(bytes)
            return try PreviewEntry(session: session, catalog: session.catalog, profile: nil).json(named: screen).canonicalText().utf8.count
        }
    }

    /// The page's view of `screen` in a catalog already built from a decoded state: the
    /// part of a state edit after the decoding.
    package static func view(of screen: String, in built: SnapshotCatalog) throws -> Int {
        let session = try PreviewSession(context: context(built), statePath: nil, optionValues: [:])
        return try PreviewEntry(session: session, catalog: built, profile: nil).json(named: screen).canonicalText().utf8.count
    }

    private static func context(_ catalog: SnapshotCatalog) -> CommandContext {
        CommandContext(output: TextBuffer(), errors: TextBuffer(), environment: [:], workingDirectory: "/",
                       outputIsTerminal: false, catalog: catalog)
    }
}
