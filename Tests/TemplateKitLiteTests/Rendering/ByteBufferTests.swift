import Testing
@testable import TemplateKitLite

/// The renderers' output buffer: appends of every kind, growth, and array semantics.
@Suite struct ByteBufferTests {
    @Test func appendsBytesStringsRunsAndSlicesInOrder() {
        var buffer = ByteBuffer(capacity: 1)
        buffer.append(UInt8(ascii: "a"))
        buffer.append("│ é")
        buffer.append(repeating: UInt8(ascii: "-"), count: 3)
        buffer.append(repeating: UInt8(ascii: "!"), count: 0)
        buffer.append([0x31, 0x32])
        buffer.append([0x33, 0x34, 0x35][1...])
        #expect(buffer.string == "a│ é---1245")
        #expect(buffer.count == buffer.array.count)
        #expect(buffer.suffix(from: buffer.count - 3) == Array("245".utf8))
    }

    @Test func growsPastItsCapacityKeepingEveryByte() {
        var buffer = ByteBuffer(capacity: 16)
        let line = String(repeating: "0123456789", count: 7) + "\n"
        for _ in 0..<1_000 { buffer.append(line) }
        #expect(buffer.count == 71_000)
        #expect(buffer.string == String(repeating: line, count: 1_000))
    }

    @Test func aCopyNeverSeesTheOthersWrites() {
        var first = ByteBuffer()
        first.append("shared")
        var second = first
        second.append(" second")
        first.append(" first")
        #expect(first.string == "shared first")
        #expect(second.string == "shared second")
        var third = first
        third.removeSuffix(from: 0)
        third.append("x")
        #expect(first.string == "shared first")
        #expect(third.string == "x")
    }

    @Test func comparesRangesInByteOrder() {
        var buffer = ByteBuffer()
        buffer.append("abcabdab")
        #expect(buffer.precedes(0..<3, 3..<6))
        #expect(!buffer.precedes(3..<6, 0..<3))
        #expect(buffer.precedes(6..<8, 0..<3))
        #expect(!buffer.precedes(0..<3, 0..<3))
        #expect(buffer.string(3..<6) == "abd")
    }
}
