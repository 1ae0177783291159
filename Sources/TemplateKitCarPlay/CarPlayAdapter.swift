#if canImport(CarPlay)
import CarPlay
#else
import CarPlayShim
#endif
import Foundation
import TemplateKitLite

/// Drives one connected car: owns the `CPInterfaceController`, reconciles each new stack
/// against what the car shows, applies the operations to CarPlay objects kept by
/// identity, sends taps to the app as ``Action`` values (then calls CarPlay's completion),
/// and follows what the system does on its own (Back, now playing, tab taps).
///
///     let adapter = CarPlayAdapter(interfaceController: controller) { action in store.send(action) }
///     adapter.show(stack, now: clock.seconds)      // on every state change
@MainActor public final class CarPlayAdapter: NSObject {
    public let interfaceController: CPInterfaceController
    public let reconciler: Reconciler
    /// What the car shows; `nil` before the first ``show(_:now:)``.
    public internal(set) var display: CarDisplay?
    /// Every operation applied, in order (what the car was asked to do).
    public private(set) var applied: [CarPlayOperation] = []
    /// CarPlay's failures reported through completions (the adapter always passes one, so
    /// a failure is an error here, never an exception), e.g. a pop with nothing to pop.
    public internal(set) var failures: [String] = []
    /// Taps, as the values the templates carry.
    public var onAction: (Action) -> Void
    /// What the system did on its own, already applied to ``display``.
    public var onSystemEvent: (NavigationStack.SystemEvent) -> Void = { _ in }

    var objects: CarPlayObjects!
    /// Tap keys (see ``RowTarget/key``) to the actions the shown templates carry now.
    var actions: [String: Action] = [:]

    public init(
        interfaceController: CPInterfaceController, images: any ImageLoader = BundleImageLoader(),
        reconciler: Reconciler = Reconciler(), onAction: @escaping (Action) -> Void
    ) {
        self.interfaceController = interfaceController
        self.reconciler = reconciler
        self.onAction = onAction
        super.init()
        objects = CarPlayObjects(images: images) { [weak self] key in self?.select(key) }
        objects.tabBarDelegate = self
        interfaceController.delegate = self
        CPNowPlayingTemplate.shared.add(self)
    }

    /// Makes the car show `stack` (and configures the shared now playing as `nowPlaying`,
    /// shown or not): reconciles, applies, and returns the operations applied.
    @discardableResult
    public func show(_ stack: NavigationStack, now: Double, nowPlaying: NowPlayingTemplate? = nil) -> [CarPlayOperation] {
        let result = reconciler.reconcile(display, to: stack, now: now, nowPlaying: nowPlaying)
        display = result.display  // first, so delegate callbacks during the calls see the new picture
        actions = TapActions.collect(result.display.stack)
        for operation in result.operations { apply(operation) }
        objects.forget(keeping: TapActions.templates(in: result.display.stack).map(\.identity))
        objects.startRemoteLoads()
        applied += result.operations
        return result.operations
    }

    /// How many CarPlay objects the adapter keeps by identity (templates and rows the car holds).
    public var objectCount: Int { objects.count }

    /// A tap on the part with this key: the action it carries now goes to the app.
    func select(_ key: String) {
        guard let action = actions[key] else { return }
        onAction(action)
    }

    /// The completion every call passes: failures are recorded, never raised.
    func completion(_ call: String) -> (Bool, (any Error)?) -> Void {
        { [weak self] success, error in
            guard !success, let error else { return }
            MainActor.assumeIsolated { self?.failures.append("\(call): \(error.localizedDescription)") }
        }
    }
}
