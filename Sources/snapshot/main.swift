import LiveCatalog
import SnapshotBench
import SnapshotTool

// The catalog commands over this repo's catalog, and `bench`: the kit's own benchmarks.
SnapshotTool.main(catalog: .live, commands: SnapshotBench.commands())
