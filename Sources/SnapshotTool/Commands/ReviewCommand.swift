import GoldenCore
import TemplateKitLite

/// `snapshot review [--out DIR] [--interactive]`: the HTML review page for designers, or
/// a terminal review of every pending file.
package enum ReviewCommand {
    package static let command = Command(spec: spec, takesCatalogOptions: true, perform: perform)

    package static let spec = CommandSpec(
        name: "review", abstract: "Review pending changes: an HTML page that draws every screen, or --interactive in the terminal.",
        discussion: "The page (DIR/index.html) draws each catalog screen in a landscape car frame with its pending change "
            + "before/after and the diff, shows journeys as filmstrips, and lists every other pending change (JSON twins, "
            + "removed goldens, files written by assertions) with its diff: the changes 'check' reports. "
            + "In another package than the catalog's, only its pending files are shown. --interactive shows each "
            + "pending file's diff and asks: a accept, r reject, s skip, q quit. A catalog render that fails is named "
            + "on standard error, left off the page, and makes the exit status 1.",
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
        try OutputGuard.requireAllowed(
            arguments.value("out") ?? "review", option: "--out", packageRoot: workspace.packageRoot, context: context)
        workspace.reportSkipped(context)
        let catalog = workspace.isOwned(by: context) ? try context.loadCatalog(arguments) : SnapshotCatalog([])
        // With --state the renders come from another state: a preview, not compared with the
        // goldens (which are the built-in state's).
        let preview = arguments.value("state")
        var failures: [RenderFailure] = []
        var leftOut = 0
        let progress = context.progress("review", unit: "goldens", total: catalog.entries.count)
        let items = try preview == nil
            ? reviewItems(catalog, workspace.store, failures: &failures, unchangedLeftOut: &leftOut, progress: progress)
            : previewItems(catalog, progress: progress)
        progress.begin("review: writing the page", unit: "", total: nil)
        defer { progress.finish() }
        var review = ReviewPage(items: items)
        review.unchangedNotDrawn = leftOut
        review.preview = preview
        review.goldensFolder = workspace.store.displayRoot
        let page = review.html()
        do { try FileSystem.makeDirectories(out) } catch { throw CommandError.failure("cannot write the review page to \(out): \(error)") }
        try ReportFile.write(Array(page.utf8), to: out + "/index.html", what: "the review page",
                             signature: page.range(of: "</title>").map { String(page[..<$0.upperBound]) } ?? "<!DOCTYPE html>")
        progress.finish()
        let pending = items.filter { $0.status != .unchanged }
        let count = { (status: ReviewItem.Status) in pending.filter { $0.status == status }.count }
        context.output.writeLine("wrote \(out)/index.html: \(items.count + leftOut) goldens, \(pending.count) pending changes "
            + "(\(count(.changed)) changed, \(count(.new)) new, \(count(.removed)) removed)")
        for failure in failures { context.errors.writeLine("error: \(failure) (not on the page)") }
        return failures.isEmpty ? .success : .failure
    }

    /// Every golden the page shows, compared as `check` compares them (without writing):
    /// each catalog screen's text golden drawn; its JSON twin, journeys and other catalog
    /// files; goldens the catalog no longer makes (removed); pending files no catalog
    /// makes (assertions), against their `.new` file. Every golden `check` counts is an
    /// item (JSON twins among the developer files), so the page's counts are `check`'s;
    /// entries whose render failed are left out and added to `failures`.
    package static func reviewItems(_ catalog: SnapshotCatalog, _ store: GoldenStore, failures: inout [RenderFailure]) throws -> [ReviewItem] {
        var leftOut = 0
        return try reviewItems(catalog, store, failures: &failures, unchangedLeftOut: &leftOut)
    }

    /// The same, counting in `unchangedLeftOut` the unchanged JSON twins left out (the page
    /// still counts them, as `check` does).
    static func reviewItems(_ catalog: SnapshotCatalog, _ store: GoldenStore, failures: inout [RenderFailure],
                            unchangedLeftOut: inout Int, progress: ProgressLine? = nil) throws -> [ReviewItem] {
        let journeys = Set(catalog.journeys.map { $0.name + ".txt" })
        let storyboards = Dictionary(catalog.journeys.map { ($0.name + ".txt", $0) }) { first, _ in first }
        var items: [ReviewItem] = []
        for entry in catalog.entries {
            progress?.step()
            let kind: ReviewItem.Kind = journeys.contains(entry.name) ? .journey
                : entry.name.hasSuffix(".txt") && entry.screen != nil ? .screen : .file
            let after: String
            switch entry.renderResult() {
            case .success(let text): after = text
            case .failure(let failure):
                failures.append(failure)
                continue
            }
            var item = try compared(entry.name, kind: kind, after: after, screen: entry.screen, store)
            if kind == .journey, let frames = storyboards[entry.name]?.storyboard {
                item.storyboard = (try? frames(.unconstrained)) ?? []
                if item.status == .changed, let golden = try store.readBytes(String(entry.name.dropLast(4)) + ".steps.json") {
                    item.beforeStoryboard = StoryboardJSON.decode(String(decoding: golden, as: UTF8.self)) ?? []
                }
            }
            if kind == .screen, let screen = entry.screen, let json = try? screen.renderedJSON() {
                item.jsonCounts = GoldenCounts(json: json)
                if item.status == .changed, let golden = try store.readBytes(String(entry.name.dropLast(4)) + ".json") {
                    item.beforeTemplate = GoldenTemplate.decode(String(decoding: golden, as: UTF8.self))
                }
            }
            items.append(item)
        }
        let known = Set(catalog.names)
        let ownership = store.ownership(catalogNames: catalog.names)
        for name in try store.goldenNames() where !known.contains(name) && ownership.catalogMayDelete(name) {
            let text = String(decoding: try store.readBytes(name) ?? [], as: UTF8.self)
            items.append(ReviewItem(name: name, kind: .file, template: nil, isPushed: false, profile: .unconstrained,
                                    status: .removed, before: text, after: text, diffLines: []))
        }
        for name in try store.pendingNames() where !known.contains(name) && !ownership.catalogMayDelete(name) {
            items.append(try pendingItem(name, store))
        }
        return items
    }

    /// Every catalog screen and journey rendered, none compared with a golden (`--state`).
    static func previewItems(_ catalog: SnapshotCatalog, progress: ProgressLine? = nil) throws -> [ReviewItem] {
        let journeys = Set(catalog.journeys.map { $0.name + ".txt" })
        return catalog.entries.compactMap { entry in
            progress?.step()
            let kind: ReviewItem.Kind = journeys.contains(entry.name) ? .journey
                : entry.name.hasSuffix(".txt") && entry.screen != nil ? .screen : .file
            guard kind != .file else { return nil }
            var item = ReviewItem(
                name: entry.name, kind: kind, template: kind == .screen ? try? entry.screen?.template() : nil,
                isPushed: entry.screen?.isPushed ?? false, profile: entry.screen?.profile ?? .unconstrained,
                status: .unchanged, before: nil, after: entry.render(), diffLines: [])
            if kind == .screen, let screen = entry.screen { item.jsonCounts = GoldenCounts(json: screen.json()) }
            return item
        }
    }

    /// `--out` as an absolute folder; refuses empty paths and `..` components.
    package static func outputFolder(_ path: String, _ context: CommandContext) throws(CommandError) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !path.isEmpty, !parts.contains(".."), !path.contains("\0") else {
            throw .usage("--out '\(path)' must be a folder path without '..'.")
        }
        return context.absolutePath(path)
    }

    /// A pending file no catalog screen makes: its golden against the `.new` file.
    static func pendingItem(_ name: String, _ store: GoldenStore) throws -> ReviewItem {
        let pending = try store.readBytes(GoldenStore.pendingName(name)) ?? []
        try store.requireUTF8(pending, of: GoldenStore.pendingName(name))
        return try compared(name, kind: .file, after: String(decoding: pending, as: UTF8.self), screen: nil, store)
    }

    private static func compared(
        _ name: String, kind: ReviewItem.Kind, after: String, screen: SnapshotEntry?, _ store: GoldenStore
    ) throws -> ReviewItem {
        let golden = try store.readBytes(name)
        if let golden { try store.requireUTF8(golden, of: name) }
        let before = golden.map { String(decoding: $0, as: UTF8.self) }
        let status: ReviewItem.Status = before == nil ? .new : before == after ? .unchanged : .changed
        let diff = golden.map { UnifiedDiff(old: $0, new: Array(after.utf8), oldLabel: "a/" + name, newLabel: "b/" + name).lines } ?? []
        let template = kind == .screen ? try? screen?.template() : nil
        var item = ReviewItem(
            name: name, kind: kind, template: template, isPushed: screen?.isPushed ?? false, profile: screen?.profile ?? .unconstrained,
            status: status, before: before, after: after, diffLines: Array(diff.dropFirst(2)))
        item.presentedOver = kind == .screen ? screen?.presentedOver : nil
        return item
    }
}
