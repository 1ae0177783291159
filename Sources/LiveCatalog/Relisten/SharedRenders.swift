import RelistenScreens
import GoldenCore
import TemplateKitLite

/// What the screens of one catalog share: a scenario state made once for every screen with
/// the same ``Scenario/stateKey(for:)``, and in that state each template built once. The
/// root tab bar's Browse list is the Artists screen of the same state, so `root@loaded` and
/// `artists@loaded` hold one list of every artist, not two; ``Explorer`` starts from the
/// base state's templates (``Explorer/explore(from:on:limit:sharing:)``). One value serves
/// the screens of one base state.
public struct SharedRenders: Sendable {
    private var states: [String: (state: AppState, templates: StateTemplates)] = [:]
    /// The last resource taken out of the base state (``Scenario/Removal``), and the state
    /// without it: a screen's loading, failed and offline scenarios follow each other.
    private var lastRemoval: (resource: ResourceKey, state: AppState)?
    /// The artist rows of the last state made with other artists than the base state's.
    private var lastRows = StateTemplates()

    public init() {}

    /// `screen` in `scenario` over `base` for a resolved selection, its state and template
    /// taken from an earlier screen in the same state when there was one.
    public mutating func make(_ screen: ScreenName, scenario: Scenario, selection: Selection, base: AppState) -> ScreenRender {
        if let removal = scenario.removal {
            let resource = removal.resource(selection, screen)
            let state = removal.finish(resource.map { removing($0, from: base) } ?? base, without: resource)
            var templates = seeded(for: state)
            defer { keepRows(of: templates) }
            return ScreenRender.make(screen, scenario: scenario, selection: selection, state: state, templates: &templates)
        }
        guard let key = scenario.stateKey(for: screen) else {
            let state = scenario.state(base, selection, screen)
            var templates = seeded(for: state)
            defer { keepRows(of: templates) }
            return ScreenRender.make(screen, scenario: scenario, selection: selection, state: state, templates: &templates)
        }
        // Taken out while it grows, so its tables have one owner and are not copied.
        var shared: (state: AppState, templates: StateTemplates)
        if let known = states.removeValue(forKey: key) { shared = known } else {
            let state = scenario.state(base, selection, screen)
            shared = (state, seeded(for: state))
        }
        defer {
            // Put back first: the base state's own rows are then the base state's, not other rows to keep.
            states[key] = shared
            keepRows(of: shared.templates)
        }
        return ScreenRender.make(screen, scenario: scenario, selection: selection, state: shared.state,
                                 templates: &shared.templates)
    }

    /// No template yet for `state`, but the artist rows (``ArtistRows``) of the base state
    /// or of the last other state, whichever are `state`'s artists: most scenarios keep
    /// the base state's, and a screen's scenarios follow each other (`root@crowded` and
    /// `artists@crowded` show one larger catalog, made again for each).
    private func seeded(for state: AppState) -> StateTemplates {
        let base = states[Scenario.baseStateKey]?.templates ?? StateTemplates()
        if !base.hasArtistRows(of: state.catalog), lastRows.hasArtistRows(of: state.catalog) {
            return StateTemplates(sharingArtistRows: lastRows)
        }
        return StateTemplates(sharingArtistRows: base)
    }

    /// Keeps the artist rows of `templates` for the next state, unless they are the base state's.
    private mutating func keepRows(of templates: StateTemplates) {
        let base = states[Scenario.baseStateKey]?.templates ?? StateTemplates()
        if !templates.hasSameArtistRows(as: base) { lastRows = StateTemplates(sharingArtistRows: templates) }
    }

    /// ``StateChanges/removing(_:from:)``, taken from the last call when it took out the same resource.
    private mutating func removing(_ resource: ResourceKey, from base: AppState) -> AppState {
        if let last = lastRemoval, last.resource == resource { return last.state }
        let state = StateChanges.removing(resource, from: base)
        lastRemoval = (resource, state)
        return state
    }

    /// These renders with the base state's templates only (what ``Explorer`` reuses): the
    /// other scenario states can be large (long names rename a copy of every track) and
    /// are let go once the screens are made. The last other artists' rows are kept: the
    /// next group may show the same artists (`root@crowded`, then `artists@crowded` after
    /// the loaded and limited ones), and its lists then hold the same rows and sections,
    /// whose content `lint` checks once (``ContentLint/SectionMemo``).
    public var baseOnly: SharedRenders {
        var base = SharedRenders()
        base.states[Scenario.baseStateKey] = states[Scenario.baseStateKey]
        base.lastRows = lastRows
        return base
    }

    /// The templates built so far in `state`, if it is the base state these renders were made over.
    func baseTemplates(of state: AppState) -> StateTemplates {
        guard let base = states[Scenario.baseStateKey], base.state == state else { return StateTemplates() }
        return base.templates
    }
}
