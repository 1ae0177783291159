import Foundation

/// `CPTemplate` (12.0): the abstract base of every template.
@MainActor open class CPTemplate: NSObject {
    open var userInfo: Any?
    /// 14.0.
    open var tabTitle: String?
    /// 14.0; wins over ``tabSystemItem``.
    open var tabImage: UIImage?
    /// 14.0.
    open var tabSystemItem: UITabBarItem.SystemItem = .more
    /// 14.0.
    open var showsTabBadge: Bool = false

    /// Shim only: how calls name this template, e.g. `CPListTemplate["Years"]`.
    open var shimDescription: String { "\(type(of: self))" }

    /// Shim only: whether the car shows this template (root, a tab, pushed or presented).
    public internal(set) var shimIsShown = false

    /// Marks this template and everything in it as shown.
    func shimShow() { shimIsShown = true }
}

/// `CPBarButtonProviding` (12.0). Not main-actor in the SDK: its conformers are.
public protocol CPBarButtonProviding: NSObjectProtocol {
    var leadingNavigationBarButtons: [CPBarButton] { get set }
    var trailingNavigationBarButtons: [CPBarButton] { get set }
    var backButton: CPBarButton? { get set }
}

public typealias CPBarButtonHandler = (CPBarButton) -> Void

/// `CPBarButton` (12.0); not main-actor. The title wins over the image. CarPlay keeps the
/// handler to itself: ``shimTap()`` is the driver's tap.
open class CPBarButton: NSObject {
    open var title: String?
    open var image: UIImage?
    open var isEnabled: Bool = true
    /// 14.0.
    open var buttonStyle: CPBarButtonStyle = .none
    let handler: CPBarButtonHandler?

    /// 14.0.
    public init(title: String, handler: CPBarButtonHandler? = nil) {
        self.title = title
        self.handler = handler
    }

    /// 14.0.
    public init(image: UIImage, handler: CPBarButtonHandler? = nil) {
        self.image = image
        self.handler = handler
    }

    /// Shim only: the driver taps the button (CarPlay calls the handler on the main queue).
    @MainActor public func shimTap() { if isEnabled { handler?(self) } }
}

/// `CPBarButtonStyle` (14.0).
public enum CPBarButtonStyle: Int, Sendable { case none = 0, rounded = 1 }

/// `CPButton` (14.0): section-header and details-header buttons; not main-actor.
open class CPButton: NSObject {
    open var image: UIImage? { picture }
    open var title: String?
    open var isEnabled: Bool = true
    private let picture: UIImage?
    let handler: ((CPButton) -> Void)?

    public init(image: UIImage, handler: ((CPButton) -> Void)? = nil) {
        self.picture = image
        self.handler = handler
    }

    /// Shim only: the driver taps the button.
    @MainActor public func shimTap() { if isEnabled { handler?(self) } }
}
