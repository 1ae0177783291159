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
    /// Checks every stack, twins too (``ExplorerTwins``): the walk as it was before twins
    /// were checked once, kept to prove the two find the same problems and to time them.
    /// It follows taps as it did then too: with ``Reducer/reduce(_:_:_:)`` (the requests
    /// of each transition, which no walk reads) and the current track's context built for
    /// every key (``ExplorerFrontier``), where the other walk uses ``Reducer/step(_:_:_:)``
    /// and remembers the last track.
    package var checksTwins = false
    /// The limit unless one is given. Relisten's largest artist (the Grateful Dead: 2,049
    /// shows, 13,348 sources) takes about 61,700 stacks on a car that shows every row, so
    /// it is walked whole; a 200 MB state document (76,000 sources) reaches the limit.
    public static let defaultLimit = 100_000

    public init(profile: CarProfile, limit: Int = defaultLimit) {
        self.profile = profile
        self.limit = limit
    }

    public struct Report: Sendable {
        /// The stacks visited: at most the limit.
        public var visited = 0
        /// The stacks of those checked against the rules; the others are twins of stacks
        /// checked (``ExplorerTwins``), whose problems they share word for word.
        public var checked = 0
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
        init(_ node: Node) { self.init(state: node.state, stack: node.stack) }
        init(state: AppState, stack: AppStack) {
            self.init(state: state, stack: stack, hasCurrentTrack: state.nowPlaying != nil)
        }
        /// `hasCurrentTrack` is whether `state.nowPlaying` is not nil, known to the caller.
        init(state: AppState, stack: AppStack, hasCurrentTrack: Bool) {
            // What other tabs keep changes no screen reached from here, only when it is reached.
            self.stack = stack
            self.stack.kept = [:]
            self.hasCurrentTrack = hasCurrentTrack
            loading = state.loading
        }
    }

    public func explore(from state: AppState, onVisit: () -> Void = {}) -> Report {
        var templates = StateTemplates()
        return explore(from: state, reusing: &templates, onVisit: onVisit)
    }

    /// ``explore(from:)`` on each car in turn, with `state`'s root tab bar and screens built
    /// once for all cars of the state's row limit (the only thing of the car a template
    /// depends on: ``AppState/on(_:)``).
    public static func explore(from state: AppState, on profiles: [CarProfile], limit: Int = defaultLimit) -> [Report] {
        explore(from: state, on: profiles, limit: limit, sharing: SharedRenders())
    }

    /// The same, starting from the templates a catalog's screens built in `state` (its
    /// root tab bar, whose lists hold every artist, is then built once for the catalog
    /// and the walk); `onVisit` is called once per stack visited (a progress count).
    public static func explore(from state: AppState, on profiles: [CarProfile], limit: Int = defaultLimit,
                               sharing renders: SharedRenders, onVisit: () -> Void = {}) -> [Report] {
        explore(from: state, on: profiles, limit: limit, sharing: renders, checksTwins: false, onVisit: onVisit)
    }

    /// The same, checking twins too when `checksTwins` (``checksTwins``).
    package static func explore(from state: AppState, on profiles: [CarProfile], limit: Int = defaultLimit,
                                sharing renders: SharedRenders, checksTwins: Bool, onVisit: () -> Void = {}) -> [Report] {
        var templates = renders.baseTemplates(of: state)
        return profiles.map { profile in
            var explorer = Explorer(profile: profile, limit: limit)
            explorer.checksTwins = checksTwins
            return explorer.explore(from: state, reusing: &templates, onVisit: onVisit)
        }
    }

    /// ``explore(from:)``, starting from the templates of `state` built so far; on return
    /// `templates` holds every one this walk built for `state`. A state not on this car is
    /// put on it (``AppState/on(_:)``) and walked with templates of its own.
    func explore(from state: AppState, reusing templates: inout StateTemplates, onVisit: () -> Void = {}) -> Report {
        guard state.carRowLimit == profile.maximumItemCount else {
            var own = StateTemplates(sharingArtistRows: templates)
            return explore(from: state.on(profile), reusing: &own, onVisit: onVisit)
        }
        var walk = Walk(explorer: self, memo: ExplorerMemo(profile: profile), frontier: ExplorerFrontier(asBefore: checksTwins))
        let first = walk.memo.newGeneration(templates)
        templates = StateTemplates()  // one owner while exploring: adding to it copies nothing
        defer { templates = walk.memo.templates(of: first) }
        for tab in AppTab.allCases { walk.frontier.add(Node(state: state, generation: first, stack: AppStack(tab: tab))) }
        while let node = walk.frontier.next() {
            guard walk.report.visited < limit else { walk.report.reachedLimit = true; break }
            walk.report.visited += 1
            onVisit()
            walk.visit(node)
            if walk.frontier.finish(node), node.generation != first { walk.memo.release(node.generation) }
        }
        return walk.report
    }

    /// One walk's state: what it found, what it built, what is left to visit.
    struct Walk {
        let explorer: Explorer
        var memo: ExplorerMemo
        var frontier: ExplorerFrontier
        var twins = ExplorerTwins()
        var report = Report()

        /// Checks `node` (unless it is the twin of a stack checked, ``ExplorerTwins``) and
        /// adds the stacks its taps lead to.
        mutating func visit(_ node: Node) {
            // The root first: a tab's root screen is then its list in the tab bar, not built twice.
            let root = memo.root(node.state, generation: node.generation, tab: node.stack.tab)
            let twinKey = explorer.checksTwins || !ExplorerTwins.isBlind(node.stack, in: node.state) ? nil
                : ExplorerTwins.Key(stack: node.stack, playerClass: memo.playerClass(node.generation), root: root)
            // The queue of the node's track list, made for its first play (``Playback/Queue``).
            var queue: Playback.Queue?
            if let twinKey, let replays = twins.actions(of: twinKey) {
                explorer.noteDepth(node, &report)
                for action in replays {
                    let next = Reducer.step(node.state, node.stack, action, queue: &queue)
                    add(next, after: node, sameState: next.state == node.state)
                }
                return
            }
            let visible = memo.screen(node.stack.visible, node.state, generation: node.generation)
            explorer.check(node, root: root, visible: visible, &report, &memo)
            var replays: [AppAction] = []
            for action in AppNavigation.availableActions(node.stack, visible: visible, profile: explorer.profile) {
                let next = successor(of: node, action, queue: &queue)
                let sameState = next.state == node.state
                if case .play = action, !sameState {} else { replays.append(action) }
                add(next, after: node, sameState: sameState)
            }
            if let twinKey { twins.record(twinKey, replays: replays) }
        }

        /// Where `action` leads from `node`. The full walk reduces it as the walk did before
        /// (``checksTwins``: the transition's requests too, which no walk reads).
        private func successor(of node: Node, _ action: AppAction, queue: inout Playback.Queue?) -> (state: AppState, stack: AppStack) {
            guard explorer.checksTwins else { return Reducer.step(node.state, node.stack, action, queue: &queue) }
            let transition = Reducer.reduce(node.state, node.stack, action)
            return (transition.state, transition.stack)
        }

        /// Adds where `next` leads from `node`, in `node`'s generation when the state is the same.
        private mutating func add(_ next: (state: AppState, stack: AppStack), after node: Node, sameState: Bool) {
            guard frontier.claim(next.state, next.stack) else { return }
            let generation = sameState ? node.generation : memo.newGeneration(next.state, after: node.state, generation: node.generation)
            frontier.enqueue(Node(state: next.state, generation: generation, stack: next.stack))
        }
    }

    /// Keeps `node`'s stack as the deepest when it is at least as deep as the deepest yet.
    func noteDepth(_ node: Node, _ report: inout Report) {
        if node.stack.pushed.count >= report.deepest.count {
            report.deepest = node.stack.pushed
            report.deepestTab = node.stack.tab
        }
    }

    /// Builds `node`'s stack on `root` (its top is `visible`, built already) and adds what
    /// CarPlay would refuse.
    func check(_ node: Node, root: ExplorerMemo.Root, visible: Template, _ report: inout Report, _ memo: inout ExplorerMemo) {
        noteDepth(node, &report)
        report.checked += 1
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
