import TemplateKitLite

/// What ``Explorer`` already built, per state: thousands of stacks share one root tab bar
/// (whose Artists list holds every artist) and the screens under them, so each root is
/// built and validated, and each screen built, once per state rather than once per stack.
/// Without it, exploring grows with artists × reachable stacks (quadratically).
///
/// States are told apart by a generation number: a transition that leaves the state equal
/// (`==`, cheap when storage is shared, as the reducer's unchanged states are) keeps it.
/// The templates of a state (``StateTemplates``) do not depend on the car; the findings do.
struct ExplorerMemo {
    let profile: CarProfile
    private var generations = 0
    private var templates: [Int: StateTemplates] = [:]
    private var roots: [RootKey: Root] = [:]

    struct Root {
        let template: Template
        /// The validator's findings for the root, as the stack's root.
        let findings: [Finding]
    }

    private struct RootKey: Hashable {
        let generation: Int
        let tab: AppTab
    }

    init(profile: CarProfile) { self.profile = profile }

    /// A number for a state not seen before.
    mutating func newGeneration() -> Int {
        generations += 1
        return generations
    }

    /// A number for `state`, whose templates `known` already holds (built on another car).
    mutating func newGeneration(_ known: StateTemplates) -> Int {
        let generation = newGeneration()
        templates[generation] = known
        return generation
    }

    /// The templates of the state numbered `generation`, for another car to reuse.
    func templates(of generation: Int) -> StateTemplates { templates[generation] ?? StateTemplates() }

    /// The root tab bar of `state` with `tab` selected, and its findings.
    mutating func root(_ state: AppState, generation: Int, tab: AppTab) -> Root {
        let key = RootKey(generation: generation, tab: tab)
        if let root = roots[key] { return root }
        let template = Template.tabBar(templates[generation, default: StateTemplates()].tabBar(state, selected: tab))
        let root = Root(template: template, findings: Validator(profile: profile).validate(template))
        roots[key] = root
        return root
    }

    /// The template of `route` in `state`.
    mutating func screen(_ route: Route, _ state: AppState, generation: Int) -> Template {
        templates[generation, default: StateTemplates()].screen(route, state)
    }
}
