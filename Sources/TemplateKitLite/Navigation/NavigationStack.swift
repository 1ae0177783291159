/// A CarPlay navigation stack as a value: a root, pushed templates and at most one
/// presented template, on one car. Transitions (`push`, `pop`, `present`, …) refuse
/// whatever CarPlay would throw on, with a ``NavigationError`` naming the limit and the path.
///
///     var stack = try NavigationStack(root: .tabBar(tabs), profile: .unconstrained)
///     try stack.push(.list(years))       // depth 2
///     try stack.present(.alert(clear))   // modal over "Years"
///
/// Depth counts the root: the root (or, under a tab bar, the selected tab's template) is
/// depth 1, so on a depth-5 car four pushes fill the stack.
public struct NavigationStack: Sendable, Hashable {
    public internal(set) var root: Template
    /// Pushed templates, bottom → top.
    public internal(set) var pushed: [Template]
    public internal(set) var presented: Template?
    /// The pushed stacks of the tabs not selected, by tab index: CarPlay keeps each tab's
    /// stack while another tab is shown, and shows it again when the tab is selected.
    public internal(set) var tabStacks: [Int: [Template]] = [:]
    /// The car whose limits the transitions enforce.
    public internal(set) var profile: CarProfile

    /// A stack showing `root`; refused if CarPlay would refuse it as the root (unsupported
    /// or modal templates, too many tabs, a tab holding now playing, a bad selected tab…).
    public init(root: Template, profile: CarProfile = .unconstrained) throws(NavigationError) {
        let path = NodePath.root(of: root)
        if let problem = Self.rootProblems(root, profile: profile).first {
            throw .refused("set root \(root.pathName)", problem, at: path)
        }
        self.init(unchecked: root, profile: profile)
    }

    /// A stack exactly as given, without any check: for describing a stack that came from
    /// elsewhere, so that ``Validator/validate(_:)-(NavigationStack)`` can report what
    /// CarPlay would refuse.
    public init(
        unchecked root: Template, pushed: [Template] = [], presented: Template? = nil,
        profile: CarProfile = .unconstrained
    ) {
        self.root = root
        self.pushed = pushed
        self.presented = presented
        self.profile = profile
    }

    /// Templates deep, counting the root: `1 + pushed.count`.
    public var depth: Int { 1 + pushed.count }

    /// What the car shows on top: the presented template, else the top pushed one, else
    /// the root (a tab bar root shows its selected tab).
    public var visible: Template { presented ?? pushed.last ?? root }

    /// The selected tab's index when the root is a tab bar.
    public var selectedTab: Int? {
        if case .tabBar(let tabBar) = root { tabBar.selectedIndex } else { nil }
    }

    /// The path of what the car shows, e.g. `tabs[0] › "Artists" › "Years"`.
    public var path: NodePath {
        var path = pushed.reduce(basePath) { $0.appending(.template($1.pathName)) }
        if let presented { path = path.appending(.presented(presented.pathName)) }
        return path
    }
}
