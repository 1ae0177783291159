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
/// Navigation calls go out one at a time: each push, pop, present or dismiss waits for
/// CarPlay's completion before the next call; a failure rebuilds the picture from what the
/// car reports and reconciles again. A stack CarPlay would raise for is refused (logged in
/// ``refusals``) and the car keeps what it shows.
///
///     let adapter = CarPlayAdapter(interfaceController: controller) { action in store.send(action) }
///     adapter.show(stack, now: clock.seconds)      // on every state change
@MainActor public final class CarPlayAdapter: NSObject {
    public let interfaceController: CPInterfaceController
    public let reconciler: Reconciler
    /// What the car shows once every call made so far has been answered; `nil` before the
    /// first ``show(_:now:nowPlaying:)``.
    public internal(set) var display: CarDisplay?
    /// The last ``historyLimit`` operations made, in order (what the car was asked to do);
    /// planned calls dropped after a failure are not in it.
    public internal(set) var applied: [CarPlayOperation] = []
    /// What happened at the car, one line each (the last ``historyLimit``): every call made
    /// (as ``OperationLog`` spells it), every failure CarPlay answered, every stack refused.
    public internal(set) var journal: [String] = []
    /// CarPlay's failures reported through completions (the adapter always passes one, so
    /// a failure is an error here, never an exception), e.g. a pop with nothing to pop; the
    /// last ``historyLimit``.
    public internal(set) var failures: [String] = []
    /// Stacks not shown because CarPlay would have raised for them, and why; the last ``historyLimit``.
    public internal(set) var refusals: [String] = []
    /// How many entries ``applied``, ``journal``, ``failures`` and ``refusals`` each keep: a
    /// drive of hours in a background audio app keeps the last ones, for tests and diagnostics.
    public let historyLimit: Int
    /// The default ``historyLimit``.
    public static let defaultHistoryLimit = 256
    /// The default byte budget of the remote images kept for one car (16 MiB decoded: about
    /// 55 row images of 90 × 90 points at 3×); past it the least recently shown are let go.
    public static let defaultImageByteBudget = 16 << 20
    /// Taps, as the values the templates carry.
    public var onAction: (Action) -> Void
    /// What the system did on its own, already applied to ``display``; delivered on a
    /// later turn than the call that caused it, never from inside ``show(_:now:nowPlaying:)``.
    /// A Back, a tab or now playing while the adapter's calls are in flight arrives once they
    /// are answered, as one `.carShows(stack)` with the stack CarPlay reports (the calls still
    /// queued for the old picture are dropped): apply it to the app's stack, or the app's next
    /// render takes the driver back to where they left.
    public var onSystemEvent: (NavigationStack.SystemEvent) -> Void = { _ in }

    var objects: CarPlayObjects!
    /// What the car will show once the queued calls are answered.
    var target: CarDisplay?
    /// Calls not yet made, each with whether it animates (connect-time pushes do not).
    var queue: [(operation: CarPlayOperation, animated: Bool)] = []
    /// The navigation call made and not yet answered.
    var awaiting: CarPlayOperation?
    /// The last stack asked for, to reconcile again after a failure.
    var wanted: (stack: NavigationStack, now: Double, nowPlaying: NowPlayingTemplate?)?
    /// Whether the calls in the queue were planned again after a failure (one retry).
    var retrying = false
    /// Templates CarPlay said appeared while calls were in flight, and how many of those
    /// the adapter's own calls account for: one more is the driver's (see ``followCar()``).
    var appearancesWhileBusy = 0
    var ownAppearances = 0
    /// The driver or the system changed the car while calls were in flight (a Back, a tab,
    /// now playing): the queued calls were dropped, and the car is read once they are answered.
    var driverActed = false
    /// The stack the calls made so far leave on the car (``CallsMade``).
    var made: NavigationStack?
    /// Inside ``show(_:now:nowPlaying:)``: system events wait until it returns.
    var isShowing = false
    var heldEvents: [NavigationStack.SystemEvent] = []
    /// Tap keys to actions, rebuilt from the picture on the first tap after a change.
    var tapActions: [String: Action]?
    /// `false` after ``disconnect()``: taps, loads and callbacks do nothing.
    public internal(set) var isConnected = true
    /// The now playing configured from the app's state (``configureNowPlaying(_:)``) and its
    /// taps, which reach ``onAction`` whether or not the app's stack holds it.
    var configuredNowPlaying: NowPlayingTemplate?
    /// How the shared now playing was last configured by this adapter's calls.
    var appliedNowPlaying: NowPlayingTemplate?
    var nowPlayingActions: [String: Action] = [:]

    /// `historyLimit` bounds the journals; `imageByteBudget` the remote images kept (see
    /// ``defaultImageByteBudget``).
    public init(
        interfaceController: CPInterfaceController, images: any ImageLoader = BundleImageLoader(),
        reconciler: Reconciler = Reconciler(), historyLimit: Int = defaultHistoryLimit,
        imageByteBudget: Int = defaultImageByteBudget, onAction: @escaping (Action) -> Void
    ) {
        self.interfaceController = interfaceController
        self.reconciler = reconciler
        self.historyLimit = max(1, historyLimit)
        self.onAction = onAction
        super.init()
        objects = CarPlayObjects(images: LoadedImages(images, byteBudget: imageByteBudget)) { [weak self] key in self?.select(key) }
        objects.tabBarDelegate = self
        interfaceController.delegate = self
        CPNowPlayingTemplate.shared.add(self)
    }

    /// Makes the car show `stack` (and configures the shared now playing as `nowPlaying`,
    /// shown or not): reconciles against what the car will show once the calls already
    /// made are answered, makes the calls that need no answer first, and returns the
    /// operations planned. A stack CarPlay would raise for is refused: no call, `[]`.
    @discardableResult
    public func show(_ stack: NavigationStack, now: Double, nowPlaying: NowPlayingTemplate? = nil) -> [CarPlayOperation] {
        guard isConnected else { return [] }
        if let reason = CarRefusal.reason(for: stack, shown: (target ?? display)?.stack) {
            record(reason, in: &refusals)
            record("refused: \(reason)", in: &journal)
            return []
        }
        isShowing = true
        defer { isShowing = false; releaseHeldEvents() }
        if let nowPlaying { rememberNowPlaying(nowPlaying) }
        wanted = (stack, now, configuredNowPlaying)
        objects.keeps = CarKeeps(stack.profile)
        retrying = false
        return plan(from: target ?? display, to: stack, now: now, nowPlaying: configuredNowPlaying)
    }

    /// How many CarPlay objects the adapter keeps by identity (templates and rows the car holds).
    public var objectCount: Int { objects.count }

    /// What the remote images kept for this car take, decoded, in bytes (at most the budget,
    /// unless one image alone is larger).
    public var loadedImageBytes: Int { objects.images.bytes }

    /// `entry` appended to `log`, the oldest let go past ``historyLimit``.
    func record<Entry>(_ entry: Entry, in log: inout [Entry]) {
        log.append(entry)
        if log.count > historyLimit { log.removeFirst(log.count - historyLimit) }
    }

    /// Whether calls are queued or one awaits CarPlay's answer.
    public var isBusy: Bool { awaiting != nil || !queue.isEmpty }

    /// A tap on the part with this key: the action it carries now goes to the app.
    func select(_ key: String) {
        guard isConnected else { return }
        if tapActions == nil, let picture = target ?? display { tapActions = TapActions.collect(picture.stack, keeping: objects.keeps) }
        guard let action = tapActions?[key] ?? nowPlayingActions[key] else { return }
        onAction(action)
    }
}
