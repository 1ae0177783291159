/// The one locale-independent string order used for every sorted list (artists by
/// `sortName`, and any other names).
///
/// Rules, in order:
/// 1. **Primary**: letters compare case-insensitively and diacritic-insensitively (combining
///    marks are dropped; precomposed Latin-1 and Latin Extended-A letters are folded to their
///    base letters by a table, e.g. `É`→`e`, `ß`→`ss`, `Ø`→`o`, `Æ`→`ae`). Digits sort before
///    letters; ASCII letters before other scripts (which compare by lower-cased scalar value).
///    Whitespace runs count as one separator that sorts before everything ("Dead Kennedys"
///    before "Deadbeat"). Punctuation, symbols (including emoji) and control characters are
///    ignored. Digits compare one by one ("10" before "9"); no numeric collation.
/// 2. **Tiebreak**: the raw UTF-8 bytes (so case, accents and punctuation decide last).
/// 3. **Stable**: equal strings keep their input order in ``sorted(_:by:)``.
///
/// `sort_name` already lacks "The " (the server removes it): it is used as is.
public enum Collation {
    /// The result of comparing two strings.
    public enum Order: Sendable, Hashable {
        case ascending, same, descending
    }

    /// A precomputed sort key; comparing keys equals comparing the strings.
    public struct Key: Sendable, Hashable, Comparable {
        /// Primary weights (see the rules above).
        public let primary: [UInt32]
        /// The raw UTF-8 bytes, the tiebreak.
        public let bytes: [UInt8]

        public static func < (lhs: Key, rhs: Key) -> Bool {
            order(lhs, rhs) < 0
        }

        /// Negative, zero or positive as `lhs` sorts before, equal to or after `rhs`: one
        /// pass over each array (a sort compared each pair up to four times, generically).
        static func order(_ lhs: Key, _ rhs: Key) -> Int {
            let primary = Self.order(lhs.primary, rhs.primary)
            return primary != 0 ? primary : Self.order(lhs.bytes, rhs.bytes)
        }

        private static func order<Element: FixedWidthInteger>(_ lhs: [Element], _ rhs: [Element]) -> Int {
            lhs.withUnsafeBufferPointer { left in
                rhs.withUnsafeBufferPointer { right in
                    for index in 0..<min(left.count, right.count) where left[index] != right[index] {
                        return left[index] < right[index] ? -1 : 1
                    }
                    return left.count - right.count
                }
            }
        }
    }

    /// The sort key of `string`.
    public static func key(_ string: String) -> Key {
        Key(primary: CollationWeights.primary(of: string), bytes: Array(string.utf8))
    }

    /// Compares two strings by the collation rules.
    public static func compare(_ lhs: String, _ rhs: String) -> Order {
        let left = key(lhs)
        let right = key(rhs)
        if left < right { return .ascending }
        return right < left ? .descending : .same
    }

    /// `true` when `lhs` sorts strictly before `rhs`.
    public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        key(lhs) < key(rhs)
    }

    /// `items` sorted by the collation of `name`, stable for equal names.
    public static func sorted<Item>(_ items: [Item], by name: (Item) -> String) -> [Item] {
        sortedPositions(items, by: name).map { items[$0] }
    }

    /// The positions of `items` in the order ``sorted(_:by:)`` puts them.
    static func sortedPositions<Item>(_ items: [Item], by name: (Item) -> String) -> [Int] {
        let keyed = items.enumerated().map { (key: key(name($0.element)), offset: $0.offset) }
        return keyed.sorted { lhs, rhs in
            let order = Key.order(lhs.key, rhs.key)
            return order != 0 ? order < 0 : lhs.offset < rhs.offset
        }.map(\.offset)
    }

    /// The sorted positions of `items + added`, given `order`, those of `items`: only the
    /// added items are keyed and sorted, then merged in (an item already there comes
    /// before an added one of the same name, as in a stable sort of the whole).
    ///
    ///     Collation.positions(adding: ["b"], to: ["a", "c"], sortedAs: [0, 1], by: { $0 })   // [0, 2, 1]
    package static func positions<Item>(adding added: [Item], to items: [Item], sortedAs order: [Int], by name: (Item) -> String) -> [Int] {
        var merged: [Int] = []
        merged.reserveCapacity(order.count + added.count)
        var next = 0
        for position in sortedPositions(added, by: name) {
            let addedKey = key(name(added[position]))
            var low = next, high = order.count
            while low < high {
                let middle = (low + high) / 2
                if Key.order(key(name(items[order[middle]])), addedKey) <= 0 { low = middle + 1 } else { high = middle }
            }
            merged.append(contentsOf: order[next..<low])
            merged.append(items.count + position)
            next = low
        }
        merged.append(contentsOf: order[next...])
        return merged
    }
}
