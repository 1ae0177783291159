/// The keys of one object read so far by the one-pass decoder: the ones it knows as bits
/// of a mask, the others as their text (an object of a state document has a handful).
/// A key seen twice ends the pass, as it is a syntax error.
///
/// ```swift
/// var seen = SeenKeys()
/// let field = try seen.field(key, in: KeyNames(["uuid", "title"]), reader)   // 0, 1 or nil (another key)
/// ```
struct SeenKeys {
    private var known: UInt64 = 0
    private var others: [ByteReader.Key] = []

    /// Most objects have no more keys than this that the decoder does not read.
    static let othersLimit = 64

    /// The index in `names` of `key`, or nil for a key not among them; throws when the
    /// object had the key already.
    @inline(__always)
    mutating func field(_ key: ByteReader.Key, in names: KeyNames, _ reader: ByteReader) throws(ByteReader.NotRead) -> Int? {
        if let index = names.index(of: key, in: reader) {
            try mark(index)
            return index
        }
        if others.count >= Self.othersLimit || others.contains(where: { reader.same($0, key) }) { throw ByteReader.NotRead() }
        others.append(key)
        return nil
    }

    /// Notes that the object has name `index` of its names; throws when it had it already.
    @inline(__always)
    mutating func mark(_ index: Int) throws(ByteReader.NotRead) {
        let bit: UInt64 = 1 &<< UInt64(truncatingIfNeeded: index)
        if known & bit != 0 { throw ByteReader.NotRead() }
        known |= bit
    }
}
