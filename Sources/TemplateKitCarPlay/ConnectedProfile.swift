#if canImport(CarPlay)
import CarPlay
#else
import CarPlayShim
#endif
import TemplateKitLite

extension CarProfile {
    /// The car that just connected: the maxima CarPlay reports
    /// (`CPListTemplate.maximumItemCount`, `maximumSectionCount`, `CPTabBarTemplate.maximumTabCount`,
    /// `CPAlertTemplate.maximumActionCount`) over `base`'s other limits and iOS target. An
    /// audio app is told 500 items and 200 sections on any car; a car in motion limits lists
    /// to 12 rows through `CPSessionConfiguration.limitedUserInterfaces` (see ``CarSession``),
    /// which `limitedLists` applies.
    ///
    ///     CarProfile.connected()                        // 500 items: parked
    ///     CarProfile.connected(limitedLists: true)      // 12 items: driving
    @MainActor public static func connected(base: CarProfile = .unconstrained, limitedLists: Bool = false) -> CarProfile {
        var profile = base
        profile.name = limitedLists ? "connected-limited" : "connected"
        profile.maximumItemCount = limitedLists
            ? min(CPListTemplate.maximumItemCount, CarProfile.limited.maximumItemCount) : CPListTemplate.maximumItemCount
        profile.maximumSectionCount = CPListTemplate.maximumSectionCount
        profile.maximumTabCount = CPTabBarTemplate.maximumTabCount
        profile.maximumAlertActions = CPAlertTemplate.maximumActionCount
        return profile
    }
}
