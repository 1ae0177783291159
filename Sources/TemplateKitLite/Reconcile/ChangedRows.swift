/// The rows of two lists that differ, among the first `count`, read in place through the
/// arrays' buffers. A row the app kept from its previous state (its rows array copied, one
/// element replaced) is the very same value as the car's: its bits match (a `ListElement`
/// is one reference to its row's box, shared hence unchanged), which settles it without
/// reading the row. A row built anew is settled by its ``RowDigest`` (two words kept in
/// the row; see there why equal digests are taken as equal rows); only rows whose digests
/// differ are compared by `==` (a string spelled in another canonically equivalent way is
/// still the same text). So an update costs a word or two per kept or rebuilt row plus a
/// full comparison per changed row (a row whose progress is NaN, unequal to itself by
/// `==`, is unchanged when its digest is).
///
///     ChangedRows.positions(old.items, new.items, count: 12)   // [5]
enum ChangedRows {
    /// The positions below `count` (within both arrays) whose rows differ.
    static func positions(_ a: [ListElement], _ b: [ListElement], count: Int) -> [Int] {
        let count = min(count, a.count, b.count)
        return a.withUnsafeBufferPointer { x in
            b.withUnsafeBufferPointer { y in
                var changed: [Int] = []
                for row in 0..<count where !sameBits(x, y, row) && !x[row].digest.matches(y[row].digest) && x[row] != y[row] {
                    changed.append(row)
                }
                return changed
            }
        }
    }

    /// Whether the first `count` rows of `a` and `b` carry the same ids, in order (rows the
    /// same bit for bit are not read, rows whose digests match not compared).
    static func sameIDs(_ a: [ListElement], _ b: [ListElement], count: Int) -> Bool {
        let count = min(count, a.count, b.count)
        return a.withUnsafeBufferPointer { x in
            b.withUnsafeBufferPointer { y in
                (0..<count).allSatisfy { sameBits(x, y, $0) || x[$0].digest.matches(y[$0].digest) || x[$0].id == y[$0].id }
            }
        }
    }

    /// Whether row `row` of `x` and `y` is bit for bit the same value: the same row storage
    /// (an item's box, changed only while no other value shares it, or an image row's
    /// indirect box), hence equal. Bits that differ say nothing: the digests are compared.
    @inline(__always)
    static func sameBits(_ x: UnsafeBufferPointer<ListElement>, _ y: UnsafeBufferPointer<ListElement>, _ row: Int) -> Bool {
        let size = MemoryLayout<ListElement>.size
        let a = UnsafeRawPointer(x.baseAddress! + row), b = UnsafeRawPointer(y.baseAddress! + row)
        guard size == MemoryLayout<UInt>.size else {
            return (0..<size).allSatisfy { a.load(fromByteOffset: $0, as: UInt8.self) == b.load(fromByteOffset: $0, as: UInt8.self) }
        }
        return a.load(as: UInt.self) == b.load(as: UInt.self)
    }
}
