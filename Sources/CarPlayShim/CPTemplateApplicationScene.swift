import Foundation

/// `CPTemplateApplicationSceneDelegate` (13.0); every member optional. The defaults here
/// note that the app did not implement the method, so the shim can raise as CarPlay does
/// when neither connect method exists.
@MainActor public protocol CPTemplateApplicationSceneDelegate: UISceneDelegate {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene,
                                  didConnect interfaceController: CPInterfaceController)
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene,
                                  didDisconnectInterfaceController interfaceController: CPInterfaceController)
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene,
                                  didConnect interfaceController: CPInterfaceController, to window: CPWindow)
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene,
                                  didDisconnect interfaceController: CPInterfaceController, from window: CPWindow)
}

extension CPTemplateApplicationSceneDelegate {
    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene,
                                         didConnect interfaceController: CPInterfaceController) {
        templateApplicationScene.unimplemented += 1
    }
    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene,
                                         didDisconnectInterfaceController interfaceController: CPInterfaceController) {}
    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene,
                                         didConnect interfaceController: CPInterfaceController, to window: CPWindow) {
        templateApplicationScene.unimplemented += 1
    }
    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene,
                                         didDisconnect interfaceController: CPInterfaceController, from window: CPWindow) {}
}

/// `CPTemplateApplicationScene` (13.0). The scene retains its interface controller.
@MainActor open class CPTemplateApplicationScene: UIScene {
    open var delegate: (any CPTemplateApplicationSceneDelegate)?
    open var interfaceController: CPInterfaceController { controller }
    open var carWindow: CPWindow { window }
    /// 15.4.
    open var contentStyle: UIUserInterfaceStyle { .unspecified }

    private let controller = CPInterfaceController(shim: ())
    private let window = CPWindow()
    /// Connect methods the delegate left to the protocol's defaults.
    var unimplemented = 0

    /// Shim only: the scene CarPlay creates when the car connects.
    public init(shim: Void) { super.init() }

    /// Shim only: the car connects. An audio app's delegate gets `didConnect`; a delegate
    /// without either connect method, or one that returns without a root template, is
    /// what CarPlay raises for.
    public func shimConnect() {
        unimplemented = 0
        delegate?.templateApplicationScene(self, didConnect: controller)
        if unimplemented == 1 { delegate?.templateApplicationScene(self, didConnect: controller, to: window) }
        if unimplemented == 2 {
            return CPShim.raise("NSGenericException", "Application does not implement CarPlay template application lifecycle methods in its scene delegate.")
        }
        if controller.root == nil {
            CPShim.raise("NSInternalInconsistencyException", "The application did not set a root template before returning from templateApplicationScene:didConnectInterfaceController:.")
        }
    }

    /// Shim only: the car disconnects.
    public func shimDisconnect() {
        delegate?.templateApplicationScene(self, didDisconnectInterfaceController: controller)
    }
}
