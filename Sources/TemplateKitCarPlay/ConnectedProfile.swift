#if canImport(CarPlay)
import CarPlay
#else
import CarPlayShim
#endif
import TemplateKitLite

extension CarProfile {
    /// The car that just connected: the maxima CarPlay reports at run time
    /// (`CPListTemplate.maximumItemCount`, `maximumSectionCount`, `CPTabBarTemplate.maximumTabCount`,
    /// `CPAlertTemplate.maximumActionCount`) over `base`'s other limits and iOS target.
    @MainActor public static func connected(base: CarProfile = .unconstrained) -> CarProfile {
        var profile = base
        profile.name = "connected"
        profile.maximumItemCount = CPListTemplate.maximumItemCount
        profile.maximumSectionCount = CPListTemplate.maximumSectionCount
        profile.maximumTabCount = CPTabBarTemplate.maximumTabCount
        profile.maximumAlertActions = CPAlertTemplate.maximumActionCount
        return profile
    }
}
