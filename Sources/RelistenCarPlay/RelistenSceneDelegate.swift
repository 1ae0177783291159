#if canImport(CarPlay)
import CarPlay
import UIKit
#else
import CarPlayShim
#endif
import RelistenScreens
import TemplateKitCarPlay
import TemplateKitLite

/// Relisten's CarPlay scene delegate: store → screens → reconciler → adapter → actions →
/// reducer. Name it in Info.plist under `CPTemplateApplicationSceneSessionRoleApplication`
/// and set ``store`` (and ``clock``) at launch.
@MainActor public final class RelistenSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    /// The app's store, shared with the phone UI.
    public static var store = RelistenCarStore(state: .default)
    /// Seconds on a monotonic clock, for the progress throttle.
    public static var clock: () -> Double = { 0 }

    public private(set) var adapter: CarPlayAdapter?
    /// The car's limits, read at connect.
    public private(set) var profile = CarProfile.unconstrained
    /// Why the last state could not be shown as it is (CarPlay would have refused it); the
    /// nearest stack CarPlay accepts was shown instead.
    public private(set) var refusal: NavigationError?

    public override init() { super.init() }

    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene,
                                         didConnect interfaceController: CPInterfaceController) {
        let store = Self.store
        let adapter = CarPlayAdapter(interfaceController: interfaceController) { action in
            if let action = AppAction(action) { store.send(action) }
        }
        adapter.onSystemEvent = { store.follow($0) }
        self.adapter = adapter
        profile = CarProfile.connected(base: .unconstrained)
        store.onChange = { [weak self] in self?.render() }
        if !store.stack.isConnected { store.send(.selectTab(store.stack.tab)) }
        render()  // sets the root before didConnect returns, as CarPlay requires
    }

    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene,
                                         didDisconnectInterfaceController interfaceController: CPInterfaceController) {
        Self.store.onChange = {}
        Self.store.send(.disconnect)
        adapter?.disconnect()
        adapter = nil
    }

    /// Shows the store's state in the car. A stack CarPlay would refuse is never shown and
    /// never freezes the car: the nearest stack it accepts (the routes below the refused
    /// one) is shown instead, and ``refusal`` says why.
    func render() {
        guard let adapter, Self.store.stack.isConnected else { return }
        let (stack, refused) = AppNavigation.nearestAccepted(Self.store.state, Self.store.stack, profile: profile)
        refusal = refused
        if let stack { adapter.show(stack, now: Self.clock(), nowPlaying: NowPlayingScreen.template(Self.store.state)) }
    }
}
