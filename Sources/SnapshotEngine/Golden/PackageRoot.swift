/// Finds the package root: the nearest folder, from the working directory up, that
/// holds a `Package.swift`.
package enum PackageRoot {
    /// The environment variable that overrides the search (like `--root`).
    package static let environmentKey = "SNAPSHOT_PACKAGE_ROOT"

    /// The folder part of a file path (`/a/b/c.swift` → `/a/b`).
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    package static func find(from directory: String) -> String? {
        var current = directory
        while true {
            if FileSystem.kind(current + "/Package.swift") == .file { return current }
            guard let slash = current.lastIndex(of: "/"), current != "/" else { return nil }
            current = slash == current.startIndex ? "/" : String(current[..<slash])
        }
    }
}
