import GoldenCore

/// Where a command's own output (`check --report`, `export --out`, `review --out`) may go
/// in CI mode: never under the goldens folder (CI never writes there), and never out of
/// the package through `..`. Outside CI the user may write where they like.
///
///     CI=1 snapshot check --report Tests/Snapshots/r.json   # refused, exit 1
///     CI=1 snapshot export --out ../../elsewhere             # refused, exit 1
enum OutputGuard {
    /// Fails (exit 1) on CI when `given` (as typed after `option`) is refused.
    static func requireAllowed(
        _ given: String, option: String, packageRoot: String?, context: CommandContext
    ) throws(CommandError) {
        guard context.isCI else { return }
        let target = lexicallyNormal(context.absolutePath(given))
        let base = lexicallyNormal(packageRoot ?? context.workingDirectory)
        if given.split(separator: "/").contains("..") && !isInside(target, base) {
            throw .failure("\(option) \(Printable.path(given)) refused: CI mode writes nothing outside the package "
                + "(\(Printable.path(base))) and '..' leads out of it")
        }
        guard let packageRoot else { return }
        let goldens = lexicallyNormal(packageRoot + "/" + GoldenStore.defaultDisplayRoot)
        let resolvedGoldens = FileSystem.resolved(goldens) ?? goldens
        if isInside(target, goldens) || isInside(resolvedExisting(target), resolvedGoldens) {
            throw .failure("\(option) \(Printable.path(given)) refused: it is under \(GoldenStore.defaultDisplayRoot), "
                + "and CI mode never writes there")
        }
    }

    /// `path` (absolute) with `.` and `..` components applied, without touching the disk.
    static func lexicallyNormal(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { _ = parts.popLast(); continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` with its longest existing prefix resolved through links.
    private static func resolvedExisting(_ path: String) -> String {
        var head = path
        var tail: [Substring] = []
        while head != "/", FileSystem.resolved(head) == nil, let slash = head.lastIndex(of: "/") {
            tail.insert(head[head.index(after: slash)...], at: 0)
            head = slash == head.startIndex ? "/" : String(head[..<slash])
        }
        let resolvedHead = FileSystem.resolved(head) ?? head
        return lexicallyNormal(([resolvedHead] + tail.map(String.init)).joined(separator: "/"))
    }

    private static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }
}
