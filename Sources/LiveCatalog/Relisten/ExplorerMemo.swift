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
///
/// Each generation also belongs to a *player class*: the states of a walk that are equal
/// but for their player (a tap on a track, shuffle or repeat changes only the player) share
/// one, and a *root class*: the states whose root tab bar the validator answers alike
/// (the same error findings, the same refusal) share one. ``ExplorerTwins`` reads both.
struct ExplorerMemo {
    let profile: CarProfile
    private var generations = 0
    private var templates: [Int: StateTemplates] = [:]
    /// The findings of each state's root tab bar on this car, and its root class.
    private var rootFindings: [Int: (findings: [Finding], rootClass: Int)] = [:]
    private var playerClasses: [Int: Int] = [:]
    private var playerClassCount = 0
    /// Each distinct root outcome (error findings and refusal, as printed) and its number.
    private var rootOutcomes: [[String]: Int] = [:]
    /// The rows of the roots validated so far: most states of a walk list the same artists.
    private var rootRows = Validator.RowsMemo()

    struct Root {
        let template: Template
        /// The validator's findings for the root, as the stack's root.
        let findings: [Finding]
        /// The number of what the rules say of this root (``ExplorerMemo``).
        let rootClass: Int
    }

    init(profile: CarProfile) { self.profile = profile }

    /// A number for a state not seen before, in a player class of its own.
    mutating func newGeneration() -> Int {
        generations += 1
        playerClassCount += 1
        playerClasses[generations] = playerClassCount
        return generations
    }

    /// A number for `state`, whose templates `known` already holds (built on another car).
    mutating func newGeneration(_ known: StateTemplates) -> Int {
        let generation = newGeneration()
        templates[generation] = known
        return generation
    }

    /// A number for `state`, reached from `parent` (numbered `generation`) by one action:
    /// in the parent's player class when only the player differs.
    mutating func newGeneration(_ state: AppState, after parent: AppState, generation: Int) -> Int {
        let number = newGeneration()
        // A tap changes the player, the queue or the stack, not the artists: the new state's
        // Artists and My Library lists are built on the rows its parent's were (``ArtistRows``).
        templates[number] = StateTemplates(sharingArtistRows: templates[generation] ?? StateTemplates())
        var probe = state
        probe.player = parent.player
        if probe == parent, let shared = playerClasses[generation] { playerClasses[number] = shared }
        return number
    }

    /// The player class of the state numbered `generation`.
    func playerClass(_ generation: Int) -> Int { playerClasses[generation] ?? -generation }

    /// Lets go of what was built for the state numbered `generation` (no stack left to
    /// visit is in it).
    mutating func release(_ generation: Int) {
        templates[generation] = nil
        rootFindings[generation] = nil
        playerClasses[generation] = nil
    }

    /// The templates of the state numbered `generation`, for another car to reuse.
    func templates(of generation: Int) -> StateTemplates { templates[generation] ?? StateTemplates() }

    /// The root tab bar of `state` with `tab` selected, and its findings. They are the same
    /// whichever tab is selected: a tab bar's selection matters to the validator only when it
    /// names no tab (``TabBarTemplate``'s structure problems), and each tab's index names one.
    mutating func root(_ state: AppState, generation: Int, tab: AppTab) -> Root {
        let bar = templates[generation, default: StateTemplates()].tabBar(state, selected: tab)
        let namesTab = bar.tabs.indices.contains(bar.selectedIndex)
        if namesTab, let known = rootFindings[generation] {
            return Root(template: .tabBar(bar), findings: known.findings, rootClass: known.rootClass)
        }
        let findings = Validator(profile: profile).validate(.tabBar(bar), remembering: &rootRows)
        let rootClass = rootClass(of: .tabBar(bar), findings)
        if namesTab { rootFindings[generation] = (findings, rootClass) }
        return Root(template: .tabBar(bar), findings: findings, rootClass: rootClass)
    }

    /// The number of what a stack's check takes from `root`: its error findings and
    /// whether a navigation stack refuses it as its root, as they are printed.
    private mutating func rootClass(of root: Template, _ findings: [Finding]) -> Int {
        var outcome = findings.filter { $0.severity == .error }.map { "\($0)" }
        do { _ = try NavigationStack(root: root, profile: profile) } catch { outcome.append("refused: \(error)") }
        if let known = rootOutcomes[outcome] { return known }
        rootOutcomes[outcome] = rootOutcomes.count
        return rootOutcomes.count - 1
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
