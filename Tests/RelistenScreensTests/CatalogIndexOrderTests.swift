@testable import RelistenScreens
import Testing

/// The catalog's show details are indexed in uuid order, compared by `memcmp`
/// (``CatalogIndex/utf8Precedes(_:_:)``): the order must be UTF-8's byte order, as
/// `lexicographicallyPrecedes` of the two `utf8` views gives it.
@Suite struct CatalogIndexOrderTests {
    @Test func uuidOrderIsUTF8ByteOrder() {
        let texts = [
            "", "a", "ab", "abc", "b", "A", "Z", "é", "e\u{301}", "ée", "z", "\u{7F}", "\u{80}", "日本",
            "00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000010",
            "00000000-0000-4000-8000-00000000001", "00000000-0000-4000-8000-0000000000010",
            "a long string that is not stored inline at all", "a long string that is not stored inline at alm",
        ]
        for first in texts {
            for second in texts {
                #expect(CatalogIndex.utf8Precedes(first, second) == first.utf8.lexicographicallyPrecedes(second.utf8),
                        "\(first) before \(second)")
            }
        }
    }
}
