/// Turns (what the car shows, what the app wants shown) into the fewest CarPlay calls.
/// Pure: no CarPlay, no clock — the caller passes `now` in seconds.
///
/// - `setRootTemplate` only when connecting or when the root itself is replaced; stack
///   changes become `popTemplate` / `popToTemplate` / `popToRootTemplate` and pushes.
/// - A template whose kind, identity or title changes is replaced (CarPlay titles are
///   read-only); so is a list whose assistant cell, header grid buttons or back button change.
/// - Changed properties of identified rows become per-row setters; inserted, removed or
///   moved rows or sections, or a changed section, become `updateSections` on that list.
/// - Alerts and action sheets are immutable: a change is dismiss + present.
/// - Progress-only changes go through the ``ProgressPolicy``.
/// - Tab bars: `updateTemplates` only when the tabs change; `selectTemplate` switches tab,
///   and the car's kept stack of that tab is reconciled like any other.
///
///     let result = Reconciler().reconcile(display, to: nextStack, now: 12)
///     result.operations   // [.setPlaybackProgress(…)]
public struct Reconciler: Sendable {
    public var progress: ProgressPolicy

    public init(progress: ProgressPolicy = .default) { self.progress = progress }

    /// The calls that take the car from `shown` (`nil`: just connected) to `next`. Only
    /// the rows the car keeps (see ``CarKeeps``) are compared and sent.
    /// `nowPlaying` is the shared now playing as the app wants it configured whether shown
    /// or not (the system may show it on its own): configured at connect, then kept up to
    /// date, so the system's own push needs no call.
    public func reconcile(
        _ shown: CarDisplay?, to next: NavigationStack, now: Double, nowPlaying: NowPlayingTemplate? = nil
    ) -> Reconciliation {
        // A display made by hand (no configuration recorded) has now playing as its stack shows it.
        let configured = shown.flatMap { $0.nowPlaying ?? Self.nowPlaying(in: $0.stack) }
        var run = ReconcileRun(policy: progress, now: now, sentAt: shown?.progressSentAt ?? [:], nowPlaying: configured,
                               shownOn: shown?.stack.profile ?? next.profile, profile: next.profile)
        guard let shown else {
            run.connect(next, nowPlaying: nowPlaying)
            return run.result(NavigationStack(unchecked: next.root, pushed: next.pushed, presented: next.presented,
                                              profile: next.profile))
        }
        if let nowPlaying { run.configureNowPlaying(nowPlaying) }
        let stack = run.navigate(from: shown.stack, to: next)
        return run.result(stack)
    }

    /// The now playing template a stack holds (pushed, in a kept tab stack or presented).
    static func nowPlaying(in stack: NavigationStack) -> NowPlayingTemplate? {
        let all = stack.pushed + stack.tabStacks.values.flatMap { $0 }
        for case .nowPlaying(let template) in all { return template }
        return nil
    }
}

/// One reconciliation: the operations so far and the progress bookkeeping.
struct ReconcileRun {
    let policy: ProgressPolicy
    let now: Double
    var sentAt: [String: Double]
    /// The shared now playing template's configuration as the car has it.
    var nowPlaying: NowPlayingTemplate?
    var operations: [CarPlayOperation] = []
    /// Why each `updateSections` / `updateTemplates` was needed, by operation index.
    var reasons: [Int: String] = [:]

    /// The car the shown lists were trimmed for, and the car the next ones are for.
    let shownKeeps: CarKeeps
    let keeps: CarKeeps

    init(policy: ProgressPolicy, now: Double, sentAt: [String: Double], nowPlaying: NowPlayingTemplate?,
         shownOn: CarProfile, profile: CarProfile) {
        self.policy = policy
        self.now = now
        self.sentAt = sentAt
        self.nowPlaying = nowPlaying
        self.shownKeeps = CarKeeps(shownOn)
        self.keeps = CarKeeps(profile)
    }

    mutating func emit(_ operation: CarPlayOperation, because reason: String? = nil) {
        if let reason { reasons[operations.count] = reason }
        operations.append(operation)
    }

    func result(_ stack: NavigationStack) -> Reconciliation {
        Reconciliation(operations: operations,
                       display: CarDisplay(stack: stack, progressSentAt: sentAt, nowPlaying: nowPlaying),
                       reasons: reasons)
    }

    /// A new connection: the root once (a tab bar shows its first tab until told
    /// otherwise), then the pushes and the modal.
    mutating func connect(_ next: NavigationStack, nowPlaying: NowPlayingTemplate?) {
        setRoot(next.root)
        if let nowPlaying { configureNowPlaying(nowPlaying) }
        for template in next.pushed { push(template) }
        if let presented = next.presented { emit(.presentTemplate(presented)) }
    }

    mutating func setRoot(_ root: Template) {
        emit(.setRootTemplate(root))
        markProgressSent(root)
        if case .tabBar(let bar) = root, bar.selectedIndex != 0 { emit(.selectTemplate(bar.selectedIndex)) }
    }

    mutating func push(_ template: Template) {
        if case .nowPlaying(let next) = template { configureNowPlaying(next) }
        emit(.pushTemplate(template))
        markProgressSent(template)
    }

    /// Dismiss a changed modal, reconcile the root (tabs), the selected stack, then present.
    mutating func navigate(from old: NavigationStack, to next: NavigationStack) -> NavigationStack {
        let keepsModal = old.presented != nil && old.presented == next.presented
        if old.presented != nil, !keepsModal { emit(.dismissTemplate) }
        let (root, carPushed, retained) = reconcileRoot(old, next)
        var kept = retained
        let pushed = reconcileStack(carPushed, next.pushed)
        if let presented = next.presented, !keepsModal { emit(.presentTemplate(presented)) }
        if case .tabBar(let bar) = root { kept[bar.selectedIndex] = nil }
        var stack = NavigationStack(unchecked: root, pushed: pushed, presented: next.presented, profile: next.profile)
        stack.tabStacks = kept
        return stack
    }

    /// The root as the car will have it, the car's stack for the selected tab, and the
    /// stacks CarPlay keeps for the other tabs.
    mutating func reconcileRoot(_ old: NavigationStack, _ next: NavigationStack)
        -> (Template, [Template], [Int: [Template]])
    {
        if case .tabBar(let oldBar) = old.root, case .tabBar(let newBar) = next.root, oldBar.id == newBar.id {
            var kept = old.tabStacks
            if !old.pushed.isEmpty { kept[oldBar.selectedIndex] = old.pushed }
            let root = reconcileTabs(oldBar, newBar, kept: &kept)
            let shownTab = oldBar.tabs.indices.contains(oldBar.selectedIndex) ? oldBar.tabs[oldBar.selectedIndex].content.identity : nil
            let sameTab = newBar.tabs.indices.contains(newBar.selectedIndex)
                && newBar.tabs[newBar.selectedIndex].content.identity == shownTab
            guard newBar.selectedIndex != oldBar.selectedIndex || !sameTab else {
                return (.tabBar(root), kept.removeValue(forKey: newBar.selectedIndex) ?? [], kept)
            }
            emit(.selectTemplate(newBar.selectedIndex))
            return (.tabBar(root), kept.removeValue(forKey: newBar.selectedIndex) ?? [], kept)
        }
        if case .tabBar = old.root {} else if Self.canUpdateInPlace(old.root, next.root) {
            return (reconcileContent(old.root, next.root), old.pushed, [:])
        }
        setRoot(next.root)
        return (next.root, [], [:])
    }

    /// Pops what no longer matches, updates what stays, pushes what is new.
    mutating func reconcileStack(_ car: [Template], _ next: [Template]) -> [Template] {
        var common = 0
        while common < car.count, common < next.count, Self.canUpdateInPlace(car[common], next[common]) { common += 1 }
        let pops = car.count - common
        if pops > 0 {
            if common == 0 { emit(.popToRootTemplate) }
            else if pops == 1 { emit(.popTemplate) }
            else { emit(.popToTemplate(car[common - 1].identity)) }
        }
        var result: [Template] = []
        for index in 0..<common { result.append(reconcileContent(car[index], next[index])) }
        for template in next[common...] {
            push(template)
            result.append(template)
        }
        return result
    }
}
