/// How bad breaking a ``Rule`` is on a real car.
///
/// - ``error``: CarPlay throws or refuses (the app crashes or the screen never shows).
/// - ``warning``: CarPlay silently trims, ignores or hides something.
///
/// Ordered by badness: `Severity.warning < Severity.error`.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    case warning, error

    private var rank: Int {
        switch self {
        case .warning: 0
        case .error: 1
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}
