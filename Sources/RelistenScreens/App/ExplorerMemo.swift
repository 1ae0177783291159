import TemplateKitLite

/// What ``Explorer`` already built, per state: thousands of stacks share one root tab bar
/// (whose Artists list holds every artist) and the screens under them, so each root is
/// built and validated, and each screen built, once per state rather than once per stack.
/// Without it, exploring grows with artists × reachable stacks (quadratically).
///
/// States are told apart by a generation number: a transition that leaves the state equal
/// (`==`, cheap when storage is shared, as the reducer's unchanged states are) keeps it.
struct ExplorerMemo {
    let profile: CarProfile
    private var generations = 0
    private var roots: [RootKey: Root] = [:]
    private var screens: [ScreenKey: Template] = [:]

    struct Root {
        let template: Template
        /// The validator's findings for the root, as the stack's root.
        let findings: [Finding]
    }

    private struct RootKey: Hashable {
        let generation: Int
        let tab: AppTab
    }

    private struct ScreenKey: Hashable {
        let generation: Int
        let route: Route
    }

    init(profile: CarProfile) { self.profile = profile }

    /// A number for a state not seen before.
    mutating func newGeneration() -> Int {
        generations += 1
        return generations
    }

    /// The root tab bar of `state` with `tab` selected, and its findings.
    mutating func root(_ state: AppState, generation: Int, tab: AppTab) -> Root {
        let key = RootKey(generation: generation, tab: tab)
        if let root = roots[key] { return root }
        let template = Template.tabBar(RootScreen.template(state, selected: tab))
        let root = Root(template: template, findings: Validator(profile: profile).validate(template))
        roots[key] = root
        return root
    }

    /// The template of `route` in `state`.
    mutating func screen(_ route: Route, _ state: AppState, generation: Int) -> Template {
        let key = ScreenKey(generation: generation, route: route)
        if let template = screens[key] { return template }
        let template = Screens.template(for: route, state)
        screens[key] = template
        return template
    }
}
