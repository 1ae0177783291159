extension Format {
    /// Text the archive puts where it has no value, compared without case: `"Various - See
    /// info file"`, `"Unknown"`, `"???"`, … A row never shows these.
    public static let placeholders: Set<String> = [
        "various - see info file", "various", "unknown", "unknown venue", "unknown location",
        "tbd", "tba", "n/a", "none", "?", "??", "???",
    ]

    /// `text` trimmed, or nil when it is empty or a placeholder:
    /// `cleaned(" Various - See info file ")` → nil, `cleaned("The Matrix")` → `"The Matrix"`.
    public static func cleaned(_ text: String?) -> String? {
        guard let text else { return nil }
        let trimmed = trimmed(text)
        return trimmed.isEmpty || isPlaceholder(trimmed) ? nil : trimmed
    }

    /// A free-text location without its placeholder parts: `"???, Berkeley, CA"` →
    /// `"Berkeley, CA"`, `"Various - See info file"` → nil. A lone region code left when the
    /// place was a placeholder says nothing to a driver: `"???, CA"` → nil.
    public static func cleanedLocation(_ text: String?) -> String? {
        guard let text else { return nil }
        // Split by bytes when ASCII (as most are): the same parts, without walking characters.
        let pieces = ASCIISearch.isASCII(text)
            ? text.utf8.split(separator: UInt8(ascii: ",")).map { String(Substring($0)) }
            : text.split(separator: ",").map(String.init)
        let parts = pieces.compactMap { cleaned($0) }
        if parts.count == 1, pieces.count > 1, isRegionCode(parts[0]) { return nil }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// `CA`, `NY`, `UK`: two or three ASCII capitals.
    static func isRegionCode(_ text: String) -> Bool {
        (2...3).contains(text.utf8.count) && text.utf8.allSatisfy { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
    }

    /// Whether `text` (already trimmed) is a placeholder, ignoring ASCII case. Compares
    /// bytes: the placeholders are ASCII, so a text with any other byte is none of them.
    /// Most texts (every venue and taper of a catalog) match no placeholder's length, and
    /// are told apart without comparing.
    static func isPlaceholder(_ text: String) -> Bool {
        let length = text.utf8.count
        guard length < placeholderLengths.bitWidth, placeholderLengths & (1 << length) != 0 else { return false }
        return placeholderList.contains { ASCIISearch.equalsIgnoringCase(text, $0) }
    }

    /// The placeholders in an array (iterating one is cheaper than a set), and a bit per
    /// length that one of them has.
    private static let placeholderList = Array(placeholders)
    private static let placeholderLengths = placeholders.reduce(UInt64(0)) { $0 | 1 << $1.utf8.count }

    /// `"Barton Hall, Cornell University • Ithaca, NY"`, placeholders left out.
    public static func venueLine(_ venue: Venue?) -> String {
        join([cleaned(venue?.name), cleanedLocation(venue?.location)])
    }
}
