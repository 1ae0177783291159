import SnapshotEngine

/// One golden file a catalog produces: its name inside `Tests/Snapshots` (with
/// extension) and how to render its text. Screens yield two, journeys one.
///
///     CatalogEntry(name: "gallery/br-radio-stations.txt") { "…" }
package struct CatalogEntry: Sendable {
    package let name: String
    package let render: @Sendable () -> String
    /// The screen behind a `.txt`/`.json` golden, for review and lint.
    package let screen: SnapshotEntry?

    package init(name: String, screen: SnapshotEntry? = nil, render: @escaping @Sendable () -> String) {
        self.name = name
        self.screen = screen
        self.render = render
    }

    /// Runs the render.
    package func rendered() -> RenderedSnapshot {
        RenderedSnapshot(name: name, contents: render())
    }
}
