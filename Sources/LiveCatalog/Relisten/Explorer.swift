import RelistenScreens
import GoldenCore
import TemplateKitLite

/// Explores every navigation stack a driver can reach by tapping, breadth first, and
/// checks each against CarPlay's rules.
///
///     let report = Explorer(profile: .limited).explore(from: .default)
///     report.visited      // stacks seen
///     report.problems     // empty when every stack fits
public struct Explorer: Sendable {
    public var profile: CarProfile
    /// Stop after this many (state, stack) pairs; the report says if it was reached.
    public var limit: Int
    /// The limit unless one is given. Relisten's largest artist (the Grateful Dead: 2,049
    /// shows, 13,348 sources) takes about 61,700 stacks on a car that shows every row, so
    /// it is walked whole; a 200 MB state document (76,000 sources) reaches the limit.
    public static let defaultLimit = 100_000

    public init(profile: CarProfile, limit: Int = defaultLimit) {
        self.profile = profile
        self.limit = limit
    }

    public struct Report: Sendable {
        /// The stacks checked: at most the limit.
        public var visited = 0
        public var deepest: [Route] = []
        public var deepestTab: AppTab = .browse
        public var problems: [String] = []
        public var reachedLimit = false
    }

    /// A state and stack to visit; `generation` numbers the state for ``ExplorerMemo``.
    struct Node { var state: AppState; var generation: Int; var stack: AppStack }

    /// What decides which screens exist and where taps lead: the stack, whether a track is
    /// active, and what is loading. Shuffle, repeat and queue position change rows, not
    /// navigation, so states differing only there are one stack.
    struct Key: Hashable {
        var stack: AppStack
        var hasCurrentTrack: Bool
        var loading: [ResourceKey: LoadState]
        init(_ node: Node) {
            // What other tabs keep changes no screen reached from here, only when it is reached.
            stack = node.stack
            stack.kept = [:]
            hasCurrentTrack = node.state.nowPlaying != nil
            loading = node.state.loading
        }
    }

    public func explore(from state: AppState) -> Report {
        var templates = StateTemplates()
        return explore(from: state, reusing: &templates)
    }

    /// ``explore(from:)`` on each car in turn, with `state`'s root tab bar and screens built
    /// once for all cars of the state's row limit (the only thing of the car a template
    /// depends on: ``AppState/on(_:)``).
    public static func explore(from state: AppState, on profiles: [CarProfile], limit: Int = defaultLimit) -> [Report] {
        explore(from: state, on: profiles, limit: limit, sharing: SharedRenders())
    }

    /// The same, starting from the templates a catalog's screens built in `state` (its
    /// root tab bar, whose lists hold every artist, is then built once for the catalog
    /// and the walk).
    public static func explore(from state: AppState, on profiles: [CarProfile], limit: Int = defaultLimit,
                               sharing renders: SharedRenders) -> [Report] {
        var templates = renders.baseTemplates(of: state)
        return profiles.map { Explorer(profile: $0, limit: limit).explore(from: state, reusing: &templates) }
    }

    /// ``explore(from:)``, starting from the templates of `state` built so far; on return
    /// `templates` holds every one this walk built for `state`. A state not on this car is
    /// put on it (``AppState/on(_:)``) and walked with templates of its own.
    func explore(from state: AppState, reusing templates: inout StateTemplates) -> Report {
        guard state.carRowLimit == profile.maximumItemCount else {
            var own = StateTemplates()
            return explore(from: state.on(profile), reusing: &own)
        }
        var report = Report()
        var memo = ExplorerMemo(profile: profile)
        let first = memo.newGeneration(templates)
        templates = StateTemplates()  // one owner while exploring: adding to it copies nothing
        defer { templates = memo.templates(of: first) }
        var frontier = ExplorerFrontier()
        for tab in AppTab.allCases { frontier.add(Node(state: state, generation: first, stack: AppStack(tab: tab))) }
        while let node = frontier.next() {
            guard report.visited < limit else { report.reachedLimit = true; break }
            report.visited += 1
            // The root first: a tab's root screen is then its list in the tab bar, not built twice.
            let root = memo.root(node.state, generation: node.generation, tab: node.stack.tab)
            let visible = memo.screen(node.stack.visible, node.state, generation: node.generation)
            check(node, root: root, visible: visible, &report, &memo)
            for action in AppNavigation.availableActions(node.stack, visible: visible, profile: profile) {
                let next = Reducer.reduce(node.state, node.stack, action)
                let generation = next.state == node.state ? node.generation : memo.newGeneration()
                frontier.add(Node(state: next.state, generation: generation, stack: next.stack))
            }
            if frontier.finish(node), node.generation != first { memo.release(node.generation) }
        }
        return report
    }

    /// Builds `node`'s stack on `root` (its top is `visible`, built already) and adds what
    /// CarPlay would refuse.
    func check(_ node: Node, root: ExplorerMemo.Root, visible: Template, _ report: inout Report, _ memo: inout ExplorerMemo) {
        if node.stack.pushed.count >= report.deepest.count {
            report.deepest = node.stack.pushed
            report.deepestTab = node.stack.tab
        }
        do {
            let nav = try AppNavigation.navigationStack(node.stack, root: root.template, profile: profile) { route in
                route == node.stack.visible ? visible : memo.screen(route, node.state, generation: node.generation)
            }
            let findings = root.findings + Validator(profile: profile).validateAboveRoot(nav)
            let errors = findings.filter { $0.severity == .error }
            report.problems += errors.map { "\(node.stack.routes.map(\.screenName)): \($0)" }
        } catch {
            report.problems.append("\(node.stack.routes.map(\.screenName)): \(error)")
        }
    }
}
