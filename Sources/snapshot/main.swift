import LiveCatalog
import SnapshotTool

SnapshotTool.main(catalog: .live)
