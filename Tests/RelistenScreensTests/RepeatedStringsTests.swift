@testable import RelistenScreens
import Testing

/// Strings a document repeats are made once and shared; every string read is the one its
/// bytes spell, shared or not, however full the table.
@Suite struct RepeatedStringsTests {
    static func storage(_ text: String) -> UnsafePointer<UInt8>? {
        var text = text
        return text.withUTF8 { $0.baseAddress }
    }

    static func read(_ text: String, _ repeated: inout RepeatedStrings) -> String {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { repeated.string($0) }
    }

    @Test func aRepeatedTitleIsMadeOnce() {
        var repeated = RepeatedStrings()
        let first = Self.read("Playing in the Band", &repeated)
        let second = Self.read("Playing in the Band", &repeated)
        #expect(first == "Playing in the Band" && second == first)
        #expect(Self.storage(first) == Self.storage(second))
        #expect(Self.read("Playing in the Bank", &repeated) == "Playing in the Bank")
    }

    @Test func shortAndLongStringsAreMadeAsUsual() {
        var repeated = RepeatedStrings()
        for text in ["", "Dark Star", String(repeating: "x", count: 15), String(repeating: "y", count: 65), "Ünïcödé titles ✓ 🎸"] {
            #expect(Self.read(text, &repeated) == text)
        }
    }

    /// Many more distinct strings than the table holds: each still reads as itself.
    @Test func aFullTableStillReadsEveryString() {
        var repeated = RepeatedStrings()
        let texts = (0..<(RepeatedStrings.capacity * 2)).map { "Song number \($0) of the night" }
        for _ in 0..<2 {
            for text in texts { #expect(Self.read(text, &repeated) == text) }
        }
    }
}
