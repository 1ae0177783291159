/// What the car shows, as far as the app knows: the stack CarPlay holds (with each tab's
/// kept stack) and when each row's progress was last sent. The reconciler's input and
/// output; keep it rather than asking CarPlay (`templates` may block on IPC).
public struct CarDisplay: Sendable, Hashable {
    /// The templates as the car has them; a withheld progress tick keeps the old value.
    public var stack: NavigationStack
    /// When (the caller's clock, seconds) each row's progress was last sent, by ``RowTarget/key``.
    public var progressSentAt: [String: Double]
    /// How the one shared now playing template (`CPNowPlayingTemplate.shared`) was last
    /// configured, pushed or not: its buttons and Up Next / album artist settings are sent
    /// only when they differ from this. `nil`: never configured (CarPlay's defaults).
    public var nowPlaying: NowPlayingTemplate?

    public init(stack: NavigationStack, progressSentAt: [String: Double] = [:], nowPlaying: NowPlayingTemplate? = nil) {
        self.stack = stack
        self.progressSentAt = progressSentAt
        self.nowPlaying = nowPlaying
    }
}

/// The reconciler's answer: the calls to make, in order, and what the car shows after them.
public struct Reconciliation: Sendable, Hashable {
    public var operations: [CarPlayOperation]
    public var display: CarDisplay
    /// Why a reload (`updateSections`, `updateTemplates`) was needed, by index in ``operations``.
    public var reasons: [Int: String] = [:]

    public init(operations: [CarPlayOperation], display: CarDisplay, reasons: [Int: String] = [:]) {
        self.operations = operations
        self.display = display
        self.reasons = reasons
    }
}
