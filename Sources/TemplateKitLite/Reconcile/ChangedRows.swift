/// The rows of two lists that may differ, found without comparing field by field: two
/// rows whose bytes are the same hold the same values (the same field values and the same
/// string and array storage), so only rows whose bytes differ are compared with `==`. An
/// update whose data mostly comes from the same store then costs a few word loads per
/// row the car keeps, whatever the rows hold.
///
///     ChangedRows.positions(old.items, new.items, count: 12)   // [5]
enum ChangedRows {
    /// The positions below `count` (within both arrays) whose rows' bytes differ.
    static func positions(_ a: [ListElement], _ b: [ListElement], count: Int) -> [Int] {
        let count = min(count, a.count, b.count)
        let stride = MemoryLayout<ListElement>.stride
        return a.withUnsafeBytes { x in
            b.withUnsafeBytes { y in
                var changed: [Int] = []
                for row in 0..<count where !sameBytes(x, y, at: row * stride, length: stride) { changed.append(row) }
                return changed
            }
        }
    }

    static func sameBytes(_ x: UnsafeRawBufferPointer, _ y: UnsafeRawBufferPointer, at start: Int, length: Int) -> Bool {
        var offset = 0
        while offset + 8 <= length {
            if x.loadUnaligned(fromByteOffset: start + offset, as: UInt64.self)
                != y.loadUnaligned(fromByteOffset: start + offset, as: UInt64.self) { return false }
            offset += 8
        }
        while offset < length {
            if x[start + offset] != y[start + offset] { return false }
            offset += 1
        }
        return true
    }
}
