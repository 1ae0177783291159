import LiveCatalog
import TemplateKitLite
import Foundation
import RelistenScreens
import GoldenCore
import SnapshotTool

/// The `serve` rows of `snapshot bench`: a state edit re-rendered server-side, from the
/// state file on disk to the page's view of a Relisten screen.
enum ServeBenchmarks {
    static let screen = "relisten/tracks@loaded"

    static let stateEdit = row(
        "serve: a state edit re-renders a Relisten screen (read + decode the state file, build the catalog, the page's tracks view)",
        state: { AppState.default }, goal: .milliseconds(20))

    /// The same for a state document holding a Grateful-Dead-sized artist (every show,
    /// source and track): decoding the bigger document is most of it. The goal is a
    /// blink (200 ms), end to end.
    static let stateEditLarge = row(
        "serve: the same for a Grateful-Dead-sized state document (decoding it is most of the time)",
        state: { SyntheticCatalog.gratefulDeadSized() }, goal: .milliseconds(200))

    /// What a GD-sized state edit costs past the decoding: the catalog is built without
    /// making any screen (``LazyScreens``), then only the page's screen is made. The state
    /// is made when the row runs.
    static let stateEditLargePastDecoding = Benchmark(
        name: "serve: the same past decoding (build the catalog lazily, re-render the one screen the page shows)",
        goal: .time(.milliseconds(50))
    ) {
        let state = SyntheticCatalog.gratefulDeadSized()
        _ = try PreviewRender.view(of: screen, in: RelistenCatalog.build(state, SnapshotOptionValues()))  // fails the row, not a run
        return BenchmarkWorkload { (try? PreviewRender.view(of: screen, in: RelistenCatalog.build(state, SnapshotOptionValues()))) ?? -1 }
    }

    /// The state is made when the row runs, never when the catalog is built: every
    /// command builds the catalog, and a Grateful-Dead-sized state costs 0.7 s and 80 MB.
    static func row(_ name: String, state: @escaping @Sendable () -> AppState, goal: Duration) -> Benchmark {
        Benchmark(name: name, goal: .time(goal)) {
            let path = NSTemporaryDirectory() + "serve-bench-\(getpid()).json"
            try FileSystem.writeAtomically(StateDocumentBytes.of(state()), to: path)
            _ = try PreviewRender.afterStateEdit(catalog: .live, statePath: path, screen: screen)  // fails the row, not a run
            return BenchmarkWorkload(
                run: { (try? PreviewRender.afterStateEdit(catalog: .live, statePath: path, screen: screen)) ?? -1 },
                finish: { try? FileManager.default.removeItem(atPath: path) })
        }
    }
}
