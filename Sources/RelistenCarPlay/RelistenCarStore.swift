import RelistenScreens
import TemplateKitLite

/// The app's state and where the driver is, changed only by the reducer (taps) and by the
/// system's own navigation (Back, now playing, tab taps), and told to whoever shows it.
@MainActor public final class RelistenCarStore {
    public private(set) var state: AppState
    public private(set) var stack: AppStack
    /// Called after every change.
    public var onChange: () -> Void = {}

    public init(state: AppState, stack: AppStack = AppStack()) {
        self.state = state
        self.stack = stack
    }

    /// A tap's action through the reducer.
    public func send(_ action: AppAction) {
        let next = Reducer.reduce(state, stack, action)
        (state, stack) = (next.state, next.stack)
        onChange()
    }

    /// New data or player state from outside the car (a download finished, a progress tick).
    public func update(_ change: (inout AppState) -> Void) {
        change(&state)
        onChange()
    }

    /// What the system did on its own, so the app's stack matches the car's.
    public func follow(_ event: NavigationStack.SystemEvent) {
        stack = stack.following(event)
        onChange()
    }
}
