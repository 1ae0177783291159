import GoldenCore
import Foundation
import RelistenScreens
import TemplateKitLite

/// The Relisten screens of one catalog, each made when a command first asks for it:
/// `render` makes one screen, not the catalog's hundred, and `lint` or `review` hold one
/// scenario state besides the base state at a time (a long-names or full-catalog state
/// of a 200 MB document is hundreds of megabytes; holding them all at once is what made
/// a large `--state` cost six times the document).
///
/// Screens in the same state, one after the other in catalog order, share it (and the
/// base state's templates are kept for every screen and for ``Explorer``):
///
///     let renders = LazyScreenRenders(base: state)
///     let template = try renders.template(at: 3, entry, selection)
final class LazyScreenRenders: @unchecked Sendable {
    private let lock = NSLock()
    private let base: AppState
    private var shared = SharedRenders()
    /// The state group of the last screen made outside the base state.
    private var group: String?
    /// Every screen made, by catalog position: its text and JSON goldens ask in turn, and
    /// `lint` asks for every screen twice (CarPlay rules, then content rules). Templates
    /// are kept, states are not: a screen's template is a few hundred rows at most, its
    /// scenario state a copy of the catalog.
    private var made: [Int: Template] = [:]

    init(base: AppState) {
        self.base = base
    }

    /// The template of `entry`, at `position` in the catalog's screens.
    func template(at position: Int, _ entry: ScreenCatalog.Entry, _ selection: Selection) -> Template {
        lock.lock()
        defer { lock.unlock() }
        if let template = made[position] { return template }
        // Scenario states made for one screen alone (loading, failed, offline) are kept
        // while the next entries are the same screen's.
        let group = entry.scenario.stateKey(for: entry.screen) ?? "screen:" + entry.screen.rawValue
        if group != Scenario.baseStateKey, group != self.group {
            shared = shared.baseOnly
            self.group = group
        }
        let template = shared.make(entry.screen, scenario: entry.scenario, selection: selection, base: base).template
        made[position] = template
        return template
    }

    /// How many templates were made so far (a screen asked for again is not made
    /// again), for tests.
    var madeCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return made.count
    }

    /// The base state's templates made so far, for ``Explorer`` to start from.
    var baseOnly: SharedRenders {
        lock.lock()
        defer { lock.unlock() }
        return shared.baseOnly
    }
}
