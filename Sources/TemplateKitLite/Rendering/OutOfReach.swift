/// What a car that limits a list leaves out of reach, said once, in one sentence a
/// designer reads: how many rows the car shows and why, how many it does not, and where
/// they are — the rest of a section cut short, whole sections by header, and a run of
/// index sections (`sectionIndexTitle`) as the group it belongs to, first to last letter.
/// The text golden, its driver view and the review page all print this sentence.
///
///     OutOfReach(artists, profile: .limited).sentence
///     // "This car shows 12 of 60 rows (limit 12 rows); out of reach: 48 rows — “All Artists” B to Z (15 groups)"
public struct OutOfReach: Sendable, Hashable {
    /// Rows the car shows.
    public let shownRows: Int
    /// Rows the list holds.
    public let totalRows: Int
    /// Where the rows out of reach are: `the rest of “Featured”`, `“Downloads”`, `“All Artists” B to Z (15 groups)`.
    public let places: [String]
    /// The limits that cut the list: `12 rows`, `12 sections`.
    public let limits: [String]

    public init(_ list: ListTemplate, profile: CarProfile) {
        self.init(list, profile: profile, trim: ListTrim(list, profile: profile))
    }

    /// The same, from the car's trim of `list` already made (a render makes it to draw the rows).
    init(_ list: ListTemplate, profile: CarProfile, trim: ListTrim) {
        totalRows = list.itemCount
        shownRows = totalRows - trim.hiddenItems
        guard !trim.keepsEverything else {
            (limits, places) = ([], [])
            return
        }
        var limits: [String] = []
        if trim.hiddenItems > 0 && shownRows == profile.maximumItemCount { limits.append(Self.count(profile.maximumItemCount, "row")) }
        if trim.hiddenSections > 0 && trim.sections.count == profile.maximumSectionCount {
            limits.append(Self.count(profile.maximumSectionCount, "section"))
        }
        self.limits = limits
        places = Self.places(list.sections, shown: trim.sections.map { $0.items.count })
    }

    /// Nil when the car shows the whole list.
    public var sentence: String? {
        guard totalRows > shownRows || !places.isEmpty else { return nil }
        let limit = limits.isEmpty ? "" : " (limit " + limits.joined(separator: ", ") + ")"
        let hidden = totalRows - shownRows
        let what = [hidden > 0 ? Self.count(hidden, "row") : nil, places.isEmpty ? nil : places.joined(separator: ", ")]
            .compactMap { $0 }.joined(separator: " — ")
        return "This car shows " + String(shownRows) + " of " + Self.count(totalRows, "row") + limit + "; out of reach: " + what
    }

    /// The places of the rows not shown, given how many rows of each section are shown
    /// (`shown` counts the sections drawn, in order).
    static func places(_ sections: [ListSection], shown: [Int]) -> [String] {
        var places: [String] = []
        if let last = shown.indices.last, shown[last] < sections[last].items.count, let name = name(sections, at: last) {
            places.append("the rest of " + name)
        }
        var index = shown.count
        while index < sections.count {
            guard sections[index].sectionIndexTitle != nil else {
                if let header = sections[index].header { places.append("“" + header + "”") }
                index += 1
                continue
            }
            var end = index
            while end + 1 < sections.count, sections[end + 1].sectionIndexTitle != nil { end += 1 }
            places.append(group(sections, from: index, to: end))
            index = end + 1
        }
        return places
    }

    /// A section by its header; an index section as its group and letter (`“All Artists” B`);
    /// nil for a section without either.
    static func name(_ sections: [ListSection], at index: Int) -> String? {
        guard let letter = sections[index].sectionIndexTitle else { return sections[index].header.map { "“" + $0 + "”" } }
        return groupName(sections, around: index) + " " + letter
    }

    /// `“All Artists” B to Z (15 groups)`: index sections `from`…`to`, named by the group they belong to.
    static func group(_ sections: [ListSection], from: Int, to: Int) -> String {
        let first = sections[from].sectionIndexTitle ?? "", last = sections[to].sectionIndexTitle ?? ""
        let letters = from == to ? first : first + " to " + last
        return groupName(sections, around: from) + " " + letters + " (" + count(to - from + 1, "group") + ")"
    }

    /// The header of the first section of the index run holding `index`, when it names the
    /// run (not just its letter); else `index sections`.
    static func groupName(_ sections: [ListSection], around index: Int) -> String {
        var head = index
        while head > 0, sections[head - 1].sectionIndexTitle != nil { head -= 1 }
        guard let header = sections[head].header, header != sections[head].sectionIndexTitle else { return "index sections" }
        return "“" + header + "”"
    }

    /// `1 row`, `48 rows`.
    static func count(_ n: Int, _ noun: String) -> String { String(n) + " " + noun + (n == 1 ? "" : "s") }
}

extension ShownList {
    /// What this car leaves out of reach, in one sentence (``OutOfReach``).
    public var outOfReach: OutOfReach { OutOfReach(list, profile: profile) }
}
