import Foundation

/// `CPListTemplate` (12.0). The title is read-only; sections change through ``updateSections(_:)``.
@MainActor open class CPListTemplate: CPTemplate, CPBarButtonProviding {
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
        self.sections = sections
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
        self.sections = sections
        if shimIsShown { shimShow() }
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

/// `CPAssistantCellConfiguration` (15.0).
open class CPAssistantCellConfiguration: NSObject, @unchecked Sendable {
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
open class CPListSection: NSObject, @unchecked Sendable {
    public let items: [any CPListTemplateItem]
    public let header: String?
    public let headerSubtitle: String?
    open var headerImage: UIImage?
    public let headerButton: CPButton?
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
}
