import KitSupport
@testable import RelistenScreens
import Testing

/// The catalog's show details are indexed in uuid order, compared by `memcmp`
/// (``CatalogIndex/utf8Precedes(_:_:)``): the order must be UTF-8's byte order, as
/// `lexicographicallyPrecedes` of the two `utf8` views gives it.
@Suite struct CatalogIndexOrderTests {
    static let texts = [
            "", "a", "ab", "abc", "b", "A", "Z", "é", "e\u{301}", "ée", "z", "\u{7F}", "\u{80}", "日本",
            "00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000010",
            "00000000-0000-4000-8000-00000000001", "00000000-0000-4000-8000-0000000000010",
            "a long string that is not stored inline at all", "a long string that is not stored inline at alm",
            // Eight-byte heads that tie, and heads padded with zeros past a short string.
            "ab", "ab\u{0}", "ab\u{0}x", "abcdefgh", "abcdefgh\u{0}", "abcdefghi", "abcdefgg~", "abcdefgi",
        ]

    @Test func uuidOrderIsUTF8ByteOrder() {
        for first in Self.texts {
            for second in Self.texts {
                #expect(CatalogIndex.utf8Precedes(first, second) == first.utf8.lexicographicallyPrecedes(second.utf8),
                        "\(first) before \(second)")
            }
        }
    }

    /// The sort by eight-byte heads gives the order of the full comparison, whatever the
    /// order the strings come in.
    @Test func sortedByUTF8IsTheByteOrder() {
        let expected = Self.texts.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var generator = SplitMix64(seed: 31)  // the same shuffles on every run
        for _ in 0..<20 {
            #expect(CatalogIndex.sortedByUTF8(Self.texts.shuffled(using: &generator)) == expected)
        }
        #expect(CatalogIndex.sortedByUTF8([String]()).isEmpty)
    }
}
