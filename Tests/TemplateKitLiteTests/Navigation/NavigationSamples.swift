import TemplateKitLite

/// Stacks for the navigation tests, built through the checked transitions.
enum NavigationSamples {
    static func list(_ title: String) -> Template { .list(TemplateSamples.list(title)) }

    /// A tab bar "Artists" | "Favorites" on `profile`, with `titles` pushed as lists.
    static func artists(pushing titles: [String] = [], profile: CarProfile = .unconstrained) throws(NavigationError) -> NavigationStack {
        var stack = try NavigationStack(root: TemplateSamples.tabBar(["Artists", "Favorites"]), profile: profile)
        for title in titles { try stack.push(list(title)) }
        return stack
    }

    /// A list root "Library" with `pushed` on top.
    static func library(_ pushed: [Template] = [], profile: CarProfile = .unconstrained) throws(NavigationError) -> NavigationStack {
        var stack = try NavigationStack(root: list("Library"), profile: profile)
        for template in pushed { try stack.push(template) }
        return stack
    }
}
