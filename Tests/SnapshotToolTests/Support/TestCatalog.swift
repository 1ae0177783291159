@testable import GoldenCore
@testable import SnapshotTool
@testable import LiveCatalog

/// Tiny catalogs for tests; the real catalog is plugged into `SnapshotCatalog.live`.
enum TestCatalog {
    /// Entries from name → render text.
    static func make(_ renders: [String: String]) -> SnapshotCatalog {
        let names = renders.keys.sorted()
        return SnapshotCatalog(entries: names.map { name in
            let text = renders[name] ?? ""
            return CatalogEntry(name: name) { text }
        })
    }

    static let standardRenders: [String: String] = [
        "gallery/br-radio-stations.txt": "Stations\n  Radio Eins\n  Fritz\n  Radio Zwei\n",
        "gallery/radiospiral-now-playing.txt": "Now Playing\n  Spiral Drift\n",
        "relisten/my-library@loaded.json": "{\n  \"shows\": 3\n}\n",
    ]

    static let standard = make(standardRenders)

    /// The standard renders with one changed.
    static func changing(_ name: String, to text: String) -> SnapshotCatalog {
        var renders = standardRenders
        renders[name] = text
        return make(renders)
    }
}
