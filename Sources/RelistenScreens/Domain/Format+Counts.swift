extension Format {
    /// `"1 show"`, `"0 shows"`, `"2,049 shows"`: singular only for exactly 1, digits grouped
    /// by three with a comma so a driver reads them at a glance (the phone app does not group).
    public static func count(_ value: Int, singular: String, plural: String) -> String {
        grouped(value) + " " + (value == 1 ? singular : plural)
    }

    /// `2049` → `"2,049"`, `-1234567` → `"-1,234,567"`; no locale.
    public static func grouped(_ value: Int) -> String {
        var magnitude = value.magnitude
        var digits = 1
        while magnitude >= 10 { magnitude /= 10; digits += 1 }
        let length = (value < 0 ? 1 : 0) + digits + (digits - 1) / 3
        // Written right to left, a comma before every third digit: every artist and year row.
        var out = [UInt8](repeating: UInt8(ascii: "-"), count: length)
        var rest = value.magnitude
        var position = length
        for written in 0..<digits {
            if written > 0 && written % 3 == 0 {
                position -= 1
                out[position] = UInt8(ascii: ",")
            }
            position -= 1
            out[position] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `"2,049 shows • 13,348 sources"`: one word for a recording everywhere — the Sources
    /// screen's title, its rows (`Source 4`) and these counts (the phone app's "tapes" was a
    /// second word for the same thing).
    public static func counts(shows: Int, sources: Int) -> String {
        join(count(shows, singular: "show", plural: "shows"), count(sources, singular: "source", plural: "sources"))
    }

    /// The detail line of an artist row: `"2,049 shows • 13,348 sources"`.
    public static func artistDetail(_ artist: Artist) -> String {
        counts(shows: artist.showCount, sources: artist.sourceCount)
    }

    /// The detail line of a year row: `"12 shows • 80 sources"`.
    public static func yearDetail(_ year: Year) -> String {
        counts(shows: year.showCount, sources: year.sourceCount)
    }
}
