import LiveCatalog
import GoldenCore
import SnapshotTool

/// The kit's benchmarks (`swift run -c release snapshot bench`): the tool's rows
/// (``BenchmarkRegistry``) and the live catalog's (``RenderBenchmarks``). A development
/// target: only this repo's `snapshot` executable links it, never an adopter.
package enum SnapshotBench {
    /// The catalog commands, with `bench` after `record` (where `--help` has always listed
    /// it), measuring the tool's rows and `catalogRows` (the live catalog's by default).
    package static func commands(catalogRows: [Benchmark] = RenderBenchmarks.all) -> [Command] {
        var commands = CommandRegistry.commands
        let index = commands.firstIndex { $0.spec.name == "record" }.map { $0 + 1 } ?? commands.endIndex
        commands.insert(BenchCommand.command(catalogRows: catalogRows), at: index)
        return commands
    }
}
