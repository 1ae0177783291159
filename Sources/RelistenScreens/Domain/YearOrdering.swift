/// Years ascending: numeric `year` strings by value, others after them by UTF-8 bytes;
/// ties keep input order.
public enum YearOrdering {
    public static func sorted(_ years: [Year]) -> [Year] {
        years.enumerated().sorted { lhs, rhs in
            let left = Int(lhs.element.year)
            let right = Int(rhs.element.year)
            switch (left, right) {
            case (let l?, let r?) where l != r: return l < r
            case (.some, nil): return true
            case (nil, .some): return false
            default:
                if lhs.element.year != rhs.element.year {
                    return lhs.element.year.utf8.lexicographicallyPrecedes(rhs.element.year.utf8)
                }
                return lhs.offset < rhs.offset
            }
        }.map(\.element)
    }
}
