/// Why CarPlay would raise for a stack, or act on the wrong object, were the adapter to
/// show it: deeper than the car allows, one identity twice (CarPlay cannot push one
/// instance twice, and the adapter could not tell the two apart), a modal CarPlay cannot
/// present, or two rows of a list with one id (a tap on one would send the other's
/// action). Only the rows the car keeps are checked. `nil` when the stack is safe.
///
///     CarRefusal.reason(for: stack)   // "depth 6 is past the car's 5"
public enum CarRefusal {
    public static func reason(for stack: NavigationStack) -> String? {
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
        for template in [stack.root] + stack.pushed + (stack.presented.map { [$0] } ?? []) {
            if let problem = duplicateRow(keeps.template(template)) { return problem }
        }
        return nil
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

    static func duplicateRow(_ template: Template) -> String? {
        switch template {
        case .list(let list):
            for section in list.sections {
                if let id = Identity.duplicates(section.items.map(\.id)).first {
                    return "rows of [\(template.identity)] share the id \"\(id)\""
                }
            }
            return nil
        case .tabBar(let bar):
            return bar.tabs.lazy.compactMap { duplicateRow($0.content) }.first
        default: return nil
        }
    }
}
