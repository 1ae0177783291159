/// The rows of two lists that differ, among the first `count`: compared in place through
/// the arrays' buffers, so no row is copied (no retain and release of its strings) to be
/// compared. A row the app kept from its previous state (its rows array copied, one element
/// replaced) is the very same value as the car's: its bits match, which settles it without
/// reading the row (a `ListElement` is one reference to its row's storage), so an update
/// costs a word comparison per kept row plus a full comparison per row that was rebuilt.
///
///     ChangedRows.positions(old.items, new.items, count: 12)   // [5]
enum ChangedRows {
    /// The positions below `count` (within both arrays) whose rows differ.
    static func positions(_ a: [ListElement], _ b: [ListElement], count: Int) -> [Int] {
        let count = min(count, a.count, b.count)
        return a.withUnsafeBufferPointer { x in
            b.withUnsafeBufferPointer { y in
                var changed: [Int] = []
                for row in 0..<count where !sameBits(x, y, row) && x[row] != y[row] { changed.append(row) }
                return changed
            }
        }
    }

    /// Whether row `row` of `x` and `y` is bit for bit the same value: the same row storage
    /// (an indirect enum case is a reference to an immutable box), hence equal. Bits that
    /// differ say nothing: the rows are then compared field by field.
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
