import Foundation

/// `CPLimitableUserInterface` (12.0): what a car in motion limits.
public struct CPLimitableUserInterface: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let keyboard = CPLimitableUserInterface(rawValue: 1 << 0)
    /// Lists show 12 rows [DG].
    public static let lists = CPLimitableUserInterface(rawValue: 1 << 1)
}

/// `CPContentStyle` (13.0).
public struct CPContentStyle: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let light = CPContentStyle(rawValue: 1 << 0)
    public static let dark = CPContentStyle(rawValue: 1 << 1)
}

/// `CPSessionConfigurationDelegate` (12.0); every member optional (empty defaults here).
@MainActor public protocol CPSessionConfigurationDelegate: NSObjectProtocol {
    func sessionConfiguration(_ sessionConfiguration: CPSessionConfiguration,
                              limitedUserInterfacesChanged limitedUserInterfaces: CPLimitableUserInterface)
    func sessionConfiguration(_ sessionConfiguration: CPSessionConfiguration,
                              contentStyleChanged contentStyle: CPContentStyle)
}

extension CPSessionConfigurationDelegate {
    public func sessionConfiguration(_ sessionConfiguration: CPSessionConfiguration,
                                     limitedUserInterfacesChanged limitedUserInterfaces: CPLimitableUserInterface) {}
    public func sessionConfiguration(_ sessionConfiguration: CPSessionConfiguration,
                                     contentStyleChanged contentStyle: CPContentStyle) {}
}

/// `CPSessionConfiguration` (12.0); not main-actor. The app makes one and keeps it; the car
/// reports what it limits (``CPShim/limitLists(_:)`` in the shim) to its delegate on the
/// main queue.
///
///     session = CPSessionConfiguration(delegate: self)
///     session.limitedUserInterfaces.contains(.lists)   // 12 rows while driving
open class CPSessionConfiguration: NSObject {
    open weak var delegate: (any CPSessionConfigurationDelegate)?
    open var limitedUserInterfaces: CPLimitableUserInterface { state.withLock { $0.limited } }
    /// 13.0.
    open var contentStyle: CPContentStyle { state.withLock { $0.style } }

    private let state: ShimLock<(limited: CPLimitableUserInterface, style: CPContentStyle)>

    public init(delegate: any CPSessionConfigurationDelegate) {
        self.delegate = delegate
        state = ShimLock((Self.car.withLock { $0.interfaces }, .light))
        super.init()
        Self.car.withLock { $0.sessions.append(WeakSession(session: self)) }
    }

    // The car all sessions report, shared like CarPlay's own.
    private struct Car { var interfaces: CPLimitableUserInterface = []; var sessions: [WeakSession] = [] }
    private struct WeakSession { weak var session: CPSessionConfiguration? }
    private static let car = ShimLock(Car())

    static var shimCarInterfaces: CPLimitableUserInterface { car.withLock { $0.interfaces } }

    static func shimReset() { car.withLock { $0 = Car() } }

    /// The car's limits changed: each live session updates, then tells its delegate later.
    @MainActor static func shimCarChanged(_ interfaces: CPLimitableUserInterface) {
        let sessions = car.withLock { car -> [CPSessionConfiguration] in
            car.interfaces = interfaces
            car.sessions.removeAll { $0.session == nil }
            return car.sessions.compactMap(\.session)
        }
        for session in sessions {
            session.state.withLock { $0.limited = interfaces }
            CPShim.later { session.delegate?.sessionConfiguration(session, limitedUserInterfacesChanged: interfaces) }
        }
    }
}

/// A value behind a lock, for the shim's few nonisolated globals.
final class ShimLock<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
