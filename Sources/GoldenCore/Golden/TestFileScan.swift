/// The test files of a package whose assertions may own a folder under `Tests/Snapshots`:
/// every `.swift` file under `Tests/` (not `Tests/Snapshots`, not hidden folders, no
/// symbolic link followed), as paths relative to the package root, sorted.
///
///     TestFileScan.files(packageRoot: "/work/app")   // ["Tests/AppTests/EpisodeTests.swift"]
package enum TestFileScan {
    package static func files(packageRoot: String) -> [String] {
        guard let tests = try? Directory.following(packageRoot).subfolder("Tests", creating: false) else { return [] }
        var found: [String] = []
        var folders = [("Tests", tests)]
        while let (relative, folder) = folders.popLast() {
            guard let entries = try? folder.entries() else { continue }
            for entry in entries where entry.name.first != UInt8(ascii: ".") {
                guard UTF8Text.firstInvalidOffset(entry.name) == nil else { continue }
                let name = String(decoding: entry.name, as: UTF8.self)
                switch entry.kind {
                case .directory where !(relative == "Tests" && name == "Snapshots"):
                    if let child = try? folder.subfolder(name, creating: false) { folders.append((relative + "/" + name, child)) }
                case .file where name.hasSuffix(".swift"):
                    found.append(relative + "/" + name)
                default:
                    continue
                }
            }
        }
        return found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }
}
