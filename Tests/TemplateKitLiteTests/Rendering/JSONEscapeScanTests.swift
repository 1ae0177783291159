import Testing
@testable import TemplateKitLite

/// The word-at-a-time escape check agrees with the byte-by-byte one on every position
/// and every byte value that matters, at every length around the eight-byte word.
@Suite struct JSONEscapeScanTests {
    private func naive(_ bytes: [UInt8]) -> Bool {
        bytes.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }
    }

    @Test func agreesWithTheByteByByteCheck() {
        let fillers: [UInt8] = [0x20, 0x21, 0x23, 0x41, 0x5B, 0x5D, 0x7F, 0x80, 0xC3, 0xE2, 0xFF]
        let specials: [UInt8] = [0x00, 0x01, 0x0A, 0x1F, 0x22, 0x5C]
        for length in 0...20 {
            for filler in fillers {
                let plain = [UInt8](repeating: filler, count: length)
                #expect(plain.withUnsafeBufferPointer { JSONEscapeScan.needsEscaping($0) } == naive(plain))
                for position in 0..<length {
                    for special in specials + fillers {
                        var bytes = plain
                        bytes[position] = special
                        let fast = bytes.withUnsafeBufferPointer { JSONEscapeScan.needsEscaping($0) }
                        #expect(fast == naive(bytes), "length \(length) filler \(filler) byte \(special) at \(position)")
                    }
                }
            }
        }
    }

    @Test func realText() {
        #expect(!JSONEscapeScan.needsEscaping("Barton Hall, Cornell University • Ithaca, NY"))
        #expect(JSONEscapeScan.needsEscaping("Set 1\nEncore"))
        #expect(JSONEscapeScan.needsEscaping("C:\\Music"))
        #expect(JSONEscapeScan.needsEscaping("the \"Cornell\" show"))
        #expect(!JSONEscapeScan.needsEscaping(""))
    }
}
