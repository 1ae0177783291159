/// What the car shows, as far as the app knows: the stack CarPlay holds (with each tab's
/// kept stack) and when each row's progress was last sent. The reconciler's input and
/// output; keep it rather than asking CarPlay (`templates` may block on IPC).
public struct CarDisplay: Sendable, Hashable {
    /// The templates as the car has them; a withheld progress tick keeps the old value.
    public var stack: NavigationStack
    /// When (the caller's clock, seconds) each row's progress was last sent, by ``RowTarget/key``.
    public var progressSentAt: [String: Double]

    public init(stack: NavigationStack, progressSentAt: [String: Double] = [:]) {
        self.stack = stack
        self.progressSentAt = progressSentAt
    }
}

/// The reconciler's answer: the calls to make, in order, and what the car shows after them.
public struct Reconciliation: Sendable, Hashable {
    public var operations: [CarPlayOperation]
    public var display: CarDisplay
}
