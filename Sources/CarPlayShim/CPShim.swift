/// The shim's own controls (not part of CarPlay): the record of every call, the car's
/// run-time limits, and what happens where CarPlay raises an exception.
///
///     CPShim.recording()        // reset, and record exceptions instead of trapping
///     … code under test …
///     #expect(CPShim.calls == ["setRootTemplate(CPTabBarTemplate[root], animated: false)"])
@MainActor public enum CPShim {
    /// Every CarPlay call made, in order, one line each.
    public static var calls: [String] = []
    /// Exceptions raised (when ``onException`` records instead of trapping).
    public static var exceptions: [String] = []
    /// Where CarPlay would raise an `NSException`. Default: trap, as the app would crash.
    public static var onException: (String) -> Void = { fatalError("CarPlay exception: \($0)") }

    /// `CPListTemplate.maximumItemCount` of the simulated car.
    public static var maximumItemCount = 12
    public static var maximumSectionCount = 12
    public static var maximumTabCount = 4
    public static var maximumAlertActionCount = 1
    /// Templates deep, counting the root (a tab's root list is depth 1).
    public static var maximumDepth = 5

    /// Clears the record and restores the default car and the trapping behaviour.
    public static func reset() {
        calls = []
        exceptions = []
        onException = { fatalError("CarPlay exception: \($0)") }
        maximumItemCount = 12
        maximumSectionCount = 12
        maximumTabCount = 4
        maximumAlertActionCount = 1
        maximumDepth = 5
        CPNowPlayingTemplate.resetShared()
    }

    /// ``reset()``, then record exceptions instead of trapping. Shim state is global, as
    /// CarPlay's is: call this first in a test body that runs to its end without `await`,
    /// so tests on the main actor cannot interleave.
    public static func recording() {
        reset()
        onException = { exceptions.append($0) }
    }

    static func record(_ call: String) { calls.append(call) }

    static func raise(_ name: String, _ reason: String) { onException("\(name) \"\(reason)\"") }
}

/// `CarPlayErrorDomain`.
public let CarPlayErrorDomain = "CarPlayErrorDomain"
