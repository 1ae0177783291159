import GoldenCore

/// One golden file a catalog produces: its name inside `Tests/Snapshots` (with
/// extension) and how to render its text. Screens yield two, journeys one.
///
///     CatalogEntry(name: "gallery/br-radio-stations.txt") { "…" }
///
/// A render that throws is a ``RenderFailure``: `check`, `record`, `lint` and `review`
/// report it and write nothing for it; only `render()` shows it as an `error:` line.
package struct CatalogEntry: Sendable {
    package let name: String
    private let make: @Sendable () throws -> String
    /// The screen behind a `.txt`/`.json` golden, for review and lint.
    package let screen: SnapshotEntry?

    package init(name: String, screen: SnapshotEntry? = nil, render: @escaping @Sendable () throws -> String) {
        self.name = name
        self.screen = screen
        self.make = render
    }

    /// The text, or the failure naming this entry (and the journey step that failed).
    package func renderResult() -> Result<String, RenderFailure> {
        do { return .success(try make()) } catch { return .failure(RenderFailure(name: name, reason: "\(error)")) }
    }

    /// The text, or an `error:` line (for showing, never for a golden).
    package func render() -> String {
        switch renderResult() {
        case .success(let text): text
        case .failure(let failure): "error: \(failure.reason)\n"
        }
    }

    /// Runs the render.
    package func rendered() -> RenderedSnapshot {
        RenderedSnapshot(name: name, contents: render())
    }
}

/// A catalog render that threw: never a golden, never a pending file.
///
///     render failed: podcast/journeys/play.txt: journey podcast/journeys/play, step 2: tap "Nowhere" found no row with an action
package struct RenderFailure: Error, Sendable, CustomStringConvertible {
    /// The golden's name, with extension.
    package let name: String
    /// What the render threw (a journey's names its step).
    package let reason: String

    package var description: String { "render failed: \(name): \(reason)" }
}
