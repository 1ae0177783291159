/// An array or object the scanner is inside: where its entry is, how many members are
/// done (the index of the element being parsed) and, for objects, the keys seen so far.
struct OpenContainer {
    let entry: Int
    let isObject: Bool
    var count = 0
    /// The entry of the key whose value is being parsed.
    var keyEntry = 0
    var keys = KeySet()
}

/// The keys of one object, compared as exact UTF-8 code units (RFC 8259 does not
/// normalise: "é" and "e\u{301}" are two keys). Small objects compare linearly; from
/// ``hashingThreshold`` keys on, a hash set keeps big maps linear.
struct KeySet {
    static let hashingThreshold = 16

    /// The code units of each key so far (until hashed); most keys of an object differ
    /// in length, so comparing them is mostly one comparison of counts.
    private var small: [ArraySlice<UInt8>] = []
    private var hashed: Set<[UInt8]> = []

    /// Adds the key `entry` (a validated string of `bytes`); false when already there.
    mutating func insert(_ entry: JSONTape.Entry, in bytes: [UInt8]) -> Bool {
        let units = JSONTape.codeUnits(of: entry, in: bytes)
        if !hashed.isEmpty { return hashed.insert(Array(units)).inserted }
        if small.contains(where: { $0.count == units.count && $0.elementsEqual(units) }) { return false }
        small.append(units)
        if small.count >= Self.hashingThreshold {
            hashed = Set(small.map { Array($0) })
            small = []
        }
        return true
    }
}
