#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How a new version of a document differs from the one before, as bytes: the longest
/// common prefix and, after it, the longest common suffix (found a block at a time by the
/// C library's `memcmp`). What lies wholly in either is unchanged (the suffix moved by
/// ``shift``); the rest is the edit.
///
/// ```swift
/// let edit = DocumentEdit(from: Array(#"{"a": 1}"#.utf8), to: Array(#"{"a": 12}"#.utf8))
/// edit.prefix   // 7
/// edit.shift    // 1
/// ```
struct DocumentEdit {
    /// How many bytes at the start both versions share.
    let prefix: Int
    /// Where the shared end starts in the old version.
    let oldSuffixStart: Int
    /// How far the shared end moved: the new length minus the old.
    let shift: Int

    init(from old: [UInt8], to new: [UInt8]) {
        let common = min(old.count, new.count)
        let (prefix, suffix) = old.withUnsafeBufferPointer { one in
            new.withUnsafeBufferPointer { other in
                let prefix = Self.sharedPrefix(one, other, upTo: common)
                return (prefix, Self.sharedSuffix(one, other, upTo: common - prefix))
            }
        }
        self.prefix = prefix
        oldSuffixStart = old.count - suffix
        shift = new.count - old.count
    }

    /// Whether the old bytes `span` are in the new version unchanged: its offset there,
    /// or nil when the edit touches them.
    func newOffset(of span: Range<Int>) -> Int? {
        if span.upperBound <= prefix { return span.lowerBound }
        if span.lowerBound >= oldSuffixStart { return span.lowerBound + shift }
        return nil
    }

    /// How many bytes ``sharedPrefix(_:_:upTo:)`` and ``sharedSuffix(_:_:upTo:)`` hand
    /// `memcmp` at a time: the C library compares them with vector instructions, 32 or
    /// 64 bytes a step, where a Swift loop of words takes eight (the two versions of a
    /// Grateful-Dead-sized document, 34 MB, cost 55 million instructions that way).
    static let block = 4_096

    /// The length of the shared start of `one` and `other`: whole blocks by `memcmp`,
    /// then eight bytes at a time and byte by byte inside the first block that differs.
    static func sharedPrefix(_ one: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>, upTo limit: Int) -> Int {
        guard let first = one.baseAddress, let second = other.baseAddress else { return 0 }
        var index = 0
        while index + block <= limit, memcmp(first + index, second + index, block) == 0 { index += block }
        while index + 8 <= limit,
              UnsafeRawPointer(first + index).loadUnaligned(as: UInt64.self)
                == UnsafeRawPointer(second + index).loadUnaligned(as: UInt64.self) {
            index += 8
        }
        while index < limit, one[index] == other[index] { index += 1 }
        return index
    }

    /// The length of the shared end of `one` and `other`, at most `limit`: whole blocks
    /// by `memcmp` from the end, then eight bytes at a time and byte by byte.
    static func sharedSuffix(_ one: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>, upTo limit: Int) -> Int {
        guard let first = one.baseAddress, let second = other.baseAddress else { return 0 }
        var count = 0
        while count + block <= limit,
              memcmp(first + one.count - count - block, second + other.count - count - block, block) == 0 {
            count += block
        }
        while count + 8 <= limit,
              UnsafeRawPointer(first + one.count - count - 8).loadUnaligned(as: UInt64.self)
                == UnsafeRawPointer(second + other.count - count - 8).loadUnaligned(as: UInt64.self) {
            count += 8
        }
        while count < limit, one[one.count - 1 - count] == other[other.count - 1 - count] { count += 1 }
        return count
    }
}
