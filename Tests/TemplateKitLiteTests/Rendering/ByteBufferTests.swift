import Testing
@testable import TemplateKitLite

/// The renderers' output buffer: appends of every kind, growth, truncation and ranges.
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
        let tail = buffer.suffix(from: buffer.count - 3)
        #expect(tail == Array("245".utf8))
    }

    @Test func growsPastItsCapacityKeepingEveryByte() {
        var buffer = ByteBuffer(capacity: 16)
        let line = String(repeating: "0123456789", count: 7) + "\n"
        for _ in 0..<1_000 { buffer.append(line) }
        #expect(buffer.count == 71_000)
        #expect(buffer.string == String(repeating: line, count: 1_000))
    }

    @Test func collectsIntoTheArraysStorageOrSpillsWhenItIsTooSmall() {
        let line = String(repeating: "0123456789", count: 7) + "\n"
        func lines(_ count: Int, capacity: Int) -> [UInt8] {
            ByteBuffer.collect(capacity: capacity) { buffer in
                var buffer = buffer
                for _ in 0..<count { buffer.append(line) }
                return buffer
            }
        }
        let expected = [UInt8](String(repeating: line, count: 100).utf8)
        #expect(lines(100, capacity: 71 * 100) == expected)   // exactly enough: no copy
        #expect(lines(100, capacity: 1_000_000) == expected)  // generous
        #expect(lines(100, capacity: 100) == expected)        // grows into its own storage
        #expect(lines(0, capacity: 0).isEmpty)
    }

    @Test func removingASuffixRewritesFromThere() {
        var buffer = ByteBuffer()
        buffer.append("shared first")
        buffer.removeSuffix(from: 6)
        buffer.append(" second")
        buffer.removeSuffix(from: 100)
        #expect(buffer.string == "shared second")
        buffer.removeSuffix(from: 0)
        buffer.append("x")
        #expect(buffer.string == "x")
    }

    @Test func comparesRangesInByteOrder() {
        var buffer = ByteBuffer()
        buffer.append("abcabdab")
        // Results are bound first: #expect cannot take a non-copyable value apart.
        let order = [buffer.precedes(0..<3, 3..<6), buffer.precedes(3..<6, 0..<3),
                     buffer.precedes(6..<8, 0..<3), buffer.precedes(0..<3, 0..<3)]
        let middle = buffer.string(3..<6)
        #expect(order == [true, false, true, false])
        #expect(middle == "abd")
    }

    @Test func lineBreaksAndPaddingWriteExactlyTheirBytes() {
        for indent in [0, 1, 2, 7, 14, 15, 16, 17, 40] {
            var buffer = ByteBuffer(capacity: 1)
            buffer.append("x")
            buffer.appendLineBreak(indent: indent)
            buffer.append(repeating: UInt8(ascii: "-"), count: indent)
            buffer.append(literal: "│ y")
            buffer.append(literal: "z")
            let text = buffer.string
            #expect(text == "x\n" + String(repeating: " ", count: indent) + String(repeating: "-", count: indent) + "│ yz")
        }
    }
}


/// The buffer size guess counts the rows a car shows, across a tab bar's tabs.
@Suite struct RenderSizeHintTests {
    @Test func countsTheRowsTheCarShows() {
        let list = ListTemplate("Rows") { ListSection { for number in 0..<700 { ListItem(String(number)) } } }
        let small = CarProfile(name: "small", maximumItemCount: 12, maximumSectionCount: 1)
        #expect(RenderSizeHint.rows(in: .list(list), profile: .unconstrained) == 500)
        #expect(RenderSizeHint.rows(in: .list(list), profile: small) == 12)
        let tabs = TabBarTemplate(tabs: [Tab("A", content: .list(list)), Tab("B", content: .list(list))])
        #expect(RenderSizeHint.rows(in: .tabBar(tabs), profile: small) == 24)
        #expect(RenderSizeHint.rows(in: .alert(AlertTemplate(titleVariants: ["Hi"], actions: [])), profile: small) == 0)
        #expect(RenderSizeHint.json(.list(list), profile: small) > 12 * 256)
    }
}
