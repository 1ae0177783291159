import KitSupport
import Testing
@testable import GoldenCore

/// The byte scans every read golden goes through (UTF-8 validation, CRLF counting), held
/// to the scalar-by-scalar and byte-by-byte loops they replace as fast paths.
struct ByteScanTests {
    /// The offset the decoder loop reports: the reference for ``UTF8Text``.
    static func referenceInvalidOffset(_ bytes: [UInt8]) -> Int? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    static func referenceCRLFCount(_ bytes: [UInt8]) -> Int {
        zip(bytes, bytes.dropFirst()).filter { $0 == 0x0D && $1 == 0x0A }.count
    }

    @Test(arguments: [
        [], Array("plain ASCII\n".utf8), Array("café ✓ 🎸 日本".utf8), [0xEF, 0xBB, 0xBF, 0x61], [0x00, 0x61],
        [0x61, 0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x61, 0xE2, 0x82],
        [0xEF, 0xBF, 0xBD], [0x61, 0xEF, 0xBF], [0x80], Array("ok".utf8) + [0xF0, 0x9F, 0x8E] + Array("x".utf8),
    ] as [[UInt8]])
    func invalidOffsetIsTheDecodersOnEdgeCases(_ bytes: [UInt8]) {
        #expect(UTF8Text.firstInvalidOffset(bytes) == Self.referenceInvalidOffset(bytes), "\(bytes)")
    }

    @Test func invalidOffsetIsTheDecodersOnRandomBytes() {
        var random = SplitMix64(seed: 31)
        let alphabet: [UInt8] = [0x61, 0x0A, 0x0D, 0x80, 0xBF, 0xC2, 0xC0, 0xE2, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF, 0x9F, 0xA0]
        var invalid = 0
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            let expected = Self.referenceInvalidOffset(bytes)
            #expect(UTF8Text.firstInvalidOffset(bytes) == expected, "\(bytes)")
            if expected != nil { invalid += 1 }
        }
        #expect(invalid > 500 && invalid < 2_000, "\(invalid) of 2,000 invalid: both outcomes compared")
    }

    @Test func crlfCountIsTheByteLoopsOnRandomBytes() {
        var random = SplitMix64(seed: 37)
        let alphabet: [UInt8] = [0x0D, 0x0A, 0x61]
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...16, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            #expect(LineEndingNote.crlfCount(bytes) == Self.referenceCRLFCount(bytes), "\(bytes)")
        }
        #expect(LineEndingNote.crlfCount(Array("a\r\nb\r\nc\n\r".utf8)) == 2)
    }
}
