import RelistenScreens
import GoldenCore
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
    /// The findings of each state's root tab bar on this car.
    private var rootFindings: [Int: [Finding]] = [:]

    struct Root {
        let template: Template
        /// The validator's findings for the root, as the stack's root.
        let findings: [Finding]
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

    /// Lets go of what was built for the state numbered `generation` (no stack left to
    /// visit is in it).
    mutating func release(_ generation: Int) {
        templates[generation] = nil
        rootFindings[generation] = nil
    }

    /// The templates of the state numbered `generation`, for another car to reuse.
    func templates(of generation: Int) -> StateTemplates { templates[generation] ?? StateTemplates() }

    /// The root tab bar of `state` with `tab` selected, and its findings. They are the same
    /// whichever tab is selected: a tab bar's selection matters to the validator only when it
    /// names no tab (``TabBarTemplate``'s structure problems), and each tab's index names one.
    mutating func root(_ state: AppState, generation: Int, tab: AppTab) -> Root {
        let bar = templates[generation, default: StateTemplates()].tabBar(state, selected: tab)
        let namesTab = bar.tabs.indices.contains(bar.selectedIndex)
        if namesTab, let findings = rootFindings[generation] { return Root(template: .tabBar(bar), findings: findings) }
        let findings = Validator(profile: profile).validate(.tabBar(bar))
        if namesTab { rootFindings[generation] = findings }
        return Root(template: .tabBar(bar), findings: findings)
    }

    /// The template of `route` in `state`. A track list is built for its visit and not
    /// kept: every tap on it changes the state, and Back returns to a stack seen before,
    /// so no later stack in the same state shows it (and the document's track lists are
    /// most of what a walk would keep).
    mutating func screen(_ route: Route, _ state: AppState, generation: Int) -> Template {
        templates[generation, default: StateTemplates()].screen(route, state, keeping: !route.isTrackList)
    }
}

private extension Route {
    /// A source's tracks, or an offline show's.
    var isTrackList: Bool {
        switch self {
        case .tracks, .offlineTracks: true
        default: false
        }
    }
}
