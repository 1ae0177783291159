import RelistenScreens
import TemplateKitLite

/// `snapshot review [--out DIR]`: the HTML review page for designers.
enum ReviewCommand {
    static let command = Command(spec: spec, perform: perform)

    static let spec = CommandSpec(
        name: "review", abstract: "Write a self-contained HTML page that draws every screen and its pending change.",
        discussion: "Open DIR/index.html in a browser. Screens whose render differs from the golden show before/after and the diff.",
        options: [.value("out", valueName: "dir", help: "Where to write index.html (default: review)."), Workspace.rootOption])

    static func perform(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let workspace = try Workspace.resolve(arguments, context)
        let out = try outputFolder(arguments.value("out") ?? "review", context)
        let items = try targets().map { try item($0, workspace.store) }
        let page = ReviewPage(items: items).html()
        do {
            try FileSystem.makeDirectories(out)
            try FileSystem.writeAtomically(Array(page.utf8), to: out + "/index.html")
        } catch { throw CommandError.failure("cannot write the review page to \(out): \(error)") }
        let changed = items.filter { $0.status != .unchanged }.count
        context.output.writeLine("wrote \(out)/index.html: \(items.count) screens, \(changed) with changes")
        return .success
    }

    /// `--out` as an absolute folder; refuses empty paths and `..` components.
    static func outputFolder(_ path: String, _ context: CommandContext) throws(CommandError) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !path.isEmpty, !parts.contains(".."), !path.contains("\0") else {
            throw .usage("--out '\(path)' must be a folder path without '..'.")
        }
        return context.absolutePath(path)
    }

    static func targets() throws -> [RenderTarget] {
        try Gallery.entries.map { RenderTarget.gallery($0) } + ScreenCatalog.entries.map { try RenderTarget.screen($0) }
    }

    static func item(_ target: RenderTarget, _ store: GoldenStore) throws -> ReviewItem {
        let name = target.name + ".txt"
        let after = target.text()
        let golden = try store.readBytes(name)
        let before = golden.map { String(decoding: $0, as: UTF8.self) }
        let status: ReviewItem.Status = before == nil ? .new : before == after ? .unchanged : .changed
        let diff = golden.map { UnifiedDiff(old: $0, new: Array(after.utf8), oldLabel: "a/" + name, newLabel: "b/" + name).lines } ?? []
        return ReviewItem(name: name, template: target.template, isPushed: target.isPushed, profile: target.profile,
                          status: status, before: before, after: after, diffLines: Array(diff.dropFirst(2)))
    }
}
