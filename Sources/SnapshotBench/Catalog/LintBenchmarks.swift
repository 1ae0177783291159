import LiveCatalog
import Foundation
import RelistenScreens
import GoldenCore
import SnapshotTool
import TemplateKitLite

/// The lint and state-document rows of `snapshot bench`: `snapshot lint` (every screen and
/// every stack reachable from Artists, under every built-in car) at 2,000 and 16,000
/// artists and their ratio (linear means about 8), lint of a 50 MB state document, and the
/// peak memory of decoding a 200 MB one.
enum LintBenchmarks {
    static let smallName = "lint: 2,000 artists (every screen reachable from Artists)"
    static let largeName = "lint: 16,000 artists (every screen reachable from Artists)"

    // Each row takes more than three runs on a shared machine: a 2,000-artist run is short
    // enough for one burst of other work to move it.
    static let twoThousand = artistsRow(smallName, count: 2_000, goal: nil, runs: 7)
    static let sixteenThousand = artistsRow(largeName, count: 16_000, goal: .time(.seconds(2)), runs: 5)
    /// The two sizes run in turn, five pairs: a ratio of two medians taken a minute apart
    /// read anywhere from 6 to 12 on this shared machine for the same code.
    static let ratio = Benchmark(name: "lint: 16,000 / 2,000 artists time ratio (linear is 8), runs in turn",
                                 goal: .ratio(10), maximumRuns: 5,
                                 measure: .pairedRatio(artistsWorkload(16_000), to: artistsWorkload(2_000)))

    /// The same ratio by instruction count (callgrind, ``LintInstructions``), which the
    /// machine's load does not move; minutes under valgrind, so a large row.
    static let instructionRatio = Benchmark(
        name: "lint: 16,000 / 2,000 artists instruction ratio (linear is 8; callgrind, child processes)", isLarge: true,
        measure: .count {
            let large = try LintInstructions.count(row: largeName), small = try LintInstructions.count(row: smallName)
            return Count(value: Double(large) / Double(small), unit: "",
                         detail: "\(large) / \(small) instructions per lint")
        })

    /// Lint of 2,000 and 16,000 artists with the full walk (every stack checked, twins
    /// too), beside the rows above (twins checked once, ``ExplorerTwins``). These states
    /// load no artist's years, so no track can play and the walks match (and the walk is
    /// about a sixteenth of their lint).
    static let twoThousandFull = Benchmark(
        name: "lint: 2,000 artists, full walk (twins checked again)", items: .init(count: 2_000, unit: "artist"),
        maximumRuns: 7, prepare: artistsWorkload(2_000, checksTwins: true))
    static let sixteenThousandFull = Benchmark(
        name: "lint: 16,000 artists, full walk (twins checked again)", items: .init(count: 16_000, unit: "artist"),
        maximumRuns: 5, prepare: artistsWorkload(16_000, checksTwins: true))
    /// 16,000 artists as a listener's app holds them (``SyntheticCatalog/artists(count:playing:)``):
    /// the first artist's 300 shows and 2,000 sources loaded and one of its tracks playing,
    /// the state whose walk reaches every stack twice (with the track and, once the queue
    /// is cleared, without).
    static let listenedName = "lint: 16,000 artists, one of 300 shows and 2,000 sources loaded, a track playing"
    static let listenedOnce = Benchmark(name: listenedName + " (twins checked once)", maximumRuns: 5,
                                        prepare: listenedWorkload(checksTwins: false))
    static let listenedFull = Benchmark(name: listenedName + ", full walk (twins checked again)", maximumRuns: 5,
                                        prepare: listenedWorkload(checksTwins: true))
    static let twinsSpeedUp = Benchmark(
        name: listenedName + ": full walk / twins once (speed-up), runs in turn", goal: .ratioAtLeast(1.8), maximumRuns: 5,
        measure: .pairedRatio(listenedWorkload(checksTwins: true), to: listenedWorkload(checksTwins: false)))
    /// The same on one artist of 300 shows and 2,000 sources alone (the listened artist
    /// above, without the 15,999 others), as the synthetic Grateful-Dead-sized one but smaller.
    static let playingArtist = (shows: 300, sources: 2_000)
    static let playingOnce = Benchmark(
        name: "lint: 300 shows, 2,000 sources, a track playing (twins checked once)", maximumRuns: 5,
        prepare: playingWorkload(checksTwins: false))
    static let playingFull = Benchmark(
        name: "lint: 300 shows, 2,000 sources, a track playing, full walk (twins checked again)", maximumRuns: 5,
        prepare: playingWorkload(checksTwins: true))
    static let playingSpeedUp = Benchmark(
        name: "lint: 300 shows, 2,000 sources, a track playing: full walk / twins once (speed-up), runs in turn",
        goal: .ratioAtLeast(1.8), maximumRuns: 5,
        measure: .pairedRatio(playingWorkload(checksTwins: true), to: playingWorkload(checksTwins: false)))

    static func listenedWorkload(checksTwins: Bool) -> @Sendable () -> BenchmarkWorkload {
        {
            let state = SyntheticCatalog.artists(count: 16_000, playing: playingArtist)
            return BenchmarkWorkload { lintChecksum(state, checksTwins: checksTwins) }
        }
    }

    static func playingWorkload(checksTwins: Bool) -> @Sendable () -> BenchmarkWorkload {
        {
            let state = SyntheticCatalog.artist(shows: playingArtist.shows, sources: playingArtist.sources)
            return BenchmarkWorkload { lintChecksum(state, checksTwins: checksTwins) }
        }
    }

    static func artistsRow(_ name: String, count: Int, goal: Benchmark.Goal?, runs: Int) -> Benchmark {
        Benchmark(name: name, items: .init(count: count, unit: "artist"), goal: goal, maximumRuns: runs,
                  prepare: artistsWorkload(count))
    }

    /// Lint of a synthetic catalog of `count` artists (with the full walk when `checksTwins`).
    static func artistsWorkload(_ count: Int, checksTwins: Bool = false) -> @Sendable () -> BenchmarkWorkload {
        {
            let state = SyntheticCatalog.artists(count: count)
            return BenchmarkWorkload { lintChecksum(state, checksTwins: checksTwins) }
        }
    }

    /// Shows and sources of one synthetic artist whose state document is about 50 MB
    /// (the Grateful-Dead-sized one is about 2,049 shows and 13,348 sources).
    static let fiftyMegabytes = (shows: 2_900, sources: 19_000)
    /// The same for about 200 MB.
    static let twoHundredMegabytes = (shows: 11_600, sources: 76_000)

    static let stateDocument = Benchmark(
        name: "lint: 50 MB state document (decode + lint)", goal: .time(.seconds(30)), isLarge: true, maximumRuns: 1
    ) {
        let bytes = StateDocumentBytes.of(SyntheticCatalog.artist(shows: fiftyMegabytes.shows, sources: fiftyMegabytes.sources))
        return BenchmarkWorkload {
            guard let state = try? StateDocument.decode(bytes, file: "bench.json") else { return -1 }
            return bytes.count + lintChecksum(state)
        }
    }

    /// The peak memory of decoding a 100 MB and a 200 MB state document (both under the
    /// 256 MiB limit; a larger one is refused with a clear error before it is read).
    static let decodeMemory = decodeRow("decode a 100 MB state document: peak memory (child process, its own peak RSS)",
                                        oneHundredMegabytes)
    static let decodeRefused = decodeRow("decode a 200 MB state document: peak memory (child process, its own peak RSS)",
                                         twoHundredMegabytes)
    static let oneHundredMegabytes = (shows: 5_800, sources: 38_000)

    /// `render`, `lint` and `review` with a 200 MB state document, each in a child that
    /// prints its own peak when done (goal: under 3× the document).
    static let commandsMemory: [Benchmark] = [
        commandRow("render with a 200 MB state document: peak memory (child process)", ["render", "relisten/shows"]),
        commandRow("lint with a 200 MB state document: peak memory (child process)", ["lint", "--rules", "carplay"]),
        commandRow("review with a 200 MB state document: peak memory (child process)", ["review"]),
    ]

    static func commandRow(_ name: String, _ command: [String]) -> Benchmark {
        Benchmark(name: name, goal: .inputMultiple(3), isLarge: true, measure: .peakMemory {
            let bytes = StateDocumentBytes.of(SyntheticCatalog.artist(shows: twoHundredMegabytes.shows, sources: twoHundredMegabytes.sources))
            let base = NSTemporaryDirectory() + "snapshot-bench-state-" + UUID().uuidString
            try FileSystem.writeAtomically(bytes, to: base + ".json")
            let out = command == ["review"] ? ["--out", base + "-page"] : []
            return PeakMemoryProbe(
                inputBytes: bytes.count, childArguments: command + out + ["--state", base + ".json"],
                finish: {
                    try? FileManager.default.removeItem(atPath: base + ".json")
                    try? FileManager.default.removeItem(atPath: base + "-page")
                })
        })
    }

    static func decodeRow(_ name: String, _ size: (shows: Int, sources: Int)) -> Benchmark {
        Benchmark(name: name, goal: .inputMultiple(3), isLarge: true, measure: .peakMemory {
            let bytes = StateDocumentBytes.of(SyntheticCatalog.artist(shows: size.shows, sources: size.sources))
            let path = NSTemporaryDirectory() + "snapshot-bench-state-" + UUID().uuidString + ".json"
            try FileSystem.writeAtomically(bytes, to: path)
            return PeakMemoryProbe(
                inputBytes: bytes.count, childArguments: ["bench", "--" + StateDecodePeak.option, path],
                finish: { try? FileManager.default.removeItem(atPath: path) })
        })
    }

    /// What `snapshot lint --state` does once the state is decoded (build the catalog,
    /// lint it), reduced to a number that is the same on every run. Never inlined:
    /// ``LintInstructions`` counts the instructions under its name.
    @inline(never)
    static func lintChecksum(_ state: AppState, checksTwins: Bool = false) -> Int {
        let report = LintCommand.lint(RelistenCatalog.build(state, SnapshotOptionValues(), checksTwins: checksTwins), profile: nil)
        return report.lines.count &* 31 &+ report.stacks &* 7 &+ report.errors
    }
}
