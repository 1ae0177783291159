/// Checks templates and stacks against every rule in ``Rules`` for one car, walking once
/// and returning findings in document order.
///
///     let findings = Validator(profile: .limited).validate(template)
///     for finding in findings { print(finding) }
///     // warning list.item-limit "Tracks": 13 items across sections; this car shows the first 12; hidden from section 1 › row 13 on ([AD][H] …)
public struct Validator: Sendable {
    /// The car whose limits and iOS target apply.
    public var profile: CarProfile

    public init(profile: CarProfile) { self.profile = profile }

    /// Findings for `template` shown as the root (so a tab bar is allowed).
    public func validate(_ template: Template) -> [Finding] {
        var run = ValidationRun(profile: profile)
        run.visit(template, at: NodePath.root(of: template), slot: .root)
        return run.findings
    }

    /// Findings for `template` snapshotted on its own, as the car would hold it alone: an
    /// alert or action sheet as presented (its path `presented "Title"`), anything else as
    /// the root. What `expectSnapshot`, catalog entries and `lint` check.
    ///
    ///     Validator(profile: .limited).validateAlone(.alert(clearQueue))   // no modal.pushed
    public func validateAlone(_ template: Template) -> [Finding] {
        guard template.isModal else { return validate(template) }
        var run = ValidationRun(profile: profile)
        run.visit(template, at: NodePath([.presented(template.pathName)]), slot: .presented)
        return run.findings
    }

    /// Findings for a whole stack on this validator's car (not the stack's own profile):
    /// the root, each pushed template (depth, now playing, placement, content), then the
    /// presented one.
    public func validate(_ stack: NavigationStack) -> [Finding] {
        validate(stack.root) + validateAboveRoot(stack)
    }

    /// What ``validate(_:)-(NavigationStack)`` finds above the root: each pushed template,
    /// then the presented one. For callers that validated the same root already (a
    /// navigation explorer visits thousands of stacks over one root).
    public func validateAboveRoot(_ stack: NavigationStack) -> [Finding] {
        var run = ValidationRun(profile: profile)
        var path = stack.basePath
        var shown: [Template] = [stack.rootShown]
        for template in stack.pushed {
            path = path.appending(.template(template.pathName))
            run.visitPushed(template, at: path, onto: shown)
            shown.append(template)
        }
        if let presented = stack.presented {
            run.visit(presented, at: path.appending(.presented(presented.pathName)), slot: .presented)
        }
        return run.findings
    }
}

extension ValidationRun {
    /// A pushed template on top of `shown`: placement, stack rules, depth (reported once, on
    /// the first template past the limit), then content.
    mutating func visitPushed(_ template: Template, at path: NodePath, onto shown: [Template]) {
        report(template.placementProblems(in: .pushed, profile: profile), at: path)
        report(StackProblems.push(template, onto: shown), at: path)
        let depth = shown.count + 1
        if depth - 1 == max(profile.maximumDepth, 1),
            let problem = StackProblems.depth(depth, profile: profile, prospective: false)
        {
            report([problem], at: path)
        }
        visitContent(template, at: path)
    }
}

extension NodePath {
    /// The path of a template shown as the root: `tabs` for a tab bar, else its name.
    static func root(of template: Template) -> NodePath {
        NodePath([.template(template.pathName)])
    }
}
