extension NavigationStack {
    /// Pushes `template` on top. Refused for unsupported or modal templates, a tab bar,
    /// now playing twice, anything but a list on top of now playing, and depth over the
    /// car's limit (counting the root).
    public mutating func push(_ template: Template) throws(NavigationError) {
        var problems = template.placementProblems(in: .pushed, profile: profile)
        problems += StackProblems.push(template, onto: shown)
        if let deep = StackProblems.depth(depth + 1, profile: profile, prospective: true) {
            problems.append(deep)
        }
        if let problem = problems.first(where: { $0.rule.severity == .error }) {
            throw .refused("push \(template.pathName)", problem, at: path)
        }
        pushed.append(template)
    }

    /// Pops the top pushed template. Refused at the root, which cannot be popped.
    public mutating func pop() throws(NavigationError) {
        guard !pushed.isEmpty else {
            throw .refused("pop", because: "nothing is pushed and the root cannot be popped", at: path)
        }
        pushed.removeLast()
    }

    /// Pops every pushed template. Refused at the root, as CarPlay refuses it ("No templates
    /// were available to be popped.", an exception without a completion block).
    public mutating func popToRoot() throws(NavigationError) {
        guard !pushed.isEmpty else {
            throw .refused("popToRoot", Problem(Rules.stackPopToRootAtRoot, "nothing is pushed"), at: path)
        }
        pushed.removeAll()
    }

    /// Pops down to the pushed template with this identity (see ``Template/identity``), as
    /// `pop(to:)` does. Refused when no pushed template below the top has it.
    public mutating func pop(to identity: String) throws(NavigationError) {
        guard let index = pushed.dropLast().lastIndex(where: { $0.identity == identity }) else {
            throw .refused("popTo \(identity)", because: "no template below the top has that identity", at: path)
        }
        pushed.removeSubrange((index + 1)...)
    }

    /// Presents `template` modally. Refused for anything but an alert or an action sheet
    /// (iOS 17+), for unsupported templates, and while something is presented.
    public mutating func present(_ template: Template) throws(NavigationError) {
        var problems = template.placementProblems(in: .presented, profile: profile)
        if let busy = StackProblems.present(over: presented) { problems.append(busy) }
        if let problem = problems.first(where: { $0.rule.severity == .error }) {
            throw .refused("present \(template.pathName)", problem, at: path)
        }
        presented = template
    }

    /// Dismisses the presented template. Refused when nothing is presented.
    public mutating func dismiss() throws(NavigationError) {
        guard presented != nil else {
            throw .refused("dismiss", because: "nothing is presented", at: path)
        }
        presented = nil
    }
}
