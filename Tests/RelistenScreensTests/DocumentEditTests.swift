@testable import RelistenScreens
import Testing

/// ``DocumentEdit`` finds the shared start and end of two versions a 4 KB block at a time
/// (`memcmp`), then a word and a byte at a time: the figures must be a byte-by-byte
/// comparison's, wherever the difference falls against the blocks and words.
@Suite struct DocumentEditTests {
    /// The shared prefix and suffix (at most what the prefix leaves) counted byte by byte.
    static func naive(_ old: [UInt8], _ new: [UInt8]) -> (prefix: Int, suffix: Int) {
        let common = min(old.count, new.count)
        var prefix = 0
        while prefix < common, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < common - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        return (prefix, suffix)
    }

    static func expectAgrees(_ old: [UInt8], _ new: [UInt8], _ name: String) {
        let edit = DocumentEdit(from: old, to: new)
        let expected = naive(old, new)
        #expect(edit.prefix == expected.prefix, "\(name): prefix")
        #expect(old.count - edit.oldSuffixStart == expected.suffix, "\(name): suffix")
        #expect(edit.shift == new.count - old.count, "\(name): shift")
    }

    @Test func aChangedByteIsFoundAroundEveryBlockAndWordEdge() {
        let block = DocumentEdit.block
        let old = (0..<(3 * block + 21)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        for position in [0, 1, 7, 8, 9, block - 9, block - 8, block - 1, block, block + 1, 2 * block + 3, old.count - 9, old.count - 1] {
            var changed = old
            changed[position] &+= 1
            Self.expectAgrees(old, changed, "byte \(position) changed")
            var inserted = old
            inserted.insert(contentsOf: [1, 2, 3], at: position)
            Self.expectAgrees(old, inserted, "3 bytes inserted at \(position)")
            var removed = old
            removed.removeSubrange(position..<min(old.count, position + 5))
            Self.expectAgrees(old, removed, "5 bytes removed at \(position)")
        }
    }

    @Test func equalEmptyAndRepeatedVersionsAreMeasuredAsByteByByte() {
        let block = DocumentEdit.block
        let same = [UInt8](repeating: 0x20, count: 2 * block + 5)
        Self.expectAgrees(same, same, "the same bytes")
        Self.expectAgrees([], same, "from nothing")
        Self.expectAgrees(same, [], "to nothing")
        // A run of equal bytes grown by one: prefix and suffix overlap, the suffix gives way.
        Self.expectAgrees(same, same + [0x20], "one more of the same byte")
        Self.expectAgrees(same + [0x20], same, "one fewer")
    }
}
