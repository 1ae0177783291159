import Foundation
import RelistenScreens
import SnapshotTool
import TemplateKitLite

/// The Relisten screens of one catalog, each template made the first time it is asked
/// for, then kept. A state edit in `serve` so builds only the screens the open pages
/// show, while `check` or `lint`, asking for every screen, still make each shared
/// scenario state and each template in it once (``SharedRenders``). One lock around the
/// making keeps it safe from several threads (`export --jobs`).
///
///     let screens = LazyScreens(state, options)
///     let template = try screens.template(for: ScreenCatalog.entries[0])
final class LazyScreens: @unchecked Sendable {
    private let state: AppState
    private let options: SnapshotOptionValues
    private let lock = NSLock()
    private var renders = SharedRenders()
    /// Each distinct request resolved once: resolving scans every artist (and, for an
    /// unknown id, ranks every name for "did you mean"), and most screens share a request.
    private var selections: [Selection.Request: Result<Selection, SelectionError>] = [:]
    /// Only the template is kept, not the scenario's state: holding every scenario's
    /// catalog (each with its own indexes) at once cost gigabytes for a large --state.
    private var templates: [String: Result<Template, SelectionError>] = [:]

    init(_ state: AppState, _ options: SnapshotOptionValues) {
        self.state = state
        self.options = options
    }

    /// The template of `entry` over this catalog's state, made on the first call.
    func template(for entry: ScreenCatalog.Entry) throws(SelectionError) -> Template {
        lock.lock()
        defer { lock.unlock() }
        let made = templates[entry.name] ?? Result { () throws(SelectionError) in
            let selection = try selection(for: entry).get()
            return renders.make(entry.screen, scenario: entry.scenario, selection: selection, base: state).template
        }
        templates[entry.name] = made
        return try made.get()
    }

    /// The selection `entry` shows (``RelistenCatalog/request(for:_:in:)``), resolved once per request.
    private func selection(for entry: ScreenCatalog.Entry) -> Result<Selection, SelectionError> {
        let request = RelistenCatalog.request(for: entry, options, in: state)
        let selection = selections[request] ?? Result { () throws(SelectionError) in try Selection.resolve(request, in: state) }
        selections[request] = selection
        return selection
    }

    /// How many screens were asked for so far (each made once), for tests.
    var madeCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return templates.count
    }

    /// The base state's templates made so far, for ``Explorer``. The other scenario states
    /// are let go (long names rename a copy of every track): a screen asked for later
    /// makes its state again, the same.
    func baseOnly() -> SharedRenders {
        lock.lock()
        defer { lock.unlock() }
        renders = renders.baseOnly
        return renders
    }
}
