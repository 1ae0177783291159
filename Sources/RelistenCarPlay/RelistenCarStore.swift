import RelistenScreens
import TemplateKitLite

/// The app's state and where the driver is, changed only by the reducer (taps), by the
/// system's own navigation (Back, now playing, tab taps) and by the player, and told to
/// every observer: the phone UI, the car, now playing each keep their own.
@MainActor public final class RelistenCarStore {
    public private(set) var state: AppState
    public private(set) var stack: AppStack
    private var observers: [(id: Int, onChange: () -> Void)] = []
    private var nextObserver = 0

    public init(state: AppState, stack: AppStack = AppStack()) {
        self.state = state
        self.stack = stack
    }

    /// Calls `onChange` after every change until ``removeObserver(_:)``; returns its token.
    ///
    ///     let token = store.addObserver { phone.render(store.state) }
    @discardableResult
    public func addObserver(_ onChange: @escaping () -> Void) -> Int {
        nextObserver += 1
        observers.append((nextObserver, onChange))
        return nextObserver
    }

    public func removeObserver(_ token: Int) { observers.removeAll { $0.id == token } }

    /// How many observers are registered.
    public var observerCount: Int { observers.count }

    /// A tap's action through the reducer.
    public func send(_ action: AppAction) {
        let next = Reducer.reduce(state, stack, action)
        (state, stack) = (next.state, next.stack)
        changed()
    }

    /// New data or player state from outside the car (a download finished, a progress tick).
    public func update(_ change: (inout AppState) -> Void) {
        change(&state)
        changed()
    }

    /// What the system did on its own, so the app's stack matches the car's.
    public func follow(_ event: NavigationStack.SystemEvent) {
        stack = stack.following(event)
        changed()
    }

    private func changed() {
        for observer in observers { observer.onChange() }
    }
}
