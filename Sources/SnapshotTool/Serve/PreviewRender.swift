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

    /// A serve session on the state file at `statePath` (read once when made), for the
    /// bench: what serve does when the file changes on disk, or on a Save from the page.
    ///
    ///     let session = try PreviewRender.Session(catalog: .live, statePath: path)
    ///     _ = try session.afterChangeOnDisk(screen: "relisten/tracks@loaded")
    package final class Session {
        private let session: PreviewSession

        package init(catalog: SnapshotCatalog, statePath: String) throws {
            session = try PreviewSession(context: PreviewRender.context(catalog), statePath: statePath, optionValues: [:])
        }

        /// The file changed on disk: read and decode it (what changed since the version
        /// before), build the catalog, then the page's view of `screen`.
        package func afterChangeOnDisk(screen: String) throws -> Int {
            _ = session.reload(because: "the bench changed it")
            if let problem = session.stateProblem { throw CommandError.failure(problem) }
            return try view(screen)
        }

        /// A Save from the page: `bytes` checked, written (durably) and decoded, the
        /// catalog built; then the page's view of `screen`.
        package func afterSave(_ bytes: [UInt8], screen: String) throws -> Int {
            _ = try session.saveState(bytes)
            return try view(screen)
        }

        private func view(_ screen: String) throws -> Int {
            try PreviewEntry(session: session, catalog: session.catalog, profile: nil).json(named: screen).canonicalText().utf8.count
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
