/// The named arguments of an ``Action``, kept in UTF-8 byte order of their names — the
/// order every render writes them in — so a row's action costs no hash table (and its
/// usual single argument no allocation), and rendering never sorts.
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
    typealias Pair = (String, ActionValue)

    /// One argument is kept inline: most actions name one thing (a row's index, a
    /// screen), and an array for it was an allocation that lived as long as its row.
    private enum Storage {
        /// No arguments, or two and more: names ascending in UTF-8 byte order, each once.
        case pairs([Pair])
        case one(String, ActionValue)

        init(_ pairs: [Pair]) {
            self = pairs.count == 1 ? .one(pairs[0].0, pairs[0].1) : .pairs(pairs)
        }
    }

    private var storage: Storage

    public init() { storage = .pairs([]) }

    public init(dictionaryLiteral elements: (String, ActionValue)...) {
        // Not `Storage(…)`: the usual one-argument literal skips the order check (1 % of a
        // 10k list's build).
        if elements.count == 1 {
            storage = .one(elements[0].0, elements[0].1)
        } else {
            storage = .pairs(Self.isInOrder(elements) ? elements : Self.ordered(elements))
        }
    }

    /// The arguments of a dictionary, or of any sequence of pairs.
    public init<Pairs: Sequence>(_ elements: Pairs) where Pairs.Element == (String, ActionValue) {
        storage = Storage(Self.ordered(elements))
    }

    /// The arguments of a dictionary.
    public init(_ dictionary: [String: ActionValue]) {
        self.init(dictionary.lazy.map { ($0.key, $0.value) })
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int {
        switch storage {
        case .pairs(let pairs): pairs.count
        case .one: 1
        }
    }

    public subscript(position: Int) -> Element {
        switch storage {
        case .pairs(let pairs):
            let (key, value) = pairs[position]
            return (key, value)
        case .one(let key, let value):
            precondition(position == 0, "ActionArguments index \(position) out of range")
            return (key, value)
        }
    }

    /// The value named `key`; setting `nil` removes it.
    public subscript(key: String) -> ActionValue? {
        get {
            switch storage {
            case .one(let name, let value): return name.utf8.elementsEqual(key.utf8) ? value : nil
            case .pairs(let pairs):
                let slot = Self.slot(of: key, in: pairs)
                return slot.found ? pairs[slot.index].1 : nil
            }
        }
        set {
            var pairs = self.pairs
            Self.set(key, newValue, in: &pairs)
            storage = Storage(pairs)
        }
    }

    /// The names, in UTF-8 byte order.
    public var keys: [String] { map(\.key) }

    /// Every argument, in order, as an array.
    private var pairs: [Pair] {
        switch storage {
        case .pairs(let pairs): pairs
        case .one(let key, let value): [(key, value)]
        }
    }

    /// `elements` in UTF-8 order of their names; a name given twice keeps its last value.
    private static func ordered<Pairs: Sequence>(_ elements: Pairs) -> [Pair] where Pairs.Element == Pair {
        var pairs: [Pair] = []
        pairs.reserveCapacity(elements.underestimatedCount)
        for (key, value) in elements { set(key, value, in: &pairs) }
        return pairs
    }

    /// Whether the names ascend strictly in UTF-8 byte order (a literal written in order).
    private static func isInOrder(_ elements: [Pair]) -> Bool {
        for index in elements.indices.dropFirst() where !UTF8Order.precedes(elements[index - 1].0, elements[index].0) {
            return false
        }
        return true
    }

    /// Sets (or with `nil` removes) the value named `key` in ordered `pairs`.
    private static func set(_ key: String, _ value: ActionValue?, in pairs: inout [Pair]) {
        let slot = slot(of: key, in: pairs)
        switch (slot.found, value) {
        case (true, let value?): pairs[slot.index].1 = value
        case (true, nil): pairs.remove(at: slot.index)
        case (false, let value?): pairs.insert((key, value), at: slot.index)
        case (false, nil): break
        }
    }

    /// Where `key` is in ordered `pairs`, or where it would go. The common case — names
    /// written in order, as a literal usually is — appends after one comparison.
    private static func slot(of key: String, in pairs: [Pair]) -> (index: Int, found: Bool) {
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

    /// Calls `body` with each argument in order, switching on how they are kept once
    /// rather than once an argument (as the collection's subscript does): what a row's
    /// digest reads, for every row built.
    @inline(__always)
    func forEachArgument(_ body: (borrowing String, borrowing ActionValue) -> Void) {
        switch storage {
        case .one(let key, let value): body(key, value)
        case .pairs(let pairs):
            for index in pairs.indices { body(pairs[index].0, pairs[index].1) }
        }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.elementsEqual(rhs) { $0.key.utf8.elementsEqual($1.key.utf8) && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for (key, value) in self {
            hasher.combine(key)
            hasher.combine(value)
        }
    }
}
