/// What a car keeps of a list: the first `maximumSectionCount` sections and, counted across
/// them in order, the first `maximumItemCount` rows (as CarPlay trims at init and at
/// `updateSections`, and as ``ListTrim`` draws). The reconciler compares, builds and updates
/// only these rows, read in place: a change past the limit sends nothing, and the cost of
/// an update grows with what the car shows, not with the list behind it.
///
///     CarKeeps(.limited).counts(artists.sections)   // [12]: the first 12 rows of one section
public struct CarKeeps: Sendable {
    public let profile: CarProfile

    public init(_ profile: CarProfile) { self.profile = profile }

    /// How many rows the car keeps of each kept section, in order; sections past the last
    /// entry are not kept. Only the kept sections are read.
    public func counts(_ sections: [ListSection]) -> [Int] {
        var remaining = max(0, profile.maximumItemCount)
        var counts: [Int] = []
        for section in sections.prefix(max(0, profile.maximumSectionCount)) {
            if remaining == 0 { break }
            let count = min(section.items.count, remaining)
            counts.append(count)
            remaining -= count
        }
        return counts
    }

    /// The sections the car keeps, with the rows it keeps: what `updateSections` sends.
    public func sections(_ sections: [ListSection]) -> [ListSection] {
        let counts = counts(sections)
        guard !fits(sections, counts) else { return sections }
        return counts.enumerated().map { index, count in
            var section = sections[index]
            if count < section.items.count { section.items = Array(section.items.prefix(count)) }
            return section
        }
    }

    /// Whether the car keeps every row of `sections` (counted as ``counts(_:)`` counts).
    func fits(_ sections: [ListSection], _ counts: [Int]) -> Bool {
        counts.count == sections.count && zip(sections, counts).allSatisfy { $0.items.count == $1 }
    }
}
