/// Finds the package root: the nearest folder, from the working directory up, that
/// holds a `Package.swift`.
enum PackageRoot {
    /// The environment variable that overrides the search (like `--root`).
    static let environmentKey = "SNAPSHOT_PACKAGE_ROOT"

    static func find(from directory: String) -> String? {
        var current = directory
        while true {
            if FileSystem.kind(current + "/Package.swift") == .file { return current }
            guard let slash = current.lastIndex(of: "/"), current != "/" else { return nil }
            current = slash == current.startIndex ? "/" : String(current[..<slash])
        }
    }
}
