import Foundation

/// `CPGridTemplate` (12.0): the first 8 buttons show.
@MainActor open class CPGridTemplate: CPTemplate, @preconcurrency CPBarButtonProviding {
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

/// `CPGridButton` (12.0); not main-actor. CarPlay keeps the handler to itself:
/// ``shimTap()`` is the driver's tap.
open class CPGridButton: NSObject {
    open var isEnabled: Bool = true
    public private(set) var titleVariants: [String]
    public private(set) var image: UIImage
    let handler: ((CPGridButton) -> Void)?

    public init(titleVariants: [String], image: UIImage, handler: ((CPGridButton) -> Void)? = nil) {
        self.titleVariants = titleVariants
        self.image = image
        self.handler = handler
    }

    /// 26.0: new titles in place (before iOS 26, new buttons through `updateGridButtons`).
    open func updateTitleVariants(_ titleVariants: [String]) {
        self.titleVariants = titleVariants
        let call = "CPGridButton[\(titleVariants.first ?? "")].updateTitleVariants(\(titleVariants))"
        MainActor.assumeIsolated {
            CPShim.exists(26, 0, "-[CPGridButton updateTitleVariants:]")
            CPShim.record(call)
        }
    }

    /// 26.0: a new image in place.
    open func updateImage(_ image: UIImage) {
        self.image = image
        let call = "CPGridButton[\(titleVariants.first ?? "")].updateImage(\(image.shimName))"
        MainActor.assumeIsolated {
            CPShim.exists(26, 0, "-[CPGridButton updateImage:]")
            CPShim.record(call)
        }
    }

    /// Shim only: the driver taps the button.
    @MainActor public func shimTap() { if isEnabled { handler?(self) } }
}

#if CARPLAY_SHIM_XCODE16
/// `CPTabBarTemplateDelegate` as the Xcode 16 SDK declared it: not main-actor.
public protocol CPTabBarTemplateDelegate: NSObjectProtocol {
    func tabBarTemplate(_ tabBarTemplate: CPTabBarTemplate, didSelect selectedTemplate: CPTemplate)
}
#else
/// `CPTabBarTemplateDelegate` (14.0); main-actor in the Xcode 26 SDK.
@MainActor public protocol CPTabBarTemplateDelegate: NSObjectProtocol {
    func tabBarTemplate(_ tabBarTemplate: CPTabBarTemplate, didSelect selectedTemplate: CPTemplate)
}
#endif

/// `CPTabBarTemplate` (14.0): root only; each template is a tab's root, a list or a grid
/// for an audio app (others raise [DEC] `validateTemplates:`). The selection the app reads
/// changes when the host reports it back, on a later turn.
@MainActor open class CPTabBarTemplate: CPTemplate {
    open weak var delegate: (any CPTabBarTemplateDelegate)?
    public private(set) var templates: [CPTemplate]
    /// The tab the host shows (where pushes go) and the one it has reported to the app.
    private var hostIndex = 0
    private var reportedIndex = 0
    weak var controller: CPInterfaceController?

    public init(templates: [CPTemplate]) {
        self.templates = templates
        super.init()
        _ = Self.validate(templates, "initWithTemplates:")
    }

    open func updateTemplates(_ newTemplates: [CPTemplate]) {
        guard Self.validate(newTemplates, "updateTemplates:") else { return }
        CPShim.record("CPTabBarTemplate.updateTemplates(\(newTemplates.map(\.shimDescription).joined(separator: ", ")))")
        templates = newTemplates
        hostIndex = min(hostIndex, max(0, newTemplates.count - 1))
        reportedIndex = min(reportedIndex, max(0, newTemplates.count - 1))
        if shimIsShown { shimShow() }
    }

    open var selectedTemplate: CPTemplate? { templates.indices.contains(reportedIndex) ? templates[reportedIndex] : nil }

    /// 17.0: the first tab hosting `newTemplate`.
    open func select(_ newTemplate: CPTemplate) {
        guard CPShim.exists(17, 0, "-[CPTabBarTemplate selectTemplate:]") else { return }
        guard let index = templates.firstIndex(where: { $0 === newTemplate }) else {
            return CPShim.log("selectTemplate: \(newTemplate.shimDescription) is not a tab")
        }
        selectTemplate(at: index)
    }

    /// 17.0. Out of range or already selected, CarPlay only logs [DEC].
    open func selectTemplate(at index: Int) {
        CPShim.record("CPTabBarTemplate.selectTemplate(at: \(index))")
        guard CPShim.exists(17, 0, "-[CPTabBarTemplate selectTemplateAtIndex:]") else { return }
        guard templates.indices.contains(index) else {
            return CPShim.log("selectTemplateAtIndex: \(index) is out of range (\(templates.count) tabs)")
        }
        guard index != hostIndex else { return CPShim.log("selectTemplateAtIndex: \(index) is already selected") }
        let oldTop = controller?.topTemplate
        hostIndex = index
        CPShim.later { [weak self] in self?.reportedIndex = index }
        controller?.tabSwitched(from: oldTop)
    }

    /// Shim only: the driver taps tab `index`; the delegate hears of it, then the appear
    /// and disappear callbacks follow, on a later turn.
    public func shimDriverSelects(_ index: Int) {
        guard templates.indices.contains(index), index != hostIndex else { return }
        let oldTop = controller?.topTemplate
        hostIndex = index
        CPShim.later { [weak self] in
            guard let self else { return }
            reportedIndex = index
            delegate?.tabBarTemplate(self, didSelect: templates[index])
        }
        controller?.tabSwitched(from: oldTop)
    }

    /// The tab the host shows now.
    var shimHostSelected: CPTemplate? { templates.indices.contains(hostIndex) ? templates[hostIndex] : nil }

    open class var maximumTabCount: Int { CPShim.maximumTabCount }

    override func shimShow() {
        super.shimShow()
        for template in templates { template.shimShow() }
    }

    /// Too many tabs, or a tab CarPlay does not allow an audio app: an exception.
    private static func validate(_ templates: [CPTemplate], _ selector: String) -> Bool {
        if templates.count > maximumTabCount {
            CPShim.raise("NSInvalidArgumentException", "\(selector) with more than maximumTabCount (\(maximumTabCount)) tabs")
            return false
        }
        if let bad = templates.first(where: { !($0 is CPListTemplate || $0 is CPGridTemplate) }) {
            CPShim.raise("NSInvalidArgumentException", "Unsupported object \(bad.shimDescription) passed to \(selector). Allowed classes: {(CPListTemplate, CPGridTemplate)}")
            return false
        }
        return true
    }
}

/// `CPNowPlayingTemplateObserver` (14.0). Not main-actor in the SDK; CarPlay calls it on
/// the main queue.
public protocol CPNowPlayingTemplateObserver: NSObjectProtocol {
    func nowPlayingTemplateUpNextButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate)
    func nowPlayingTemplateAlbumArtistButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate)
}

extension CPNowPlayingTemplateObserver {
    public func nowPlayingTemplateUpNextButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) {}
    public func nowPlayingTemplateAlbumArtistButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) {}
}

/// `CPNowPlayingTemplate` (14.0): one shared instance, never created by the app. Observers
/// are held weakly.
@MainActor open class CPNowPlayingTemplate: CPTemplate {
    private static var instance = CPNowPlayingTemplate(shim: ())
    open class var shared: CPNowPlayingTemplate { instance }
    static func resetShared() { instance = CPNowPlayingTemplate(shim: ()) }

    public private(set) var nowPlayingButtons: [CPNowPlayingButton] = []
    open var isUpNextButtonEnabled = false { didSet { record("isUpNextButtonEnabled = \(isUpNextButtonEnabled)") } }
    open var upNextTitle = "" { didSet { record("upNextTitle = \(upNextTitle)") } }
    open var isAlbumArtistButtonEnabled = false { didSet { record("isAlbumArtistButtonEnabled = \(isAlbumArtistButtonEnabled)") } }
    private var observers: [WeakObserver] = []

    private init(shim: ()) { super.init() }

    open func updateNowPlayingButtons(_ nowPlayingButtons: [CPNowPlayingButton]) {
        self.nowPlayingButtons = nowPlayingButtons
        record("updateNowPlayingButtons(\(nowPlayingButtons.map { "\(type(of: $0))" }.joined(separator: ", ")))")
    }

    open func add(_ observer: any CPNowPlayingTemplateObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
        observers.append(WeakObserver(observer: observer))
    }
    open func remove(_ observer: any CPNowPlayingTemplateObserver) { observers.removeAll { $0.observer === observer } }

    /// Shim only: how many observers are registered and still alive.
    public var shimObserverCount: Int { observers.filter { $0.observer != nil }.count }

    /// Shim only: the driver taps Up Next or Album Artist.
    public func shimDriverTapsUpNext() { for o in observers { o.observer?.nowPlayingTemplateUpNextButtonTapped(self) } }
    public func shimDriverTapsAlbumArtist() { for o in observers { o.observer?.nowPlayingTemplateAlbumArtistButtonTapped(self) } }

    open override var shimDescription: String { "CPNowPlayingTemplate.shared" }
    // Configured before it is ever shown, as the header asks: these calls always count.
    func record(_ call: String) { CPShim.record("\(shimDescription).\(call)") }

    private struct WeakObserver { weak var observer: (any CPNowPlayingTemplateObserver)? }
}

/// `CPNowPlayingButton` (14.0), abstract. CarPlay keeps the handler to itself:
/// ``shimTap()`` is the driver's tap.
@MainActor open class CPNowPlayingButton: NSObject {
    open var isEnabled = true
    open var isSelected = false
    let handler: ((CPNowPlayingButton) -> Void)?
    public init(handler: ((CPNowPlayingButton) -> Void)? = nil) { self.handler = handler }

    /// Shim only: the driver taps the button.
    public func shimTap() { if isEnabled { handler?(self) } }
}
@MainActor open class CPNowPlayingShuffleButton: CPNowPlayingButton {}
@MainActor open class CPNowPlayingRepeatButton: CPNowPlayingButton {}
@MainActor open class CPNowPlayingPlaybackRateButton: CPNowPlayingButton {}
@MainActor open class CPNowPlayingAddToLibraryButton: CPNowPlayingButton {}
@MainActor open class CPNowPlayingMoreButton: CPNowPlayingButton {}
@MainActor open class CPNowPlayingImageButton: CPNowPlayingButton {
    open var image: UIImage? { picture }
    private let picture: UIImage?
    public init(image: UIImage, handler: ((CPNowPlayingButton) -> Void)? = nil) {
        self.picture = image
        super.init(handler: handler)
    }
}

public typealias CPAlertActionHandler = (CPAlertAction) -> Void

/// `CPAlertAction` (12.0); not main-actor.
open class CPAlertAction: NSObject {
    public enum Style: UInt, Sendable { case `default` = 0, cancel = 1, destructive = 2 }
    public private(set) var title: String
    public private(set) var style: Style
    public private(set) var handler: CPAlertActionHandler
    public init(title: String, style: Style, handler: @escaping CPAlertActionHandler) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// `CPAlertTemplate` (12.0): immutable; keeps the most recently added actions, up to
/// `maximumActionCount` [H].
@MainActor open class CPAlertTemplate: CPTemplate {
    public private(set) var titleVariants: [String]
    public private(set) var actions: [CPAlertAction]
    public init(titleVariants: [String], actions: [CPAlertAction]) {
        self.titleVariants = titleVariants
        self.actions = Array(actions.suffix(CPShim.maximumAlertActionCount))
    }
    open class var maximumActionCount: Int { CPShim.maximumAlertActionCount }
    open override var shimDescription: String { "CPAlertTemplate[\(titleVariants.first ?? "")]" }
}

/// `CPActionSheetTemplate` (12.0; audio apps iOS 17+): immutable.
@MainActor open class CPActionSheetTemplate: CPTemplate {
    public private(set) var title: String?
    public private(set) var message: String?
    public private(set) var actions: [CPAlertAction]
    public init(title: String?, message: String?, actions: [CPAlertAction]) {
        self.title = title
        self.message = message
        self.actions = actions
    }
    open override var shimDescription: String { "CPActionSheetTemplate[\(title ?? "")]" }
}
