extension Format {
    /// Show row detail: `venue • location • rating★ • duration`, e.g.
    /// `"Barton Hall, Cornell University • Ithaca, NY • 9.71★ • 2h41m"`.
    public static func showDetail(_ show: Show) -> String {
        join([
            show.venue.map { trimmed($0.name) }, show.venue?.location.map(trimmed),
            rating(show.avgRating), show.avgDuration.map(longDuration),
        ])
    }

    /// Source row detail: `SBD • rating★ • duration • taper / transferrer`, e.g.
    /// `"SBD • 9.13★ • 3h01m • Betty Cantor-Jackson / Charlie Miller"`.
    public static func sourceDetail(_ source: Source) -> String {
        join([
            source.isSoundboard ? "SBD" : nil, rating(source.avgRating), source.duration.map(longDuration),
            taperLine(source),
        ])
    }

    /// `taper / transferrer`, dropping blank ones.
    public static func taperLine(_ source: Source) -> String {
        [source.taper, source.transferrer].compactMap { $0.map(trimmed) }.filter { !$0.isEmpty }
            .joined(separator: " / ")
    }

    /// Source row title: the `source` text (trimmed), else `"Source"`.
    public static func sourceTitle(_ source: Source) -> String {
        let text = trimmed(source.source ?? "")
        return text.isEmpty ? "Source" : text
    }
}
