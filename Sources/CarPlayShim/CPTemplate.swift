import Foundation

/// `CPTemplate` (12.0): the abstract base of every template.
@MainActor open class CPTemplate: NSObject {
    open var userInfo: Any?
    open var tabTitle: String?
    /// Wins over ``tabSystemItem``.
    open var tabImage: UIImage?
    open var tabSystemItem: UITabBarItem.SystemItem = .more
    open var showsTabBadge: Bool = false

    /// Shim only: how calls name this template, e.g. `CPListTemplate["Years"]`.
    open var shimDescription: String { "\(type(of: self))" }

    /// Shim only: whether the car shows this template (root, a tab, pushed or presented).
    public internal(set) var shimIsShown = false

    /// Marks this template and everything in it as shown.
    func shimShow() { shimIsShown = true }
}

/// `CPBarButtonProviding` (12.0).
@MainActor public protocol CPBarButtonProviding: NSObjectProtocol {
    var leadingNavigationBarButtons: [CPBarButton] { get set }
    var trailingNavigationBarButtons: [CPBarButton] { get set }
    var backButton: CPBarButton? { get set }
}

public typealias CPBarButtonHandler = (CPBarButton) -> Void

/// `CPBarButton` (12.0); not main-actor. The title wins over the image.
open class CPBarButton: NSObject, @unchecked Sendable {
    open var title: String?
    open var image: UIImage?
    open var isEnabled: Bool = true
    public let handler: CPBarButtonHandler?

    public init(title: String, handler: CPBarButtonHandler? = nil) {
        self.title = title
        self.handler = handler
    }

    public init(image: UIImage, handler: CPBarButtonHandler? = nil) {
        self.image = image
        self.handler = handler
    }
}

/// `CPButton` (14.0): section-header and details-header buttons; not main-actor.
open class CPButton: NSObject, @unchecked Sendable {
    public let image: UIImage?
    open var title: String?
    open var isEnabled: Bool = true
    public let handler: ((CPButton) -> Void)?

    public init(image: UIImage, handler: ((CPButton) -> Void)? = nil) {
        self.image = image
        self.handler = handler
    }
}
