/// Why CarPlay would raise for a stack, or act on the wrong object, were the adapter to
/// show it: deeper than the car allows, one identity twice (CarPlay cannot push one
/// instance twice, and the adapter could not tell the two apart), a modal CarPlay cannot
/// present, or two rows of a list with one id (a tap on one would send the other's
/// action). Only the rows the car keeps are checked, and only in lists whose kept row ids
/// differ from those of the same list in `shown`. `nil` when the stack is safe.
///
///     CarRefusal.reason(for: stack)   // "depth 6 is past the car's 5"
public enum CarRefusal {
    public static func reason(for stack: NavigationStack, shown: NavigationStack? = nil) -> String? {
        if stack.depth > stack.profile.maximumDepth {
            return "depth \(stack.depth) is past the car's \(stack.profile.maximumDepth)"
        }
        if let presented = stack.presented {
            switch presented {
            case .alert, .actionSheet: break
            default: return "\(presented.kindName) \(presented.pathName) cannot be presented"
            }
        }
        if let twice = duplicateTemplate(stack) { return "template [\(twice)] is in the stack twice" }
        let keeps = CarKeeps(stack.profile)
        var lists: [Template] = stack.pushed + [stack.root]
        if case .tabBar(let bar) = stack.root { lists += bar.tabs.map(\.content) }
        let before = shown.map(lists(in:)) ?? [:]
        for case .list(let list) in lists {
            let identity = Template.list(list).identity
            if let old = before[identity], sameKeptIDs(old, list, keeps) { continue }
            if let problem = duplicateRow(list, keeps) { return problem }
        }
        return nil
    }

    static func lists(in stack: NavigationStack) -> [String: ListTemplate] {
        var all: [Template] = stack.pushed + [stack.root]
        if case .tabBar(let bar) = stack.root { all += bar.tabs.map(\.content) }
        var lists: [String: ListTemplate] = [:]
        for case .list(let list) in all { lists[Template.list(list).identity] = list }
        return lists
    }

    /// Whether the rows the car keeps of `a` and `b` carry the same ids (checked then already).
    static func sameKeptIDs(_ a: ListTemplate, _ b: ListTemplate, _ keeps: CarKeeps) -> Bool {
        let counts = keeps.counts(b.sections)
        guard keeps.counts(a.sections) == counts else { return false }
        for s in counts.indices where a.sections[s].id != b.sections[s].id { return false }
        for (s, count) in counts.enumerated() where !ChangedRows.sameIDs(a.sections[s].items, b.sections[s].items, count: count) {
            return false
        }
        return true
    }

    /// The first identity held twice among the root, its tabs, the pushed stack, the
    /// stacks kept for other tabs and the modal (now playing is one shared object).
    static func duplicateTemplate(_ stack: NavigationStack) -> String? {
        var all = [stack.root]
        if case .tabBar(let bar) = stack.root { all += bar.tabs.map(\.content) }
        all += stack.pushed + stack.tabStacks.keys.sorted().flatMap { stack.tabStacks[$0] ?? [] }
        if let presented = stack.presented { all.append(presented) }
        var seen = Set<String>()
        for template in all {
            let identity = if case .nowPlaying = template { "nowPlaying" } else { template.identity }
            if !seen.insert(identity).inserted { return identity }
        }
        return nil
    }

    static func duplicateRow(_ list: ListTemplate, _ keeps: CarKeeps) -> String? {
        for (s, count) in keeps.counts(list.sections).enumerated() {
            if let id = Identity.duplicates(list.sections[s].items.prefix(count).map(\.id)).first {
                return "rows of [\(Template.list(list).identity)] share the id \"\(id)\""
            }
        }
        return nil
    }
}
