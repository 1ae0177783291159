import KitSupport
@testable import RelistenScreens
import Testing

/// A document is read in one pass when its text less its whitespace is small enough: the
/// count must be exact wherever the whitespace falls in the eight-byte words, and a
/// pretty-printed document past the size limit must still be read in one pass, to the
/// state its compact form gives.
@Suite struct JSONWhitespaceTests {
    /// Every byte value at every position of texts up to 24 bytes long, among letters.
    @Test func countsEveryByteAtOrBelowTheSpaceWhereverItFalls() {
        for length in 1...24 {
            for position in 0..<length {
                for byte in UInt8.min...UInt8.max {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[position] = byte
                    bytes[length - 1 - position] = byte
                    let expected: Int = bytes.filter { $0 <= 0x20 }.count
                    #expect(JSONWhitespace.count(in: bytes) == expected, "byte \(byte) at \(position) of \(length)")
                }
            }
        }
        #expect(JSONWhitespace.count(in: []) == 0)
    }

    /// Long texts: the counts are summed in blocks of 255 words.
    @Test func countsLongTextsAcrossTheirBlocks() {
        var generator = SplitMix64(seed: 31)
        for length in [2_039, 2_040, 2_041, 100_003] {
            for whitespaceShare in [0, 1, 7, 8] {
                let bytes: [UInt8] = (0..<length).map { (_: Int) -> UInt8 in
                    UInt8.random(in: 0...7, using: &generator) < whitespaceShare ? 0x20 : UInt8.random(in: 0x21...0xFF, using: &generator)
                }
                let expected: Int = bytes.filter { $0 <= 0x20 }.count
                #expect(JSONWhitespace.count(in: bytes) == expected, "\(length) bytes, \(whitespaceShare)/8 spaces")
            }
        }
    }

    @Test func aCountStoppedPastTheLimitIsALowerBound() {
        // Stopped once the text less its whitespace is past the limit: a lower bound then.
        let half = [UInt8](repeating: UInt8(ascii: "a"), count: 40_000) + [UInt8](repeating: 0x20, count: 40_000)
        let partial = JSONWhitespace.count(in: half, stoppingPast: 39_999)
        #expect(partial < 40_000 && half.count - partial > 39_999)
        #expect(JSONWhitespace.count(in: half, stoppingPast: 40_000) == 40_000)
        #expect(JSONWhitespace.count(in: Array("{\n  \"a\": 1\n}".utf8)) == 5)
    }

    /// A document padded past the limit with whitespace is read in one pass, to the same
    /// state; one whose text is past the limit is not.
    @Test func aPrettyPrintedDocumentPastTheLimitIsReadInOnePass() {
        let limit = StateDocument.onePassMaximumBytes
        let base = Array(TestDocuments.document().utf8)
        let padded = [UInt8(ascii: "{")] + [UInt8](repeating: UInt8(ascii: "\n"), count: limit) + base.dropFirst()
        #expect(padded.count > limit)
        #expect(StateDocument.isReadInOnePass(padded))
        let edits = StateDocumentEdits()
        #expect((try? edits.decode(padded)) == (try? StateDocument.decode(base)))
        #expect(edits.lastReading == .whole)
        #expect(!StateDocument.isReadInOnePass([UInt8](repeating: UInt8(ascii: "1"), count: limit + 1)))
        #expect(StateDocument.isReadInOnePass([UInt8](repeating: UInt8(ascii: "1"), count: limit)))
    }
}
