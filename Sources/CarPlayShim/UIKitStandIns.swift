import Foundation

// Stand-ins for the UIKit types CarPlay's audio API mentions, so the shim and the code
// against it compile on Linux. Shapes follow UIKit; only what CarPlay code touches.

/// UIKit's image, named so a test can tell images apart (`UIImage(named:)`, `UIImage(systemName:)`).
open class UIImage: NSObject, @unchecked Sendable {
    /// Shim only: what the image is, e.g. `asset relisten` or `symbol shuffle`.
    public let shimName: String
    private let shimSize: CGSize
    private let shimScale: CGFloat

    public init(shimName: String) {
        self.shimName = shimName
        shimSize = .zero
        shimScale = 1
        super.init()
    }

    /// Shim only: an image of `size` points at `scale` (what it costs decoded: size × scale², 4 bytes a pixel).
    public init(shimName: String, size: CGSize, scale: CGFloat) {
        self.shimName = shimName
        shimSize = size
        shimScale = scale
        super.init()
    }

    /// Points; zero for an image made by name.
    public var size: CGSize { shimSize }
    public var scale: CGFloat { shimScale }

    public convenience override init() { self.init(shimName: "empty") }
    public convenience init?(named name: String) { self.init(shimName: "asset \(name)") }
    public convenience init?(systemName name: String) { self.init(shimName: "symbol \(name)") }
}

open class UIColor: NSObject, @unchecked Sendable {
    public let shimName: String
    public init(shimName: String) { self.shimName = shimName; super.init() }
}

public enum UIUserInterfaceStyle: Int, Sendable { case unspecified = 0, light = 1, dark = 2 }

open class UITraitCollection: NSObject, @unchecked Sendable {
    public var displayScale: CGFloat = 2
    public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
}

public enum UITabBarItem {
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search,
            downloads, mostRecent, mostViewed
    }
}

@MainActor open class UIResponder: NSObject {}
@MainActor open class UIScene: UIResponder {}
@MainActor public protocol UISceneDelegate: NSObjectProtocol {}
@MainActor open class UIWindow: UIResponder {}
