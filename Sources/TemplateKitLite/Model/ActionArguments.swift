/// The named arguments of an ``Action``, kept in UTF-8 byte order of their names — the
/// order every render writes them in — so a row's action costs one small array, not a
/// hash table, and rendering never sorts.
///
/// Written and read like a dictionary:
///
///     var arguments: ActionArguments = ["screen": "years", "artist": "77a58ff9-…"]
///     arguments["year"] = 1977
///     arguments["screen"]?.string          // "years"
///     arguments.map(\.key)                 // ["artist", "screen", "year"]
///
/// A name given twice keeps its last value.
public struct ActionArguments: Sendable, Hashable, RandomAccessCollection, ExpressibleByDictionaryLiteral {
    public typealias Element = (key: String, value: ActionValue)

    /// The arguments, names ascending in UTF-8 byte order, each name once.
    private var pairs: [(String, ActionValue)]

    public init() { pairs = [] }

    public init(dictionaryLiteral elements: (String, ActionValue)...) {
        if Self.isInOrder(elements) { pairs = elements } else { pairs = Self(elements).pairs }
    }

    /// The arguments of a dictionary, or of any sequence of pairs.
    public init<Pairs: Sequence>(_ elements: Pairs) where Pairs.Element == (String, ActionValue) {
        pairs = []
        pairs.reserveCapacity(elements.underestimatedCount)
        for (key, value) in elements { self[key] = value }
    }

    /// The arguments of a dictionary.
    public init(_ dictionary: [String: ActionValue]) {
        self.init(dictionary.lazy.map { ($0.key, $0.value) })
    }

    public var startIndex: Int { pairs.startIndex }
    public var endIndex: Int { pairs.endIndex }
    public subscript(position: Int) -> Element {
        let (key, value) = pairs[position]
        return (key, value)
    }

    /// The value named `key`; setting `nil` removes it.
    public subscript(key: String) -> ActionValue? {
        get {
            let slot = slot(of: key)
            return slot.found ? pairs[slot.index].1 : nil
        }
        set {
            let slot = slot(of: key)
            switch (slot.found, newValue) {
            case (true, let value?): pairs[slot.index].1 = value
            case (true, nil): pairs.remove(at: slot.index)
            case (false, let value?): pairs.insert((key, value), at: slot.index)
            case (false, nil): break
            }
        }
    }

    /// The names, in UTF-8 byte order.
    public var keys: [String] { pairs.map(\.0) }

    /// Whether the names ascend strictly in UTF-8 byte order (a literal written in order).
    private static func isInOrder(_ elements: [(String, ActionValue)]) -> Bool {
        for index in elements.indices.dropFirst() where !UTF8Order.precedes(elements[index - 1].0, elements[index].0) {
            return false
        }
        return true
    }

    /// Where `key` is, or where it would go. The common case — names written in order,
    /// as a literal usually is — appends after one comparison.
    private func slot(of key: String) -> (index: Int, found: Bool) {
        guard let last = pairs.last else { return (0, false) }
        if UTF8Order.precedes(last.0, key) { return (pairs.count, false) }
        var low = 0, high = pairs.count
        while low < high {
            let middle = (low + high) / 2
            if UTF8Order.precedes(pairs[middle].0, key) { low = middle + 1 } else { high = middle }
        }
        // Byte order, byte equality: "é" composed and decomposed are two names, as in renders.
        return (low, low < pairs.count && !UTF8Order.precedes(key, pairs[low].0))
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.pairs.elementsEqual(rhs.pairs) { $0.0.utf8.elementsEqual($1.0.utf8) && $0.1 == $1.1 }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(pairs.count)
        for (key, value) in pairs {
            hasher.combine(key)
            hasher.combine(value)
        }
    }
}
