import Foundation

/// `CPListTemplate` (12.0). The title is read-only; sections change through ``updateSections(_:)``.
@MainActor open class CPListTemplate: CPTemplate, @preconcurrency CPBarButtonProviding {
    public private(set) var title: String?
    public private(set) var sections: [CPListSection]
    open var emptyViewTitleVariants: [String] = [] { didSet { record("emptyViewTitleVariants = \(emptyViewTitleVariants)") } }
    open var emptyViewSubtitleVariants: [String] = [] { didSet { record("emptyViewSubtitleVariants = \(emptyViewSubtitleVariants)") } }
    /// 18.4.
    open var showsSpinnerWhileEmpty: Bool = false {
        didSet {
            CPShim.exists(18, 4, "-[CPListTemplate setShowsSpinnerWhileEmpty:]")
            record("showsSpinnerWhileEmpty = \(showsSpinnerWhileEmpty)")
        }
    }
    /// 15.0.
    open var assistantCellConfiguration: CPAssistantCellConfiguration?
    /// 26.0: assigning updates the shown list.
    open var headerGridButtons: [CPGridButton]? {
        didSet {
            CPShim.exists(26, 0, "-[CPListTemplate setHeaderGridButtons:]")
            record("headerGridButtons = \(headerGridButtons?.count ?? 0)")
        }
    }
    /// 26.4: assigning shows, replaces or (nil) hides the details header.
    open var listHeader: CPListTemplateDetailsHeader? {
        didSet {
            CPShim.exists(26, 4, "-[CPListTemplate setListHeader:]")
            record("listHeader = \(listHeader?.shimDescription ?? "nil")")
        }
    }
    open var leadingNavigationBarButtons: [CPBarButton] = [] { didSet { record("leadingNavigationBarButtons = \(leadingNavigationBarButtons.count)") } }
    open var trailingNavigationBarButtons: [CPBarButton] = [] { didSet { record("trailingNavigationBarButtons = \(trailingNavigationBarButtons.count)") } }
    open var backButton: CPBarButton?

    public init(title: String?, sections: [CPListSection]) {
        self.title = title
        self.sections = Self.trimmed(sections)
    }

    public convenience init(title: String?, sections: [CPListSection], assistantCellConfiguration: CPAssistantCellConfiguration?) {
        self.init(title: title, sections: sections)
        self.assistantCellConfiguration = assistantCellConfiguration
    }

    public convenience init(
        title: String?, sections: [CPListSection], assistantCellConfiguration: CPAssistantCellConfiguration?,
        headerGridButtons: [CPGridButton]?
    ) {
        self.init(title: title, sections: sections, assistantCellConfiguration: assistantCellConfiguration)
        self.headerGridButtons = headerGridButtons
    }

    /// 26.4: a list under a details header.
    public convenience init(title: String?, listHeader: CPListTemplateDetailsHeader?, sections: [CPListSection],
                            assistantCellConfiguration: CPAssistantCellConfiguration?) {
        self.init(title: title, sections: sections, assistantCellConfiguration: assistantCellConfiguration)
        CPShim.exists(26, 4, "-[CPListTemplate initWithTitle:listHeader:sections:assistantCellConfiguration:]")
        self.listHeader = listHeader
    }

    /// Replaces every section, reloading the list; trimmed to the car's maxima.
    open func updateSections(_ sections: [CPListSection]) {
        record("updateSections(\(sections.count) sections, \(sections.reduce(0) { $0 + $1.items.count }) items)")
        self.sections = Self.trimmed(sections)
        if shimIsShown { shimShow() }
    }

    /// What CarPlay keeps, at init and on `updateSections` [DEC]: the first
    /// `maximumItemCount` items across all sections, sections left empty dropped, then the
    /// first `maximumSectionCount` sections. A section that loses items is a new section
    /// with the same header.
    static func trimmed(_ sections: [CPListSection]) -> [CPListSection] {
        var room = maximumItemCount
        var kept: [CPListSection] = []
        for section in sections {
            let items = Array(section.items.prefix(max(0, room)))
            room -= items.count
            guard !items.isEmpty else { continue }
            kept.append(items.count == section.items.count ? section : section.keeping(items))
        }
        return Array(kept.prefix(maximumSectionCount))
    }

    /// Shim only: the rows the driver sees. CarPlay keeps `maximumItemCount` (500 for an
    /// audio app); a car in motion that limits lists (``CPShim/limitLists(_:)``) shows the first 12 [DG].
    public var shimVisibleItemCount: Int {
        CPSessionConfiguration.shimCarInterfaces.contains(.lists) ? min(itemCount, 12) : itemCount
    }

    open var sectionCount: Int { sections.count }
    open var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }

    open class var maximumItemCount: Int { CPShim.maximumItemCount }
    open class var maximumSectionCount: Int { CPShim.maximumSectionCount }
    /// 26.0.
    open class var maximumHeaderGridButtonCount: Int { 4 }
    /// 26.0: for `headerGridButtons` images.
    open class var maximumGridButtonImageSize: CGSize { CGSize(width: 40, height: 40) }

    open override var shimDescription: String { "CPListTemplate[\(title ?? "")]" }

    override func shimShow() {
        super.shimShow()
        for item in sections.flatMap(\.items) {
            (item as? CPListItem)?.shimIsShown = true
            (item as? CPListImageRowItem)?.shimIsShown = true
        }
    }

    func record(_ call: String) { if shimIsShown { CPShim.record("\(shimDescription).\(call)") } }
}

/// `CPAssistantCellConfiguration` (15.0); not main-actor.
open class CPAssistantCellConfiguration: NSObject {
    public private(set) var position: CPListItem.AssistantCellPosition
    public private(set) var visibility: CPListItem.AssistantCellVisibility
    public private(set) var assistantAction: CPAssistantCellActionType

    public init(position: CPListItem.AssistantCellPosition, visibility: CPListItem.AssistantCellVisibility,
                assistantAction: CPAssistantCellActionType) {
        self.position = position
        self.visibility = visibility
        self.assistantAction = assistantAction
    }
}

public enum CPAssistantCellActionType: Int, Sendable { case playMedia = 0, startCall = 1 }

/// `CPListSection` (12.0); immutable except `headerImage`.
open class CPListSection: NSObject {
    public private(set) var items: [any CPListTemplateItem]
    public private(set) var header: String?
    public private(set) var headerSubtitle: String?
    open var headerImage: UIImage?
    public private(set) var headerButton: CPButton?
    public private(set) var sectionIndexTitle: String?

    public init(items: [any CPListTemplateItem], header: String?, sectionIndexTitle: String?) {
        self.items = items
        self.header = header
        self.headerSubtitle = nil
        self.headerButton = nil
        self.sectionIndexTitle = sectionIndexTitle
    }

    public convenience init(items: [any CPListTemplateItem]) {
        self.init(items: items, header: nil, sectionIndexTitle: nil)
    }

    public init(items: [any CPListTemplateItem], header: String, headerSubtitle: String?, headerImage: UIImage?,
                headerButton: CPButton?, sectionIndexTitle: String?) {
        self.items = items
        self.header = header
        self.headerSubtitle = headerSubtitle
        self.headerImage = headerImage
        self.headerButton = headerButton
        self.sectionIndexTitle = sectionIndexTitle
    }

    public func item(at index: Int) -> any CPListTemplateItem { items[index] }

    /// 14.0: `NSNotFound` when the item is not in this section.
    public func index(of item: any CPListTemplateItem) -> Int {
        items.firstIndex { $0 === item } ?? NSNotFound
    }

    /// The same section holding only `items` (CarPlay's trimming).
    func keeping(_ items: [any CPListTemplateItem]) -> CPListSection {
        let copy = CPListSection(items: items, header: header, sectionIndexTitle: sectionIndexTitle)
        copy.headerSubtitle = headerSubtitle
        copy.headerButton = headerButton
        copy.headerImage = headerImage
        return copy
    }
}
