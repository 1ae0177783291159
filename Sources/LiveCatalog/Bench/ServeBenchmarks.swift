import Foundation
import RelistenScreens
import SnapshotEngine
import SnapshotTool

/// The `serve` row of `snapshot bench`: a state edit re-rendered server-side, from the
/// state file on disk to the page's view of a Relisten screen.
enum ServeBenchmarks {
    static let stateEdit = row(
        "serve: a state edit re-renders a Relisten screen (read + decode the state file, rebuild the catalog, the page's tracks view)",
        state: { AppState.default }, goal: .milliseconds(50))

    /// The same for a state document holding a Grateful-Dead-sized artist (every show,
    /// source and track): decoding the bigger document is most of it.
    static let stateEditLarge = row(
        "serve: the same for a Grateful-Dead-sized state document",
        state: { SyntheticCatalog.gratefulDeadSized() }, goal: .milliseconds(500))

    /// The state is made when the row runs, never when the catalog is built: every
    /// command builds the catalog, and a Grateful-Dead-sized state costs 0.7 s and 80 MB.
    static func row(_ name: String, state: @escaping @Sendable () -> AppState, goal: Duration) -> Benchmark {
        Benchmark(name: name, goal: .time(goal)) {
            let path = NSTemporaryDirectory() + "serve-bench-\(getpid()).json"
            try FileSystem.writeAtomically(StateDocumentBytes.of(state()), to: path)
            let screen = "relisten/tracks@loaded"
            _ = try PreviewRender.afterStateEdit(catalog: .live, statePath: path, screen: screen)  // fails the row, not a run
            return BenchmarkWorkload(
                run: { (try? PreviewRender.afterStateEdit(catalog: .live, statePath: path, screen: screen)) ?? -1 },
                finish: { try? FileManager.default.removeItem(atPath: path) })
        }
    }
}
