import TemplateKitLite

/// The stack the navigation calls made so far leave on the car, before CarPlay answers
/// them: what a driver's tab tap during the calls leaves on the tab it left (CarPlay does
/// not report another tab's stack).
///
///     made = CallsMade.after(.pushTemplate(c), on: made)   // … › C
enum CallsMade {
    /// `stack` after `operation`; calls that change no navigation leave it as it is.
    static func after(_ operation: CarPlayOperation, on stack: NavigationStack?, profile: CarProfile) -> NavigationStack? {
        if case .setRootTemplate(let root) = operation { return NavigationStack(unchecked: root, profile: profile) }
        guard var stack else { return nil }
        var pushed = stack.pushed
        var presented = stack.presented
        switch operation {
        case .pushTemplate(let template): pushed.append(template)
        case .popTemplate: _ = pushed.popLast()
        case .popToRootTemplate: pushed = []
        case .popToTemplate(let identity):
            pushed = Array(pushed.prefix { $0.identity != identity }) + pushed.filter { $0.identity == identity }.prefix(1)
        case .presentTemplate(let template): presented = template
        case .dismissTemplate: presented = nil
        case .selectTemplate(let index):
            try? stack.selectTab(index)
            return stack
        default: return stack
        }
        var next = NavigationStack(unchecked: stack.root, pushed: pushed, presented: presented, profile: stack.profile)
        next.keepTabStacks(stack.tabStacks)
        return next
    }
}
