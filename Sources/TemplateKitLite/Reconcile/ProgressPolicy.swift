/// When a progress-only change of a row is sent to the car. Progress moves every second;
/// reloading rows that often makes lists flicker, and cars throttle apps that do it.
///
/// The default sends a row's progress at most every 30 seconds, as BR Radio's CarPlay app
/// does: "We currently call updateStationSelectionItemsFromCache every 30s … we cannot
/// update the progress values every second because this results in an ugly reload
/// animation" (the BR Radio CarPlay article, `../shared/seeds/br-radio-carplay-article.txt`).
/// A progress change is never held back when the row changes otherwise, when the bar
/// appears or disappears, or under ``immediate``.
///
///     Reconciler(progress: .every(seconds: 10))
public struct ProgressPolicy: Sendable, Hashable {
    /// Seconds between two progress-only updates of one row; 0 sends every change.
    public var minimumInterval: Double

    public init(minimumInterval: Double) { self.minimumInterval = minimumInterval }

    /// At most every `seconds`.
    public static func every(seconds: Double) -> ProgressPolicy { ProgressPolicy(minimumInterval: seconds) }
    /// The default: every 30 s (BR Radio).
    public static let `default` = ProgressPolicy.every(seconds: 30)
    /// Every change, at once.
    public static let immediate = ProgressPolicy.every(seconds: 0)

    /// Whether a progress-only change is due, `lastSent` seconds being when it was last sent.
    public func isDue(now: Double, lastSent: Double?) -> Bool {
        guard let lastSent else { return true }
        return now - lastSent >= minimumInterval
    }
}
