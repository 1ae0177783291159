/// The rows of two lists that differ, among the first `count`: compared in place through
/// the arrays' buffers, so no row is copied (no retain and release of its strings) to be
/// compared — the cost of an update is one comparison per row the car keeps.
///
///     ChangedRows.positions(old.items, new.items, count: 12)   // [5]
enum ChangedRows {
    /// The positions below `count` (within both arrays) whose rows differ.
    static func positions(_ a: [ListElement], _ b: [ListElement], count: Int) -> [Int] {
        let count = min(count, a.count, b.count)
        return a.withUnsafeBufferPointer { x in
            b.withUnsafeBufferPointer { y in
                var changed: [Int] = []
                for row in 0..<count where x[row] != y[row] { changed.append(row) }
                return changed
            }
        }
    }
}
