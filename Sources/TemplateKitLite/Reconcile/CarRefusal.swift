/// Why CarPlay would raise for a stack, or act on the wrong object, were the adapter to
/// show it: deeper than the car allows, one identity twice (CarPlay cannot push one
/// instance twice, and the adapter could not tell the two apart), or a modal CarPlay
/// cannot present. Two rows of a list with one id are shown (each keeps its own key,
/// ``Identity/rowKey(of:at:)``); validation warns about them. `nil` when the stack is safe.
/// (`shown`, the stack the car shows, no longer changes the answer.)
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
}
