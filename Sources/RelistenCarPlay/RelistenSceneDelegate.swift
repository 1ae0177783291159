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
    /// Why the last state could not be shown (CarPlay would have refused it), if it could not.
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
        adapter = nil
    }

    /// Shows the store's state in the car.
    func render() {
        guard let adapter, Self.store.stack.isConnected else { return }
        do {
            let stack = try AppNavigation.navigationStack(Self.store.state, Self.store.stack, profile: profile)
            refusal = nil
            adapter.show(stack, now: Self.clock())
        } catch {
            refusal = error  // keep what the car shows rather than crash it
        }
    }
}
