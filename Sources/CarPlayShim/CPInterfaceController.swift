import Foundation

#if CARPLAY_SHIM_XCODE16
/// `CPInterfaceControllerDelegate` as the Xcode 16 SDK declared it: not main-actor. Built
/// only with `-DCARPLAY_SHIM_XCODE16`, to check that the adapter compiles against both SDKs.
public protocol CPInterfaceControllerDelegate: NSObjectProtocol {
    func templateWillAppear(_ aTemplate: CPTemplate, animated: Bool)
    func templateDidAppear(_ aTemplate: CPTemplate, animated: Bool)
    func templateWillDisappear(_ aTemplate: CPTemplate, animated: Bool)
    func templateDidDisappear(_ aTemplate: CPTemplate, animated: Bool)
}
#else
/// `CPInterfaceControllerDelegate` (12.0); every member optional (empty defaults here).
/// Main-actor in the Xcode 26 SDK.
@MainActor public protocol CPInterfaceControllerDelegate: NSObjectProtocol {
    func templateWillAppear(_ aTemplate: CPTemplate, animated: Bool)
    func templateDidAppear(_ aTemplate: CPTemplate, animated: Bool)
    func templateWillDisappear(_ aTemplate: CPTemplate, animated: Bool)
    func templateDidDisappear(_ aTemplate: CPTemplate, animated: Bool)
}
#endif

extension CPInterfaceControllerDelegate {
    public func templateWillAppear(_ aTemplate: CPTemplate, animated: Bool) {}
    public func templateDidAppear(_ aTemplate: CPTemplate, animated: Bool) {}
    public func templateWillDisappear(_ aTemplate: CPTemplate, animated: Bool) {}
    public func templateDidDisappear(_ aTemplate: CPTemplate, animated: Bool) {}
}

/// `CPInterfaceController` (12.0) as CarPlay behaves where it matters. The host applies each
/// call in order (so `templates` reads the new stack at once), but answers later: the
/// completion and the four appear/disappear callbacks arrive on a later main-actor turn
/// (``CPShim/drain()``). Pushes past the depth limit raise even with a completion; other
/// failures give the completion `(false, error)`, or raise (later) without one.
@MainActor open class CPInterfaceController: NSObject {
    open weak var delegate: (any CPInterfaceControllerDelegate)?
    open var prefersDarkUserInterfaceStyle = false
    open var carTraitCollection: UITraitCollection { traits }

    private let traits = UITraitCollection()
    var root: CPTemplate?
    /// Pushed templates per stack: one stack, or one per tab under a tab bar (by tab root).
    private var stacks: [ObjectIdentifier: [CPTemplate]] = [:]
    private var presented: CPTemplate?

    /// Shim only: a controller as CarPlay hands it to the scene delegate.
    public init(shim: Void) { super.init() }

    open var rootTemplate: CPTemplate { root ?? CPTemplate() }
    open var topTemplate: CPTemplate? { pushed.last ?? stackRoot }
    /// The shown stack: the root (under a tab bar, the selected tab's root) and what is pushed on it.
    open var templates: [CPTemplate] { (stackRoot.map { [$0] } ?? []) + pushed }
    open var presentedTemplate: CPTemplate? { presented }

    private var stackRoot: CPTemplate? { (root as? CPTabBarTemplate)?.shimHostSelected ?? root }
    private var stackKey: ObjectIdentifier? { stackRoot.map(ObjectIdentifier.init) }
    private var pushed: [CPTemplate] {
        get { stackKey.flatMap { stacks[$0] } ?? [] }
        set { if let stackKey { stacks[stackKey] = newValue } }
    }

    open func setRootTemplate(_ rootTemplate: CPTemplate, animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {
        CPShim.record("setRootTemplate(\(rootTemplate.shimDescription), animated: \(animated))")
        guard !(rootTemplate is CPAlertTemplate || rootTemplate is CPActionSheetTemplate) else {
            return fail(completion, "NSInvalidArgumentException", "Unsupported object \(rootTemplate.shimDescription) passed to setRootTemplate:animated:completion:")
        }
        let previous = topTemplate
        root = rootTemplate
        stacks = [:]
        (rootTemplate as? CPTabBarTemplate)?.controller = self
        rootTemplate.shimShow()
        transition(from: previous.map { [$0] } ?? [], to: rootTemplate, animated: animated, completion)
    }

    open func pushTemplate(_ templateToPush: CPTemplate, animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {
        CPShim.record("pushTemplate(\(templateToPush.shimDescription), animated: \(animated))")
        push(templateToPush, animated: animated, completion: completion)
    }

    /// A push as the host makes it, for the app's call and the system's own push alike.
    private func push(_ templateToPush: CPTemplate, animated: Bool, completion: ((Bool, (any Error)?) -> Void)?) {
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
        if topTemplate is CPNowPlayingTemplate, !(templateToPush is CPListTemplate) {
            // "Only a list template may be pushed on top of now playing" [DG].
            return fail(completion, "NSInvalidArgumentException", "Only a CPListTemplate may be pushed on top of the now playing template.")
        }
        let previous = topTemplate
        pushed.append(templateToPush)
        templateToPush.shimShow()
        transition(from: previous.map { [$0] } ?? [], to: templateToPush, animated: animated, completion)
    }

    open func popTemplate(animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {
        CPShim.record("popTemplate(animated: \(animated))")
        guard let top = pushed.last else { return failNothingToPop(completion) }
        pushed.removeLast()
        transition(from: [top], to: topTemplate, animated: animated, completion)
    }

    open func popToRootTemplate(animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {
        CPShim.record("popToRootTemplate(animated: \(animated))")
        guard !pushed.isEmpty else { return failNothingToPop(completion) }
        let gone = pushed
        pushed = []
        transition(from: gone.reversed(), to: topTemplate, animated: animated, completion)
    }

    open func pop(to targetTemplate: CPTemplate, animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {
        CPShim.record("pop(to: \(targetTemplate.shimDescription), animated: \(animated))")
        guard let index = templates.dropLast().firstIndex(where: { $0 === targetTemplate }) else {
            return fail(completion, "NSInternalInconsistencyException", "The target template is not in the navigation hierarchy.")
        }
        let gone = Array(templates[(index + 1)...])
        pushed = Array(templates[1...index])
        transition(from: gone.reversed(), to: topTemplate, animated: animated, completion)
    }

    open func presentTemplate(_ templateToPresent: CPTemplate, animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {
        CPShim.record("presentTemplate(\(templateToPresent.shimDescription), animated: \(animated))")
        guard templateToPresent is CPAlertTemplate || templateToPresent is CPActionSheetTemplate else {
            return fail(completion, "NSInvalidArgumentException", "Unsupported object \(templateToPresent.shimDescription) passed to presentTemplate:animated:completion:")
        }
        guard presented == nil else {
            return fail(completion, "NSInternalInconsistencyException", "Only one template may be presented at a time.")
        }
        presented = templateToPresent
        templateToPresent.shimShow()
        transition(from: [], to: templateToPresent, animated: animated, completion)
    }

    /// No effect when nothing is presented: the completion then reports `false`, no error.
    open func dismissTemplate(animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {
        CPShim.record("dismissTemplate(animated: \(animated))")
        guard let gone = presented else {
            return CPShim.later { completion?(false, nil) }
        }
        presented = nil
        transition(from: [gone], to: nil, animated: animated, completion)
    }

    /// Shim only: the driver taps Back on the top template; the callbacks follow later.
    public func shimDriverTapsBack() {
        guard let top = pushed.last else { return }
        pushed.removeLast()
        transition(from: [top], to: topTemplate, animated: true, nil)
    }

    /// Shim only: the system shows now playing on its own (its button, the home screen),
    /// through the app's own push path [DEC], so a full stack raises. Recorded as
    /// `system: push(CPNowPlayingTemplate.shared)`, never as the app's `pushTemplate`.
    public func shimSystemShowsNowPlaying() {
        let nowPlaying = CPNowPlayingTemplate.shared
        guard topTemplate !== nowPlaying else { return }
        CPShim.record("system: push(\(nowPlaying.shimDescription))")
        if templates.contains(where: { $0 === nowPlaying }) {
            return CPShim.raise("NSInvalidArgumentException", "Pushing the same template instance more than once is not supported.")
        }
        push(nowPlaying, animated: true) { _, _ in }
    }

    /// Shim only: the driver switches tabs (``CPTabBarTemplate/shimDriverSelects(_:)``).
    func tabSwitched(from oldTop: CPTemplate?) {
        transition(from: oldTop.map { [$0] } ?? [], to: topTemplate, animated: false, nil)
    }

    /// The host's answer on a later turn: will-disappear / will-appear, did-disappear /
    /// did-appear, then the completion.
    private func transition(from gone: [CPTemplate], to shown: CPTemplate?, animated: Bool,
                            _ completion: ((Bool, (any Error)?) -> Void)?) {
        CPShim.later { [weak self] in
            let delegate = self?.delegate
            for template in gone { delegate?.templateWillDisappear(template, animated: animated) }
            shown.map { delegate?.templateWillAppear($0, animated: animated) }
            for template in gone { delegate?.templateDidDisappear(template, animated: animated) }
            shown.map { delegate?.templateDidAppear($0, animated: animated) }
            completion?(true, nil)
        }
    }

    private func failNothingToPop(_ completion: ((Bool, (any Error)?) -> Void)?) {
        fail(completion, "NSGenericException", "No templates were available to be popped.", code: -1)
    }

    /// CarPlay's failure, answered later: the completion gets `(false, error)`; without one,
    /// an exception raised from that later turn [DEC].
    private func fail(_ completion: ((Bool, (any Error)?) -> Void)?, _ exception: String, _ reason: String, code: Int = 0) {
        guard let completion else {
            return CPShim.later {
                CPShim.raise(exception, "An error was encountered during a template operation, but no completion block was specified: \(reason)")
            }
        }
        let error = NSError(domain: CarPlayErrorDomain, code: code, userInfo: [NSLocalizedDescriptionKey: reason])
        CPShim.later { completion(false, error) }
    }
}

extension CPInterfaceController {
    // The async forms CarPlay's Swift interface imports for the completion methods.
    public func setRootTemplate(_ rootTemplate: CPTemplate, animated: Bool) async throws -> Bool {
        try await withCheckedThrowingContinuation { answer in setRootTemplate(rootTemplate, animated: animated) { answer.resume(with: Self.result($0, $1)) } }
    }
    public func pushTemplate(_ templateToPush: CPTemplate, animated: Bool) async throws -> Bool {
        try await withCheckedThrowingContinuation { answer in pushTemplate(templateToPush, animated: animated) { answer.resume(with: Self.result($0, $1)) } }
    }
    public func popTemplate(animated: Bool) async throws -> Bool {
        try await withCheckedThrowingContinuation { answer in popTemplate(animated: animated) { answer.resume(with: Self.result($0, $1)) } }
    }
    public func popToRootTemplate(animated: Bool) async throws -> Bool {
        try await withCheckedThrowingContinuation { answer in popToRootTemplate(animated: animated) { answer.resume(with: Self.result($0, $1)) } }
    }
    public func pop(to targetTemplate: CPTemplate, animated: Bool) async throws -> Bool {
        try await withCheckedThrowingContinuation { answer in pop(to: targetTemplate, animated: animated) { answer.resume(with: Self.result($0, $1)) } }
    }
    public func presentTemplate(_ templateToPresent: CPTemplate, animated: Bool) async throws -> Bool {
        try await withCheckedThrowingContinuation { answer in presentTemplate(templateToPresent, animated: animated) { answer.resume(with: Self.result($0, $1)) } }
    }
    public func dismissTemplate(animated: Bool) async throws -> Bool {
        try await withCheckedThrowingContinuation { answer in dismissTemplate(animated: animated) { answer.resume(with: Self.result($0, $1)) } }
    }

    private nonisolated static func result(_ success: Bool, _ error: (any Error)?) -> Result<Bool, any Error> {
        error.map { .failure($0) } ?? .success(success)
    }
}

/// `CPWindow` (13.0): navigation apps draw in it; audio apps never do.
@MainActor open class CPWindow: UIWindow {}
