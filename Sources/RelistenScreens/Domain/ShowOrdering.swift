/// Shows by `display_date` ascending. Dates compare part by part (year, month, day); at
/// each part a number sorts before `XX` (unknown), so `1966-11-30` < `1966-11-XX` <
/// `1966-12-01` and `1966-12-31` < `1966-XX-XX`. Dates not of the form `YYYY-MM-DD` sort
/// last by UTF-8 bytes. Ties keep input order.
public enum ShowOrdering {
    public static func sorted(_ shows: [Show]) -> [Show] {
        let keyed = shows.enumerated().map { (key: DisplayDateKey($0.element.displayDate), offset: $0.offset, show: $0.element) }
        return keyed.sorted { lhs, rhs in
            if lhs.key != rhs.key { return lhs.key < rhs.key }
            return lhs.offset < rhs.offset
        }.map(\.show)
    }
}

/// The sort key of a display date: each part is its number, or `Int.max` for `XX`.
public struct DisplayDateKey: Sendable, Hashable, Comparable {
    /// `[year, month, day]`, or `nil` for a malformed date.
    public let parts: [Int]?
    public let text: String

    public init(_ text: String) {
        self.text = text
        let pieces = text.split(separator: "-", omittingEmptySubsequences: false)
        let expectedLengths = [4, 2, 2]
        guard pieces.count == 3, zip(pieces, expectedLengths).allSatisfy({ $0.utf8.count == $1 }) else {
            parts = nil
            return
        }
        var values: [Int] = []
        for piece in pieces {
            if piece.allSatisfy({ $0 == "X" || $0 == "x" }) {
                values.append(Int.max)
            } else if piece.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let value = Int(piece) {
                values.append(value)
            } else {
                parts = nil
                return
            }
        }
        parts = values
    }

    public static func < (lhs: DisplayDateKey, rhs: DisplayDateKey) -> Bool {
        switch (lhs.parts, rhs.parts) {
        case (let l?, let r?) where l != r: return l.lexicographicallyPrecedes(r)
        case (.some, nil): return true
        case (nil, .some): return false
        default: return lhs.text.utf8.lexicographicallyPrecedes(rhs.text.utf8)
        }
    }
}
