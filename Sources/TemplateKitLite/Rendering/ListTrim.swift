/// What a car keeps of a list, shared by both renderers so text and JSON always agree.
///
/// CarPlay keeps the first `maximumSectionCount` sections and, counted across them in
/// order, the first `maximumItemCount` items. Once the item limit is reached no further
/// section is shown; the items of those sections count as hidden items.
struct ListTrim {
    /// A section as the car shows it, with the items it keeps.
    struct VisibleSection {
        let section: ListSection
        let items: ArraySlice<ListElement>
    }

    let sections: [VisibleSection]
    /// Items the car drops, in every section.
    let hiddenItems: Int
    /// Sections past the section limit.
    let hiddenSections: Int
    /// Whether the car keeps every section and every item (nothing is out of reach).
    let keepsEverything: Bool

    init(_ list: ListTemplate, profile: CarProfile) {
        let sectionLimit = max(0, profile.maximumSectionCount)
        var remaining = max(0, profile.maximumItemCount)
        var visible: [VisibleSection] = []
        var kept = 0
        for section in list.sections.prefix(sectionLimit) {
            if remaining == 0 { break }
            let count = min(section.items.count, remaining)
            visible.append(VisibleSection(section: section, items: section.items.prefix(count)))
            remaining -= count
            kept += count
        }
        sections = visible
        hiddenItems = list.itemCount - kept
        hiddenSections = max(0, list.sections.count - sectionLimit)
        keepsEverything = hiddenItems == 0 && visible.count == list.sections.count
    }
}
