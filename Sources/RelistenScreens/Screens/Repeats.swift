import TemplateKitLite

/// The one rule for rows a screen lists twice (a favourite show Recently Played lists too,
/// a favourite artist who is also featured): a car that shows the whole list shows every
/// repeat, each under its own section as the design lists it; a car whose row limit
/// (``AppState/carRowLimit``) the list runs past leaves repeats out, first ones first, only
/// until the list fits, so no other row is out of reach because of a repeat.
///
///     Repeats.leftOut(of: sections, limit: 12) { section, row in section == "favorite-shows" && recent.contains(row) }
enum Repeats {
    /// `sections` with repeats left out as the rule says; `isRepeat` gets a section's id and a row's id.
    /// A section without a row left out is returned as it was (its rows' storage shared,
    /// not copied row by row): lists of thousands of artists keep the rows ``ArtistRows`` made.
    static func leftOut(of sections: [ListSection], limit: Int,
                        isRepeat: (_ section: String?, _ row: String?) -> Bool) -> [ListSection] {
        var excess = sections.reduce(0) { $0 + $1.items.count } - limit
        guard excess > 0 else { return sections }
        return sections.map { section in
            func isLeftOut(_ element: ListElement) -> Bool {
                if case .item(let row) = element { isRepeat(section.id, row.id) } else { false }
            }
            guard excess > 0, let first = section.items.firstIndex(where: isLeftOut) else { return section }
            var kept = section
            kept.items = Array(section.items[..<first])
            excess -= 1
            for element in section.items[(first + 1)...] {
                if excess > 0, isLeftOut(element) { excess -= 1 } else { kept.items.append(element) }
            }
            return kept
        }
    }
}
