extension Format {
    /// `"1 show"`, `"0 shows"`, `"2,049 shows"`: singular only for exactly 1, digits grouped
    /// by three with a comma so a driver reads them at a glance (the phone app does not group).
    public static func count(_ value: Int, singular: String, plural: String) -> String {
        grouped(value) + " " + (value == 1 ? singular : plural)
    }

    /// `2049` → `"2,049"`, `-1234567` → `"-1,234,567"`; no locale.
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = value < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return out
    }

    /// `"2,049 shows • 13,348 tapes"` (sources are called tapes).
    public static func counts(shows: Int, sources: Int) -> String {
        join([count(shows, singular: "show", plural: "shows"), count(sources, singular: "tape", plural: "tapes")])
    }

    /// The detail line of an artist row: `"2,049 shows • 13,348 tapes"`.
    public static func artistDetail(_ artist: Artist) -> String {
        counts(shows: artist.showCount, sources: artist.sourceCount)
    }

    /// The detail line of a year row: `"12 shows • 80 tapes"`.
    public static func yearDetail(_ year: Year) -> String {
        counts(shows: year.showCount, sources: year.sourceCount)
    }
}
