import Foundation

/// The shim's own controls (not part of CarPlay): the record of every call, the car's
/// run-time limits, what happens where CarPlay raises an exception, and the main-queue
/// turns on which CarPlay answers.
///
///     CPShim.recording()        // reset, and record exceptions instead of trapping
///     … code under test …
///     CPShim.drain()            // deliver the completions and delegate callbacks
///     #expect(CPShim.calls == ["setRootTemplate(CPTabBarTemplate[root], animated: false)"])
///
/// CarPlay answers later: every completion and every appear/disappear callback is
/// `dispatch_async` to the main queue. The shim queues them too; they run on a later
/// main-actor turn by themselves, or at once when a test calls ``drain()``.
@MainActor public enum CPShim {
    /// Every CarPlay call made, in order, one line each.
    public static var calls: [String] = []
    /// Exceptions raised (when ``onException`` records instead of trapping).
    public static var exceptions: [String] = []
    /// What CarPlay only writes to the console (e.g. `selectTemplate(at:)` out of range).
    public static var logs: [String] = []
    /// Where CarPlay would raise an `NSException`. Default: trap, as the app would crash.
    public static var onException: (String) -> Void = { fatalError("CarPlay exception: \($0)") }

    /// `CPListTemplate.maximumItemCount` as CarPlay reports it to an audio app: 500 on any
    /// car [DEC]. A car in motion shows 12 rows: see ``limitLists(_:)``.
    public static var maximumItemCount = 500
    /// `CPListTemplate.maximumSectionCount` for an audio app: 200 [DEC].
    public static var maximumSectionCount = 200
    public static var maximumTabCount = 4
    public static var maximumAlertActionCount = 1
    /// Templates deep, counting the root (a tab's root list is depth 1).
    public static var maximumDepth = 5
    /// The iOS version of the phone: API introduced later does not exist there, and
    /// calling it raises "unrecognized selector" as the Objective-C runtime does.
    public static var systemVersion = OperatingSystemVersion(majorVersion: 26, minorVersion: 5, patchVersion: 0)

    /// Clears the record and the queued answers; restores the default car and trapping.
    public static func reset() {
        calls = []
        exceptions = []
        logs = []
        pending = []
        onException = { fatalError("CarPlay exception: \($0)") }
        maximumItemCount = 500
        maximumSectionCount = 200
        maximumTabCount = 4
        maximumAlertActionCount = 1
        maximumDepth = 5
        systemVersion = OperatingSystemVersion(majorVersion: 26, minorVersion: 5, patchVersion: 0)
        CPSessionConfiguration.shimReset()
        CPNowPlayingTemplate.resetShared()
    }

    /// ``reset()``, then record exceptions instead of trapping. Shim state is global, as
    /// CarPlay's is: call this first in a test body that runs to its end without `await`,
    /// so tests on the main actor cannot interleave.
    public static func recording() {
        reset()
        onException = { exceptions.append($0) }
    }

    /// Delivers every queued completion and delegate callback, and those they queue in
    /// turn, in order: what the main queue would have run by the next user event.
    ///
    ///     ic.pushTemplate(list, animated: true) { ok, _ in done = ok }
    ///     #expect(!done)          // CarPlay has not answered yet
    ///     CPShim.drain()
    ///     #expect(done)
    public static func drain() {
        while !pending.isEmpty {
            let job = pending.removeFirst()
            job()
        }
    }

    /// Whether answers are queued and not yet delivered.
    public static var hasPendingAnswers: Bool { !pending.isEmpty }

    /// The car starts or stops limiting lists while driving: every `CPSessionConfiguration`
    /// reports `limitedUserInterfaces` with or without `.lists` to its delegate.
    public static func limitLists(_ limited: Bool) {
        var interfaces = CPSessionConfiguration.shimCarInterfaces
        if limited { interfaces.insert(.lists) } else { interfaces.remove(.lists) }
        CPSessionConfiguration.shimCarChanged(interfaces)
    }

    static func record(_ call: String) { calls.append(call) }

    static func log(_ line: String) { logs.append(line) }

    static func raise(_ name: String, _ reason: String) { onException("\(name) \"\(reason)\"") }

    /// Whether the phone has API introduced in iOS `major.minor`; raises when it does not.
    @discardableResult
    static func exists(_ major: Int, _ minor: Int, _ selector: String) -> Bool {
        let running = (systemVersion.majorVersion, systemVersion.minorVersion)
        guard running < (major, minor) else { return true }
        raise("NSInvalidArgumentException", "\(selector): unrecognized selector sent to instance (introduced in iOS \(major).\(minor), running \(running.0).\(running.1))")
        return false
    }

    /// Runs `job` on a later main-actor turn, as `dispatch_async(main)` does.
    static func later(_ job: @escaping @MainActor () -> Void) {
        pending.append(job)
        guard !scheduled else { return }
        scheduled = true
        Task { @MainActor in
            scheduled = false
            drain()
        }
    }

    private static var pending: [@MainActor () -> Void] = []
    private static var scheduled = false
}

/// `CarPlayErrorDomain`.
public let CarPlayErrorDomain = "CarPlayErrorDomain"
