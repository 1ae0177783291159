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

    /// A `Package.swift` file, or a symbolic link to one (a shared manifest).
    private static func isManifest(_ path: String) -> Bool {
        switch FileSystem.kind(path) {
        case .file: return true
        case .symbolicLink: return FileSystem.resolved(path).map(FileSystem.kind) == .file
        default: return false
        }
    }

    package static func find(from directory: String) -> String? {
        var current = directory
        while true {
            if isManifest(current + "/Package.swift") { return current }
            guard let slash = current.lastIndex(of: "/"), current != "/" else { return nil }
            current = slash == current.startIndex ? "/" : String(current[..<slash])
        }
    }
}
