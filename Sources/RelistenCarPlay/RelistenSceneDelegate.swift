#if canImport(CarPlay)
import CarPlay
import UIKit
#else
import CarPlayShim
#endif
import Foundation
import RelistenScreens
import TemplateKitCarPlay
import TemplateKitLite

/// Relisten's CarPlay scene delegate: store → screens → reconciler → adapter → actions →
/// reducer. Name it in Info.plist under `CPTemplateApplicationSceneSessionRoleApplication`
/// and set ``store`` (and ``images``) at launch.
@MainActor public final class RelistenSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    /// The app's store, shared with the phone UI (each keeps its own observer). Replacing it
    /// moves now playing to the new store (the old one's player is no longer published); a
    /// car connected meanwhile keeps the store it connected with until it reconnects.
    public static var store = RelistenCarStore(state: .default) {
        didSet {
            guard let running = nowPlaying, running.store !== store else { return }
            running.stop()
            nowPlaying = RelistenNowPlaying(store: store, images: images)
        }
    }
    /// Seconds on a monotonic clock, for the progress throttle: the system's uptime unless a
    /// test sets its own.
    public static var clock: () -> Double = systemClock
    /// The system's uptime in seconds (monotonic).
    public static let systemClock: @Sendable () -> Double = { ProcessInfo.processInfo.systemUptime }
    /// Artwork for the car and for now playing.
    public static var images: any ImageLoader = BundleImageLoader()
    /// Now playing for MediaPlayer, started at the first connect unless the app started it.
    public static var nowPlaying: RelistenNowPlaying?

    public private(set) var adapter: CarPlayAdapter?
    /// The car's limits: what it reports at connect, and 12 rows while it limits lists.
    public var profile: CarProfile { session?.profile ?? CarProfile.unconstrained }
    /// Why the last state could not be shown as it is (CarPlay would have refused it); the
    /// nearest stack CarPlay accepts was shown instead.
    public private(set) var refusal: NavigationError?
    private var session: CarSession?
    private var observer: Int?
    /// The store this car connected with: its observer is removed from it at disconnect.
    private var connectedStore: RelistenCarStore?

    public override init() { super.init() }

    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene,
                                         didConnect interfaceController: CPInterfaceController) {
        let store = Self.store
        connectedStore = store
        let adapter = CarPlayAdapter(interfaceController: interfaceController, images: Self.images) { action in
            if let action = AppAction(action) { store.send(action) }
        }
        adapter.onSystemEvent = { store.follow($0) }
        self.adapter = adapter
        session = CarSession { [weak self] _ in self?.render() }
        if Self.nowPlaying?.store !== store {
            Self.nowPlaying?.stop()
            Self.nowPlaying = RelistenNowPlaying(store: store, images: Self.images)
        }
        observer = store.addObserver { [weak self] in self?.render() }
        if !store.stack.isConnected { store.send(.selectTab(store.stack.tab)) }
        render()  // sets the root before didConnect returns, as CarPlay requires
    }

    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene,
                                         didDisconnectInterfaceController interfaceController: CPInterfaceController) {
        let store = connectedStore ?? Self.store
        observer.map(store.removeObserver)
        observer = nil
        connectedStore = nil
        adapter?.disconnect()
        adapter = nil
        session = nil
        store.send(.disconnect)
    }

    /// Shows the store's state in the car, now playing configured with it. A stack CarPlay
    /// would refuse is never shown and never freezes the car: the nearest stack it accepts
    /// (the routes below the refused one) is shown instead, and ``refusal`` says why.
    /// The state is shown on the car's current row limit (``AppState/on(_:)``).
    func render() {
        guard let adapter, let store = connectedStore, store.stack.isConnected else { return }
        let state = store.state.on(profile)
        let nowPlaying = NowPlayingScreen.template(state)
        let (stack, refused) = AppNavigation.nearestAccepted(state, store.stack, profile: profile)
        refusal = refused
        if let stack { adapter.show(stack, now: Self.clock(), nowPlaying: nowPlaying) } else { adapter.configureNowPlaying(nowPlaying) }
    }
}
