/// A list as a car keeps it (see ``CarView``): the sections and rows drawn, and — by name —
/// the sections and rows it drops. Text, JSON and the review page all read this.
///
///     let shown = ShownList(library, profile: .limited)
///     shown.hiddenItemCount        // 16
///     shown.hiddenSectionHeaders   // ["Favorite Shows", "Downloads"]
public struct ShownList: Sendable {
    public let list: ListTemplate
    let profile: CarProfile
    let trim: ListTrim

    public init(_ list: ListTemplate, profile: CarProfile) {
        self.list = list
        self.profile = profile
        trim = ListTrim(list, profile: profile)
    }

    /// The sections drawn, each with the rows the car keeps of it.
    public var sections: [(section: ListSection, items: [ListElement])] {
        trim.sections.map { ($0.section, Array($0.items)) }
    }

    /// The section index the car draws beside the list: the first character of the
    /// `sectionIndexTitle` of each section it keeps (CarPlay uses only that one).
    ///
    ///     ShownList(artists, profile: .limited).indexLetters   // ["B", "C", "O"]
    public var indexLetters: [String] {
        trim.sections.compactMap { $0.section.sectionIndexTitle?.first.map { String($0) } }
    }

    /// Rows the car drops, counted across every section.
    public var hiddenItemCount: Int { trim.hiddenItems }

    /// Sections past `maximumSectionCount`.
    public var sectionsPastLimit: Int { trim.hiddenSections }

    /// Every section of which the car draws nothing: past the section limit, or after
    /// the item limit ran out. A driver cannot reach any of their rows.
    public var hiddenSections: ArraySlice<ListSection> { list.sections.dropFirst(trim.sections.count) }

    /// The headers of ``hiddenSections`` that have one.
    public var hiddenSectionHeaders: [String] { trim.hiddenSectionHeaders(of: list) }

    /// The rows the car drops, in order (also those of partly shown sections).
    public var hiddenItems: [ListElement] {
        var hidden: [ListElement] = []
        for (index, section) in list.sections.enumerated() {
            let kept = index < trim.sections.count ? trim.sections[index].items.count : 0
            hidden += section.items.dropFirst(kept)
        }
        return hidden
    }
}

extension ListTrim {
    /// Headers of the sections of `list` the car draws nothing of.
    func hiddenSectionHeaders(of list: ListTemplate) -> [String] {
        list.sections.dropFirst(sections.count).compactMap(\.header)
    }
}
