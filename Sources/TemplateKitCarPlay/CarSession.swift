#if canImport(CarPlay)
import CarPlay
#else
import CarPlayShim
#endif
import Foundation
import TemplateKitLite

/// The connected car's profile, kept current: CarPlay reports through
/// `CPSessionConfiguration` when a car in motion starts or stops limiting lists to 12 rows,
/// and ``onChange`` hears the new profile so the app renders for it.
///
///     let session = CarSession { profile in render(for: profile) }
///     session.profile.maximumItemCount   // 500 parked, 12 while the car limits lists
@MainActor public final class CarSession: NSObject, CPSessionConfigurationDelegate {
    public let base: CarProfile
    /// The car as it is now.
    public private(set) var profile: CarProfile
    /// Called on the main actor after ``profile`` changes.
    public var onChange: (CarProfile) -> Void
    private var configuration: CPSessionConfiguration?

    public init(base: CarProfile = .unconstrained, onChange: @escaping (CarProfile) -> Void = { _ in }) {
        self.base = base
        self.onChange = onChange
        profile = CarProfile.connected(base: base)
        super.init()
        let configuration = CPSessionConfiguration(delegate: self)
        self.configuration = configuration
        profile = CarProfile.connected(base: base, limitedLists: configuration.limitedUserInterfaces.contains(.lists))
    }

    /// Nonisolated and assuming the main actor, where CarPlay calls it, so it satisfies the
    /// delegate whether the SDK declares it main-actor (Xcode 26) or not.
    public nonisolated func sessionConfiguration(_ sessionConfiguration: CPSessionConfiguration,
                                                 limitedUserInterfacesChanged limitedUserInterfaces: CPLimitableUserInterface) {
        MainActor.assumeIsolated { limitsChanged(limitedUserInterfaces) }
    }

    func limitsChanged(_ limitedUserInterfaces: CPLimitableUserInterface) {
        let next = CarProfile.connected(base: base, limitedLists: limitedUserInterfaces.contains(.lists))
        guard next != profile else { return }
        profile = next
        onChange(next)
    }
}
