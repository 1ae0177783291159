extension Format {
    /// `"1 show"`, `"0 shows"`, `"2049 shows"`: singular only for exactly 1, no grouping.
    public static func count(_ value: Int, singular: String, plural: String) -> String {
        "\(value) \(value == 1 ? singular : plural)"
    }

    /// `"2049 shows • 13348 tapes"` (sources are called tapes).
    public static func counts(shows: Int, sources: Int) -> String {
        join([count(shows, singular: "show", plural: "shows"), count(sources, singular: "tape", plural: "tapes")])
    }

    /// The detail line of an artist row: `"2049 shows • 13348 tapes"`.
    public static func artistDetail(_ artist: Artist) -> String {
        counts(shows: artist.showCount, sources: artist.sourceCount)
    }

    /// The detail line of a year row: `"12 shows • 80 tapes"`.
    public static func yearDetail(_ year: Year) -> String {
        counts(shows: year.showCount, sources: year.sourceCount)
    }
}
