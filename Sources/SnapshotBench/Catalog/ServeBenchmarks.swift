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

    /// A new session on a state document holding a Grateful-Dead-sized artist (every
    /// show, source and track): the whole document decoded, as when serve starts. An edit
    /// in a running session (the rows below) re-decodes only what changed. The goal is a
    /// blink (200 ms), end to end.
    static let stateEditLarge = row(
        "serve: starting on a Grateful-Dead-sized state document (a new session: read and decode it whole, catalog, the page's screen)",
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

    /// A Grateful-Dead-sized state edit as a running `serve` answers it, end to end: the
    /// state file changed on disk (written as an editor writes it, no flush), read and
    /// decoded taking over what the edit left as it was, the catalog built, then the
    /// page's view of the screen. Each run writes the other of two versions of the
    /// document, and the editor's write of the 34 MB file is timed with serve's answer.
    /// Here the edit is in the local state (`network` set): the catalog is taken over whole.
    static let sessionEditLocal = sessionRow(
        "serve: a Grateful-Dead-sized state edit in a running session, local state (the editor's write of the 34 MB file timed too; read, decode, catalog, the page's screen)",
        edit: addNetwork)

    /// Serve's answer alone to the same edit: the version is written before each run,
    /// untimed, and the run is what serve does once the file changed (read it, decode
    /// what changed, build the catalog, the page's view of the screen) — the issue's end
    /// to end.
    static let sessionAnswerLocal = sessionRow(
        "serve: its answer alone to that local-state edit, already written (read, decode, catalog, the page's screen)",
        edit: addNetwork, timesWrite: false)

    /// The same with a track renamed in a show body half-way through the document: that
    /// body is read again, the others are taken over.
    static let sessionEditShowBody = sessionRow(
        "serve: the same, a track renamed in a show body half-way through (the write timed too; that body read again, the others kept)",
        edit: renameTrack)

    /// Serve's answer alone to the renamed track (written before each run, untimed).
    static let sessionAnswerShowBody = sessionRow(
        "serve: its answer alone to that renamed track, already written (read, decode, catalog, the page's screen)",
        edit: renameTrack, timesWrite: false)

    /// The local-state edit saved from the page: checked, written durably (flushed to
    /// disk), read back and decoded, the catalog built, the page's screen.
    static let sessionSave = sessionRow(
        "serve: the local-state edit saved from the page (check, write and flush, decode, catalog, the page's screen)",
        edit: addNetwork, save: true)

    @Sendable static func addNetwork(_ bytes: [UInt8]) -> [UInt8] {
        Array(bytes.dropLast(2)) + Array(#", "network": "offline"}"#.utf8) + [UInt8(ascii: "\n")]
    }

    @Sendable static func renameTrack(_ bytes: [UInt8]) -> [UInt8] {
        let title = Array(#""title": ""#.utf8)
        var index = bytes.count / 2
        while index + title.count < bytes.count, !bytes[index..<(index + title.count)].elementsEqual(title) { index += 1 }
        var edited = bytes
        edited.insert(contentsOf: Array("Live ".utf8), at: index + title.count)
        return edited
    }

    /// A row of edits in one running session, alternating between the document and
    /// `edit` of it. `timesWrite`: whether the editor's write of the file is in the timed
    /// run (else it is done before each run); `save`: the edit saved from the page.
    static func sessionRow(
        _ name: String, edit: @escaping @Sendable ([UInt8]) -> [UInt8], save: Bool = false, timesWrite: Bool = true
    ) -> Benchmark {
        Benchmark(name: name, goal: .time(.milliseconds(200))) {
            let path = NSTemporaryDirectory() + "serve-session-bench-\(getpid()).json"
            let first = StateDocumentBytes.of(SyntheticCatalog.gratefulDeadSized())
            let versions = [first, edit(first)]
            try FileSystem.writeAtomically(first, to: path)
            let session = try PreviewRender.Session(catalog: .live, statePath: path)
            let turns = Turns()
            let write = { () -> Bool in
                FileManager.default.createFile(atPath: path, contents: Data(versions[turns.next() % 2 == 0 ? 1 : 0]))
            }
            let run = { () throws -> Int in
                if save { return try session.afterSave(versions[turns.next() % 2 == 0 ? 1 : 0], screen: screen) }
                if timesWrite { guard write() else { return -2 } }
                return try session.afterChangeOnDisk(screen: screen)
            }
            if !save, !timesWrite, !write() { throw CommandError.failure("cannot write \(path)") }
            _ = try run()  // fails the row, not a run
            let beforeEachRun = { if !save, !timesWrite { _ = write() } }
            return BenchmarkWorkload(beforeEachRun: beforeEachRun, run: { (try? run()) ?? -1 },
                                     finish: { try? FileManager.default.removeItem(atPath: path) })
        }
    }

    /// Counts the runs, to alternate between two versions.
    final class Turns {
        private var count = 0
        /// 0, 1, 2, …
        func next() -> Int {
            defer { count += 1 }
            return count
        }
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
