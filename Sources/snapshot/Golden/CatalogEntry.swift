/// One thing the CLI can render: a golden name and how to produce its text.
///
///     CatalogEntry(name: "gallery/br-radio-stations.txt") { TextRenderer.render(screen) }
struct CatalogEntry: Sendable {
    let name: String
    let render: @Sendable () -> String

    init(name: String, render: @escaping @Sendable () -> String) {
        self.name = name
        self.render = render
    }

    /// Runs the render.
    func rendered() -> RenderedSnapshot {
        RenderedSnapshot(name: name, contents: render())
    }
}
