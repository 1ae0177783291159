import TemplateKitLite

/// What the screens of one catalog share: a scenario state made once for every screen with
/// the same ``Scenario/stateKey(for:)``, and in that state each template built once. The
/// root tab bar's Browse list is the Artists screen of the same state, so `root@loaded` and
/// `artists@loaded` hold one list of every artist, not two; ``Explorer`` starts from the
/// base state's templates (``Explorer/explore(from:on:limit:sharing:)``).
public struct SharedRenders: Sendable {
    private var states: [String: (state: AppState, templates: StateTemplates)] = [:]

    public init() {}

    /// `screen` in `scenario` over `base` for a resolved selection, its state and template
    /// taken from an earlier screen in the same state when there was one.
    public mutating func make(_ screen: ScreenName, scenario: Scenario, selection: Selection, base: AppState) -> ScreenRender {
        guard let key = scenario.stateKey(for: screen) else {
            return ScreenRender.make(screen, scenario: scenario, selection: selection, base: base)
        }
        // Taken out while it grows, so its tables have one owner and are not copied.
        var shared = states.removeValue(forKey: key) ?? (scenario.state(base, selection, screen), StateTemplates())
        defer { states[key] = shared }
        return ScreenRender.make(screen, scenario: scenario, selection: selection, state: shared.state,
                                 templates: &shared.templates)
    }

    /// These renders with the base state's templates only (what ``Explorer`` reuses): the
    /// other scenario states can be large (long names rename a copy of every track) and
    /// are let go once the screens are made.
    public var baseOnly: SharedRenders {
        var base = SharedRenders()
        base.states[Scenario.baseStateKey] = states[Scenario.baseStateKey]
        return base
    }

    /// The templates built so far in `state`, if it is the base state these renders were made over.
    func baseTemplates(of state: AppState) -> StateTemplates {
        guard let base = states[Scenario.baseStateKey], base.state == state else { return StateTemplates() }
        return base.templates
    }
}
