/// Checks an operation log against the change it answers: a reload of the template the
/// driver is looking at (`updateSections` on the visible list, or popping and pushing it
/// again) when only row properties changed is an error — the row setters do that without
/// sending the focus of a rotary-knob car back to the top.
///
///     OperationLint.check(result.operations, from: shown, to: next)   // [] when clean
public enum OperationLint {
    /// One problem: the operation's position in the log and what is wrong.
    public struct Finding: Sendable, Hashable, CustomStringConvertible {
        public var index: Int
        public var message: String
        public var description: String { "error: call \(index + 1): \(message)" }
    }

    public static func check(_ operations: [CarPlayOperation], from shown: CarDisplay, to next: NavigationStack) -> [Finding] {
        guard case .list(let before) = visibleTemplate(shown.stack) else { return [] }
        let identity = Template.list(before).identity
        guard case .list(let after)? = find(identity, in: next) else { return [] }
        let (was, will) = (CarKeeps(shown.stack.profile).counts(before.sections), CarKeeps(next.profile).counts(after.sections))
        let onlyRows = before.title == after.title && Self.rowsOnly(ReconcileRun.shape(before.sections, was, after.sections, will))
        guard onlyRows else { return [] }
        var findings: [Finding] = []
        for (index, operation) in operations.enumerated() {
            switch operation {
            case .updateSections(let list, _) where list == identity:
                findings.append(Finding(index: index, message: "updateSections reloads the visible list [\(identity)] though only row properties changed; use the row setters"))
            case .pushTemplate(let template) where template.identity == identity,
                 .setRootTemplate(let template) where template.identity == identity:
                findings.append(Finding(index: index, message: "\(operation.callName) replaces the visible list [\(identity)] though only row properties changed; use the row setters"))
            default: continue
            }
        }
        return findings
    }

    static func rowsOnly(_ shape: ReconcileRun.Shape) -> Bool {
        if case .rows = shape { true } else { false }
    }

    /// What the driver looks at, bar a modal: the top pushed template, else the root (a
    /// tab bar's selected tab).
    static func visibleTemplate(_ stack: NavigationStack) -> Template {
        if let top = stack.pushed.last { return top }
        if case .tabBar(let bar) = stack.root, bar.tabs.indices.contains(bar.selectedIndex) { return bar.tabs[bar.selectedIndex].content }
        return stack.root
    }

    static func find(_ identity: String, in stack: NavigationStack) -> Template? {
        var all = stack.pushed + [stack.root]
        if case .tabBar(let bar) = stack.root { all += bar.tabs.map(\.content) }
        return all.first { $0.identity == identity }
    }
}
