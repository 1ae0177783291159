extension Format {
    /// Track row title: its position and title, `"3. Scarlet Begonias"`.
    public static func trackTitle(_ track: Track) -> String {
        trackTitle(position: track.position, title: track.title)
    }

    /// ``trackTitle(_:)`` of a track's position and title.
    static func trackTitle(position: Int, title: String) -> String {
        TextWriter.make(capacity: TextWriter.digitCount(position) + 2 + title.utf8.count) { text in
            text.append(digitsOf: position)
            text.append(ascii: ".")
            text.append(ascii: " ")
            text.append(title)
        }
    }

    /// Show row detail: `venue • location • rating★ • duration`, e.g.
    /// `"Barton Hall, Cornell University • Ithaca, NY • 9.71★ • 2h41m"`.
    /// Placeholder venues and locations ("Various - See info file", "???") are left out.
    public static func showDetail(_ show: Show) -> String {
        join([venueLine(show.venue), rating(show.avgRating), show.avgDuration.map(longDuration)])
    }

    /// Source row detail: `SBD • rating★ • duration • taper / transferrer`, e.g.
    /// `"SBD • 9.13★ • 3h01m • Betty Cantor-Jackson / Charlie Miller"`. `SBD` is said once:
    /// not here when the title already says it (`"SBD > Reel > DAT"`).
    public static func sourceDetail(_ source: Source) -> String {
        let saysSBD = source.isSoundboard && !says("SBD", sourceTitle(source))
        return join([saysSBD ? "SBD" : nil, rating(source.avgRating), source.duration.map(longDuration), taperLine(source)])
    }

    /// `taper / transferrer`, dropping blank and placeholder ones ("Unknown").
    public static func taperLine(_ source: Source) -> String {
        join(cleaned(source.taper), cleaned(source.transferrer), separator: " / ")
    }

    /// Whether `title` contains `word`; byte by byte when the title is ASCII (most are).
    private static func says(_ word: StaticString, _ title: String) -> Bool {
        ASCIISearch.isASCII(title) ? ASCIISearch.contains(title, word) : title.contains(word.description)
    }

    /// Source row title: the `source` text (trimmed); without one, a named fallback:
    /// `"Taped by Jerry Moore"`, else `"Source 4"` (its place in the show's list), else
    /// `"Source"`.
    public static func sourceTitle(_ source: Source, number: Int? = nil) -> String {
        if let text = cleaned(source.source) { return text }
        if let taper = cleaned(source.taper) { return "Taped by " + taper }
        return number.map { "Source \($0)" } ?? "Source"
    }
}
