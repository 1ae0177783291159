#if canImport(CarPlay)
import CarPlay
#else
import CarPlayShim
#endif
import TemplateKitLite

/// The stack as the car reports it, in the app's terms: each CarPlay object the car holds
/// matched to the template it was built from (the shared now playing, which the system
/// may push on its own, as `nowPlaying`). Read only after CarPlay reports a failure or the
/// driver acted during the adapter's calls (`templates` may block on IPC), so the adapter
/// plans again from the truth.
///
///     let picture = CarPicture(objects: objects, controller: ic).read(known: [target, display], nowPlaying: np)
@MainActor struct CarPicture {
    let objects: CarPlayObjects
    let controller: CPInterfaceController

    /// The car's stack; templates the adapter never built end it. `nil` when the car's root
    /// is not one of them (the adapter then sets the root again).
    func read(known pictures: [CarDisplay?], nowPlaying: NowPlayingTemplate? = nil) -> CarDisplay? {
        let stacks = pictures.compactMap { $0?.stack }
        guard let base = stacks.first else { return nil }
        var models: [ObjectIdentifier: Template] = [:]
        for stack in stacks {
            for template in TapActions.templates(in: stack) {
                guard let object = object(for: template) else { continue }
                models[ObjectIdentifier(object)] = models[ObjectIdentifier(object)] ?? template
            }
        }
        let shared = ObjectIdentifier(CPNowPlayingTemplate.shared)
        if models[shared] == nil, let nowPlaying = pictures.compactMap({ $0?.nowPlaying }).first ?? nowPlaying {
            models[shared] = .nowPlaying(nowPlaying)
        }
        guard case let rootObject = controller.rootTemplate, var root = models[ObjectIdentifier(rootObject)] else { return nil }
        if case .tabBar(var bar) = root, let tabs = rootObject as? CPTabBarTemplate,
           let selected = tabs.selectedTemplate, let index = tabs.templates.firstIndex(where: { $0 === selected }) {
            bar.selectedIndex = index
            root = .tabBar(bar)
        }
        var pushed: [Template] = []
        for object in controller.templates.dropFirst() {
            guard let model = models[ObjectIdentifier(object)] else { break }
            pushed.append(model)
        }
        let presented = controller.presentedTemplate.flatMap { models[ObjectIdentifier($0)] }
        var stack = NavigationStack(unchecked: root, pushed: pushed, presented: presented, profile: base.profile)
        stack.keepTabStacks(base.tabStacks)
        let old = pictures.compactMap { $0 }.first
        return CarDisplay(stack: stack, progressSentAt: old?.progressSentAt ?? [:], nowPlaying: old?.nowPlaying)
    }

    func object(for template: Template) -> CPTemplate? {
        if case .nowPlaying = template { return CPNowPlayingTemplate.shared }
        return objects.templates[template.identity]
    }
}
