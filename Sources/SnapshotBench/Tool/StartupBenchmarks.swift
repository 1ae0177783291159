import SnapshotTool
import TemplateKitLite
import RelistenScreens
import Foundation
import GoldenCore

/// The start-up row of `snapshot bench`: this executable run as a child, `list` — the
/// catalog built from its default state, nothing rendered. Every command pays this first,
/// so a catalog (or a benchmark row) that does heavy work when it is built shows here.
package enum StartupBenchmarks {
    package static let list = Benchmark(
        name: "start-up: `list` in a child process (the catalog built, nothing rendered)",
        goal: .time(.milliseconds(150)), maximumRuns: 5
    ) {
        _ = try runList()  // fails the row, not a run
        return BenchmarkWorkload { (try? runList()) ?? -1 }
    }

    /// Runs `list` in a child; the bytes it printed.
    static func runList() throws(CommandError) -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: PeakMemory.executablePath)
        process.arguments = ["list"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            throw .failure("cannot start \(PeakMemory.executablePath) for the start-up row: \(error)")
        }
        let printed = output.fileHandleForReading.readDataToEndOfFile().count
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw .failure("the start-up child (list) failed: exit \(process.terminationStatus)")
        }
        return printed
    }
}
