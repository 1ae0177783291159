import KitSupport

/// Byte order of UTF-8 (which is also Unicode scalar order, without normalization): the
/// order of canonical JSON keys and of action arguments in renders.
///
///     UTF8Order.precedes("B", "a")   // true: 0x42 < 0x61
enum UTF8Order {
    /// `true` when `lhs`'s UTF-8 bytes sort before `rhs`'s. Compares the contiguous
    /// bytes directly (the generic `lexicographicallyPrecedes` walks two iterators).
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        // Names mostly differ in their first byte, which is read without reaching the
        // strings' storage (a small string's bytes are copied out for that).
        if let left = lhs.utf8.first, let right = rhs.utf8.first, left != right { return left < right }
        return lhs.withContiguousUTF8 { left in rhs.withContiguousUTF8 { right in precedes(left, right) } }
    }

    /// The same for two runs of bytes (e.g. two keys already written to a buffer).
    @inline(__always)
    static func precedes(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in 0..<min(left.count, right.count) where left[index] != right[index] {
            return left[index] < right[index]
        }
        return left.count < right.count
    }
}
