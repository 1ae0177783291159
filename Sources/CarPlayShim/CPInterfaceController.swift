import Foundation

/// `CPInterfaceControllerDelegate` (12.0); every member optional (empty defaults here).
@MainActor public protocol CPInterfaceControllerDelegate: NSObjectProtocol {
    func templateWillAppear(_ aTemplate: CPTemplate, animated: Bool)
    func templateDidAppear(_ aTemplate: CPTemplate, animated: Bool)
    func templateWillDisappear(_ aTemplate: CPTemplate, animated: Bool)
    func templateDidDisappear(_ aTemplate: CPTemplate, animated: Bool)
}

extension CPInterfaceControllerDelegate {
    public func templateWillAppear(_ aTemplate: CPTemplate, animated: Bool) {}
    public func templateDidAppear(_ aTemplate: CPTemplate, animated: Bool) {}
    public func templateWillDisappear(_ aTemplate: CPTemplate, animated: Bool) {}
    public func templateDidDisappear(_ aTemplate: CPTemplate, animated: Bool) {}
}

/// `CPInterfaceController` (12.0) as CarPlay behaves where it matters: pushes past the depth
/// limit raise even with a completion; failures without a completion raise; with one, the
/// completion gets `(false, error)`. Every call is recorded in ``CPShim/calls``.
@MainActor open class CPInterfaceController: NSObject {
    open weak var delegate: (any CPInterfaceControllerDelegate)?
    open var prefersDarkUserInterfaceStyle = false
    public let carTraitCollection = UITraitCollection()

    private var root: CPTemplate?
    /// Pushed templates per stack: one stack, or one per tab under a tab bar (by tab root).
    private var stacks: [ObjectIdentifier: [CPTemplate]] = [:]
    public private(set) var presentedTemplate: CPTemplate?

    /// Shim only: a controller as CarPlay hands it to the scene delegate.
    public init(shim: Void) { super.init() }

    open var rootTemplate: CPTemplate { root ?? CPTemplate() }
    open var topTemplate: CPTemplate? { pushed.last ?? stackRoot }
    /// The shown stack: the root (under a tab bar, the selected tab's root) and what is pushed on it.
    open var templates: [CPTemplate] { (stackRoot.map { [$0] } ?? []) + pushed }

    private var stackRoot: CPTemplate? { (root as? CPTabBarTemplate)?.selectedTemplate ?? root }
    private var stackKey: ObjectIdentifier? { stackRoot.map(ObjectIdentifier.init) }
    private var pushed: [CPTemplate] {
        get { stackKey.flatMap { stacks[$0] } ?? [] }
        set { if let stackKey { stacks[stackKey] = newValue } }
    }

    public typealias Completion = (Bool, (any Error)?) -> Void

    open func setRootTemplate(_ rootTemplate: CPTemplate, animated: Bool, completion: Completion? = nil) {
        CPShim.record("setRootTemplate(\(rootTemplate.shimDescription), animated: \(animated))")
        guard !(rootTemplate is CPAlertTemplate || rootTemplate is CPActionSheetTemplate) else {
            return fail(completion, "NSInvalidArgumentException", "Unsupported object \(rootTemplate.shimDescription) passed to setRootTemplate:animated:completion:")
        }
        root = rootTemplate
        stacks = [:]
        rootTemplate.shimShow()
        completion?(true, nil)
    }

    open func pushTemplate(_ templateToPush: CPTemplate, animated: Bool, completion: Completion? = nil) {
        CPShim.record("pushTemplate(\(templateToPush.shimDescription), animated: \(animated))")
        if templates.count + 1 > CPShim.maximumDepth {
            // Raised even through the completion-based push [DG][O].
            return CPShim.raise("NSGenericException", "Application exceeded the hierarchy depth limit")
        }
        if templateToPush is CPTabBarTemplate || templateToPush is CPAlertTemplate || templateToPush is CPActionSheetTemplate {
            return fail(completion, "NSInvalidArgumentException", "Unsupported object \(templateToPush.shimDescription) passed to pushTemplate:animated:completion:")
        }
        if templates.contains(where: { $0 === templateToPush }) {
            return fail(completion, "NSInvalidArgumentException", "Pushing the same template instance more than once is not supported.")
        }
        let previous = topTemplate
        pushed.append(templateToPush)
        templateToPush.shimShow()
        previous.map { delegate?.templateDidDisappear($0, animated: animated) }
        delegate?.templateDidAppear(templateToPush, animated: animated)
        completion?(true, nil)
    }

    open func popTemplate(animated: Bool, completion: Completion? = nil) {
        CPShim.record("popTemplate(animated: \(animated))")
        guard let top = pushed.last else { return failNothingToPop(completion) }
        pushed.removeLast()
        disappeared([top], animated: animated)
        completion?(true, nil)
    }

    open func popToRootTemplate(animated: Bool, completion: Completion? = nil) {
        CPShim.record("popToRootTemplate(animated: \(animated))")
        guard !pushed.isEmpty else { return failNothingToPop(completion) }
        let gone = pushed
        pushed = []
        disappeared(gone, animated: animated)
        completion?(true, nil)
    }

    open func pop(to targetTemplate: CPTemplate, animated: Bool, completion: Completion? = nil) {
        CPShim.record("pop(to: \(targetTemplate.shimDescription), animated: \(animated))")
        guard let index = templates.dropLast().firstIndex(where: { $0 === targetTemplate }) else {
            return fail(completion, "NSInternalInconsistencyException", "The target template is not in the navigation hierarchy.")
        }
        let gone = Array(templates[(index + 1)...])
        pushed = Array(templates[1...index])
        disappeared(gone, animated: animated)
        completion?(true, nil)
    }

    open func presentTemplate(_ templateToPresent: CPTemplate, animated: Bool, completion: Completion? = nil) {
        CPShim.record("presentTemplate(\(templateToPresent.shimDescription), animated: \(animated))")
        guard templateToPresent is CPAlertTemplate || templateToPresent is CPActionSheetTemplate else {
            return fail(completion, "NSInvalidArgumentException", "Unsupported object \(templateToPresent.shimDescription) passed to presentTemplate:animated:completion:")
        }
        guard presentedTemplate == nil else {
            return fail(completion, "NSInternalInconsistencyException", "Only one template may be presented at a time.")
        }
        presentedTemplate = templateToPresent
        templateToPresent.shimShow()
        completion?(true, nil)
    }

    open func dismissTemplate(animated: Bool, completion: Completion? = nil) {
        CPShim.record("dismissTemplate(animated: \(animated))")
        presentedTemplate = nil  // no effect when nothing is presented
        completion?(presentedTemplate == nil, nil)
    }

    /// Shim only: the driver taps Back on the top template.
    public func shimDriverTapsBack() {
        guard let top = pushed.last else { return }
        pushed.removeLast()
        disappeared([top], animated: true)
    }

    /// Shim only: the system shows now playing on its own (its button, the home screen).
    public func shimSystemShowsNowPlaying() {
        let nowPlaying = CPNowPlayingTemplate.shared
        pushed.removeAll { $0 === nowPlaying }
        pushed.append(nowPlaying)
        nowPlaying.shimShow()
        delegate?.templateDidAppear(nowPlaying, animated: true)
    }

    private func disappeared(_ gone: [CPTemplate], animated: Bool) {
        for template in gone.reversed() { delegate?.templateDidDisappear(template, animated: animated) }
        topTemplate.map { delegate?.templateDidAppear($0, animated: animated) }
    }

    private func failNothingToPop(_ completion: Completion?) {
        fail(completion, "NSGenericException", "No templates were available to be popped.", code: -1)
    }

    /// CarPlay's failure: the completion gets `(false, error)`; without one, an exception.
    private func fail(_ completion: Completion?, _ exception: String, _ reason: String, code: Int = 0) {
        guard let completion else {
            return CPShim.raise(exception, "An error was encountered during a template operation, but no completion block was specified: \(reason)")
        }
        completion(false, NSError(domain: CarPlayErrorDomain, code: code, userInfo: [NSLocalizedDescriptionKey: reason]))
    }
}

extension CPInterfaceController {
    // The async forms CarPlay's Swift interface imports for the completion methods.
    public func setRootTemplate(_ rootTemplate: CPTemplate, animated: Bool) async throws -> Bool {
        try await Self.awaiting { setRootTemplate(rootTemplate, animated: animated, completion: $0) }
    }
    public func pushTemplate(_ templateToPush: CPTemplate, animated: Bool) async throws -> Bool {
        try await Self.awaiting { pushTemplate(templateToPush, animated: animated, completion: $0) }
    }
    public func popTemplate(animated: Bool) async throws -> Bool {
        try await Self.awaiting { popTemplate(animated: animated, completion: $0) }
    }
    public func popToRootTemplate(animated: Bool) async throws -> Bool {
        try await Self.awaiting { popToRootTemplate(animated: animated, completion: $0) }
    }
    public func pop(to targetTemplate: CPTemplate, animated: Bool) async throws -> Bool {
        try await Self.awaiting { pop(to: targetTemplate, animated: animated, completion: $0) }
    }
    public func presentTemplate(_ templateToPresent: CPTemplate, animated: Bool) async throws -> Bool {
        try await Self.awaiting { presentTemplate(templateToPresent, animated: animated, completion: $0) }
    }
    public func dismissTemplate(animated: Bool) async throws -> Bool {
        try await Self.awaiting { dismissTemplate(animated: animated, completion: $0) }
    }

    private static func awaiting(_ call: (@escaping Completion) -> Void) async throws -> Bool {
        var outcome: (Bool, (any Error)?)? = nil
        call { outcome = ($0, $1) }
        guard let (success, error) = outcome else { return false }
        if let error { throw error }
        return success
    }
}

/// `CPWindow` (13.0): navigation apps draw in it; audio apps never do.
@MainActor open class CPWindow: UIWindow {}

/// `CPTemplateApplicationSceneDelegate` (13.0); every member optional (empty defaults here).
@MainActor public protocol CPTemplateApplicationSceneDelegate: UISceneDelegate {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene,
                                  didConnect interfaceController: CPInterfaceController)
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene,
                                  didDisconnectInterfaceController interfaceController: CPInterfaceController)
}

extension CPTemplateApplicationSceneDelegate {
    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene,
                                         didConnect interfaceController: CPInterfaceController) {}
    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene,
                                         didDisconnectInterfaceController interfaceController: CPInterfaceController) {}
}

/// `CPTemplateApplicationScene` (13.0).
@MainActor open class CPTemplateApplicationScene: UIScene {
    open var delegate: (any CPTemplateApplicationSceneDelegate)?
    public let interfaceController: CPInterfaceController
    public let carWindow = CPWindow()
    open var contentStyle: UIUserInterfaceStyle = .unspecified

    /// Shim only: the scene CarPlay creates when the car connects.
    public init(shim: Void) {
        interfaceController = CPInterfaceController(shim: ())
        super.init()
    }

    /// Shim only: the car connects (`didConnect`), then later disconnects.
    public func shimConnect() { delegate?.templateApplicationScene(self, didConnect: interfaceController) }
    public func shimDisconnect() { delegate?.templateApplicationScene(self, didDisconnectInterfaceController: interfaceController) }
}
