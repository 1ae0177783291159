import SnapshotEngine
import TemplateKitLite

/// `snapshot review [--out DIR] [--interactive]`: the HTML review page for designers, or
/// a terminal review of every pending file.
package enum ReviewCommand {
    package static let command = Command(spec: spec, takesCatalogOptions: true, perform: perform)

    package static let spec = CommandSpec(
        name: "review", abstract: "Review pending changes: an HTML page that draws every screen, or --interactive in the terminal.",
        discussion: "The page (DIR/index.html) draws each catalog screen with its pending change before/after and the diff, "
            + "and lists every other pending file under Tests/Snapshots (e.g. written by assertions) with its diff. "
            + "In another package than the catalog's, only its pending files are shown. --interactive shows each "
            + "pending file's diff and asks: a accept, r reject, s skip, q quit.",
        options: [
            .value("out", valueName: "dir", help: "Where to write index.html (default: review)."),
            .flag("interactive", short: "i", help: "Review pending files one by one in the terminal."),
            Workspace.rootOption,
        ])

    package static func perform(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        if arguments.flag("interactive") {
            if arguments.value("out") != nil { throw CommandError.usage("--interactive writes no page; drop --out") }
            return try InteractiveReview.run(arguments, context)
        }
        let workspace = try Workspace.resolve(arguments, context)
        try workspace.store.requireFolder()
        let out = try outputFolder(arguments.value("out") ?? "review", context)
        let screens = workspace.isOwned(by: context) ? try context.loadCatalog(arguments).screens : []
        var items = try screens.map { try item($0, workspace.store) }
        let drawn = Set(items.map(\.name))
        items += try workspace.store.pendingNames().filter { !drawn.contains($0) }.map { try pendingItem($0, workspace.store) }
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
    package static func outputFolder(_ path: String, _ context: CommandContext) throws(CommandError) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !path.isEmpty, !parts.contains(".."), !path.contains("\0") else {
            throw .usage("--out '\(path)' must be a folder path without '..'.")
        }
        return context.absolutePath(path)
    }

    /// A catalog screen's text golden, drawn.
    static func item(_ screen: SnapshotEntry, _ store: GoldenStore) throws -> ReviewItem {
        let template = try? screen.template()
        return try compared(screen.name + ".txt", after: screen.text(), template: template, screen: screen, store)
    }

    /// A pending file no catalog screen makes: its golden against the `.new` file.
    static func pendingItem(_ name: String, _ store: GoldenStore) throws -> ReviewItem {
        let pending = try store.readBytes(GoldenStore.pendingName(name)) ?? []
        return try compared(name, after: String(decoding: pending, as: UTF8.self), template: nil, screen: nil, store)
    }

    private static func compared(
        _ name: String, after: String, template: Template?, screen: SnapshotEntry?, _ store: GoldenStore
    ) throws -> ReviewItem {
        let golden = try store.readBytes(name)
        let before = golden.map { String(decoding: $0, as: UTF8.self) }
        let status: ReviewItem.Status = before == nil ? .new : before == after ? .unchanged : .changed
        let diff = golden.map { UnifiedDiff(old: $0, new: Array(after.utf8), oldLabel: "a/" + name, newLabel: "b/" + name).lines } ?? []
        return ReviewItem(
            name: name, template: template, isPushed: screen?.isPushed ?? false, profile: screen?.profile ?? .standard,
            status: status, before: before, after: after, diffLines: Array(diff.dropFirst(2)))
    }
}
