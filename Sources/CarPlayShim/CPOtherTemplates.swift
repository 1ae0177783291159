import Foundation

/// `CPGridTemplate` (12.0): the first 8 buttons show.
@MainActor open class CPGridTemplate: CPTemplate, CPBarButtonProviding {
    public private(set) var title: String
    public private(set) var gridButtons: [CPGridButton]
    open var leadingNavigationBarButtons: [CPBarButton] = []
    open var trailingNavigationBarButtons: [CPBarButton] = []
    open var backButton: CPBarButton?

    public init(title: String?, gridButtons: [CPGridButton]) {
        self.title = title ?? ""
        self.gridButtons = gridButtons
    }

    open func updateTitle(_ title: String) { self.title = title; record("updateTitle(\(title))") }
    open func updateGridButtons(_ gridButtons: [CPGridButton]) {
        self.gridButtons = gridButtons
        record("updateGridButtons(\(gridButtons.count) buttons)")
    }

    open override var shimDescription: String { "CPGridTemplate[\(title)]" }
    func record(_ call: String) { if shimIsShown { CPShim.record("\(shimDescription).\(call)") } }
}

/// `CPGridTemplateMaximumItems` (15.0).
public let CPGridTemplateMaximumItems = 8

/// `CPGridButton` (12.0); not main-actor.
open class CPGridButton: NSObject, @unchecked Sendable {
    open var isEnabled: Bool = true
    public let titleVariants: [String]
    public let image: UIImage
    public let handler: ((CPGridButton) -> Void)?

    public init(titleVariants: [String], image: UIImage, handler: ((CPGridButton) -> Void)? = nil) {
        self.titleVariants = titleVariants
        self.image = image
        self.handler = handler
    }
}

/// `CPTabBarTemplateDelegate` (14.0).
@MainActor public protocol CPTabBarTemplateDelegate: NSObjectProtocol {
    func tabBarTemplate(_ tabBarTemplate: CPTabBarTemplate, didSelect selectedTemplate: CPTemplate)
}

/// `CPTabBarTemplate` (14.0): root only; each template is a tab's root.
@MainActor open class CPTabBarTemplate: CPTemplate {
    open weak var delegate: (any CPTabBarTemplateDelegate)?
    public private(set) var templates: [CPTemplate]
    /// Shim only: the selected tab's index.
    public private(set) var shimSelectedIndex = 0

    public init(templates: [CPTemplate]) {
        self.templates = templates
        super.init()
        if templates.count > CPShim.maximumTabCount {
            CPShim.raise("NSInvalidArgumentException", "more than maximumTabCount (\(CPShim.maximumTabCount)) tabs")
        }
    }

    open func updateTemplates(_ newTemplates: [CPTemplate]) {
        if newTemplates.count > CPShim.maximumTabCount {
            CPShim.raise("NSInvalidArgumentException", "updateTemplates with more than maximumTabCount (\(CPShim.maximumTabCount)) tabs")
            return
        }
        CPShim.record("CPTabBarTemplate.updateTemplates(\(newTemplates.map(\.shimDescription).joined(separator: ", ")))")
        templates = newTemplates
        shimSelectedIndex = min(shimSelectedIndex, max(0, newTemplates.count - 1))
        if shimIsShown { shimShow() }
    }

    open var selectedTemplate: CPTemplate? { templates.indices.contains(shimSelectedIndex) ? templates[shimSelectedIndex] : nil }

    open func select(_ newTemplate: CPTemplate) {
        guard let index = templates.firstIndex(where: { $0 === newTemplate }) else { return }
        selectTemplate(at: index)
    }

    open func selectTemplate(at index: Int) {
        CPShim.record("CPTabBarTemplate.selectTemplate(at: \(index))")
        guard templates.indices.contains(index) else {
            CPShim.raise("NSRangeException", "selectTemplate(at: \(index)) with \(templates.count) tabs")
            return
        }
        shimSelectedIndex = index
    }

    /// Shim only: the driver taps tab `index`; the delegate hears of it.
    public func shimDriverSelects(_ index: Int) {
        shimSelectedIndex = index
        delegate?.tabBarTemplate(self, didSelect: templates[index])
    }

    open class var maximumTabCount: Int { CPShim.maximumTabCount }

    override func shimShow() {
        super.shimShow()
        for template in templates { template.shimShow() }
    }
}

/// `CPNowPlayingTemplateObserver` (14.0).
@MainActor public protocol CPNowPlayingTemplateObserver: NSObjectProtocol {
    func nowPlayingTemplateUpNextButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate)
    func nowPlayingTemplateAlbumArtistButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate)
}

extension CPNowPlayingTemplateObserver {
    public func nowPlayingTemplateUpNextButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) {}
    public func nowPlayingTemplateAlbumArtistButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) {}
}

/// `CPNowPlayingTemplate` (14.0): one shared instance, never created by the app.
@MainActor open class CPNowPlayingTemplate: CPTemplate {
    private static var instance = CPNowPlayingTemplate(shim: ())
    open class var shared: CPNowPlayingTemplate { instance }
    static func resetShared() { instance = CPNowPlayingTemplate(shim: ()) }

    public private(set) var nowPlayingButtons: [CPNowPlayingButton] = []
    open var isUpNextButtonEnabled = false { didSet { record("isUpNextButtonEnabled = \(isUpNextButtonEnabled)") } }
    open var upNextTitle = "" { didSet { record("upNextTitle = \(upNextTitle)") } }
    open var isAlbumArtistButtonEnabled = false { didSet { record("isAlbumArtistButtonEnabled = \(isAlbumArtistButtonEnabled)") } }
    private var observers: [any CPNowPlayingTemplateObserver] = []

    private init(shim: ()) { super.init() }

    open func updateNowPlayingButtons(_ nowPlayingButtons: [CPNowPlayingButton]) {
        self.nowPlayingButtons = nowPlayingButtons
        record("updateNowPlayingButtons(\(nowPlayingButtons.map { "\(type(of: $0))" }.joined(separator: ", ")))")
    }

    open func add(_ observer: any CPNowPlayingTemplateObserver) { observers.append(observer) }
    open func remove(_ observer: any CPNowPlayingTemplateObserver) { observers.removeAll { $0 === observer } }

    /// Shim only: the driver taps Up Next or Album Artist.
    public func shimDriverTapsUpNext() { for o in observers { o.nowPlayingTemplateUpNextButtonTapped(self) } }
    public func shimDriverTapsAlbumArtist() { for o in observers { o.nowPlayingTemplateAlbumArtistButtonTapped(self) } }

    open override var shimDescription: String { "CPNowPlayingTemplate.shared" }
    // Configured before it is ever shown, as the header asks: these calls always count.
    func record(_ call: String) { CPShim.record("\(shimDescription).\(call)") }
}

/// `CPNowPlayingButton` (14.0), abstract.
@MainActor open class CPNowPlayingButton: NSObject {
    open var isEnabled = true
    open var isSelected = false
    public let handler: ((CPNowPlayingButton) -> Void)?
    public init(handler: ((CPNowPlayingButton) -> Void)? = nil) { self.handler = handler }
}
@MainActor open class CPNowPlayingShuffleButton: CPNowPlayingButton {}
@MainActor open class CPNowPlayingRepeatButton: CPNowPlayingButton {}
@MainActor open class CPNowPlayingPlaybackRateButton: CPNowPlayingButton {}
@MainActor open class CPNowPlayingAddToLibraryButton: CPNowPlayingButton {}
@MainActor open class CPNowPlayingMoreButton: CPNowPlayingButton {}
@MainActor open class CPNowPlayingImageButton: CPNowPlayingButton {
    public let image: UIImage?
    public init(image: UIImage, handler: ((CPNowPlayingButton) -> Void)? = nil) {
        self.image = image
        super.init(handler: handler)
    }
}

public typealias CPAlertActionHandler = (CPAlertAction) -> Void

/// `CPAlertAction` (12.0); not main-actor.
open class CPAlertAction: NSObject, @unchecked Sendable {
    public enum Style: UInt, Sendable { case `default` = 0, cancel = 1, destructive = 2 }
    public let title: String
    public let style: Style
    public let handler: CPAlertActionHandler
    public init(title: String, style: Style, handler: @escaping CPAlertActionHandler) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// `CPAlertTemplate` (12.0): immutable.
@MainActor open class CPAlertTemplate: CPTemplate {
    public let titleVariants: [String]
    public let actions: [CPAlertAction]
    public init(titleVariants: [String], actions: [CPAlertAction]) {
        self.titleVariants = titleVariants
        self.actions = actions
    }
    open class var maximumActionCount: Int { CPShim.maximumAlertActionCount }
    open override var shimDescription: String { "CPAlertTemplate[\(titleVariants.first ?? "")]" }
}

/// `CPActionSheetTemplate` (12.0; audio apps iOS 17+): immutable.
@MainActor open class CPActionSheetTemplate: CPTemplate {
    public let title: String?
    public let message: String?
    public let actions: [CPAlertAction]
    public init(title: String?, message: String?, actions: [CPAlertAction]) {
        self.title = title
        self.message = message
        self.actions = actions
    }
    open override var shimDescription: String { "CPActionSheetTemplate[\(title ?? "")]" }
}
