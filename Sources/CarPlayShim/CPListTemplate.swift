import Foundation

/// `CPListTemplate` (12.0). The title is read-only; sections change through ``updateSections(_:)``.
@MainActor open class CPListTemplate: CPTemplate, @preconcurrency CPBarButtonProviding {
    public let title: String?
    public private(set) var sections: [CPListSection]
    open var emptyViewTitleVariants: [String] = [] { didSet { record("emptyViewTitleVariants = \(emptyViewTitleVariants)") } }
    open var emptyViewSubtitleVariants: [String] = [] { didSet { record("emptyViewSubtitleVariants = \(emptyViewSubtitleVariants)") } }
    open var showsSpinnerWhileEmpty: Bool = false { didSet { record("showsSpinnerWhileEmpty = \(showsSpinnerWhileEmpty)") } }
    open var assistantCellConfiguration: CPAssistantCellConfiguration?
    open var headerGridButtons: [CPGridButton]?
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

    open var sectionCount: Int { sections.count }
    open var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }

    open class var maximumItemCount: Int { CPShim.maximumItemCount }
    open class var maximumSectionCount: Int { CPShim.maximumSectionCount }
    open class var maximumHeaderGridButtonCount: Int { 4 }

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
    public let position: CPListItem.AssistantCellPosition
    public let visibility: CPListItem.AssistantCellVisibility
    public let assistantAction: CPAssistantCellActionType

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
    public let items: [any CPListTemplateItem]
    public let header: String?
    public private(set) var headerSubtitle: String?
    open var headerImage: UIImage?
    public private(set) var headerButton: CPButton?
    public let sectionIndexTitle: String?

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
