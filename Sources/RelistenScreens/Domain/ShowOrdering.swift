/// Shows by `display_date` ascending. Dates compare part by part (year, month, day); at
/// each part a number sorts before `XX` (unknown), so `1966-11-30` < `1966-11-XX` <
/// `1966-12-01` and `1966-12-31` < `1966-XX-XX`. Dates not of the form `YYYY-MM-DD` sort
/// last by UTF-8 bytes. Ties keep input order.
public enum ShowOrdering {
    /// Sorts the shows' positions by their keys, then takes the shows in that order — or
    /// keeps the array as it is when already in order, as a year's listing nearly always is.
    public static func sorted(_ shows: [Show]) -> [Show] {
        let keys = shows.map { DisplayDateKey($0.displayDate) }
        let order = keys.indices.sorted { lhs, rhs in
            if keys[lhs] != keys[rhs] { return keys[lhs] < keys[rhs] }
            return lhs < rhs
        }
        return order.elementsEqual(shows.indices) ? shows : order.map { shows[$0] }
    }
}

/// The sort key of a display date: each part is its number, or `Int.max` for `XX`.
public struct DisplayDateKey: Sendable, Hashable, Comparable {
    /// `[year, month, day]`, or `nil` for a malformed date.
    public var parts: [Int]? { date.map { [$0.year, $0.month, $0.day] } }
    public let text: String
    /// The parts, read once: a key is made for every show of a year each time it is sorted.
    private let date: Parts?

    /// Year, month and day, compared in that order.
    private struct Parts: Sendable, Hashable, Comparable {
        let year, month, day: Int

        static func < (lhs: Parts, rhs: Parts) -> Bool {
            (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
        }
    }

    public init(_ text: String) {
        self.text = text
        date = Self.parse(text)
    }

    /// `YYYY-MM-DD` read byte by byte, each part all digits or all `X`/`x`; else `nil`.
    /// (A text of these bytes is ASCII, so its characters are these bytes.)
    private static func parse(_ text: String) -> Parts? {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
                let year = part(bytes[0..<4]), let month = part(bytes[5..<7]), let day = part(bytes[8..<10])
            else { return nil }
            return Parts(year: year, month: month, day: day)
        }
    }

    /// A part's number, `Int.max` for all `X`, or `nil`.
    private static func part(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        if bytes.allSatisfy({ $0 == UInt8(ascii: "X") || $0 == UInt8(ascii: "x") }) { return Int.max }
        guard bytes.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        return bytes.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }

    public static func < (lhs: DisplayDateKey, rhs: DisplayDateKey) -> Bool {
        switch (lhs.date, rhs.date) {
        case (let l?, let r?) where l != r: return l < r
        case (.some, nil): return true
        case (nil, .some): return false
        default: return lhs.text.utf8.lexicographicallyPrecedes(rhs.text.utf8)
        }
    }
}
