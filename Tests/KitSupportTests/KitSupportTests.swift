import Testing
@testable import KitSupport

/// The shared rules give the values their sources give, on every platform and in every
/// process (they feed goldens, shard assignment and shuffles).
@Suite struct KitSupportTests {
    @Test func fnv1aMatchesTheReferenceVectors() {
        // Fowler–Noll–Vo reference values for the 64-bit FNV-1a hash.
        #expect(FNV1a().value == 0xCBF2_9CE4_8422_2325)
        #expect(FNV1a.hash("") == 0xCBF2_9CE4_8422_2325)
        #expect(FNV1a.hash("a") == 0xAF63_DC4C_8601_EC8C)
        #expect(FNV1a.hash("foobar") == 0x8594_4171_F739_67E8)
        var split = FNV1a()
        split.add(Array("foo".utf8))
        split.add(Array("bar".utf8))
        #expect(split.value == FNV1a.hash("foobar"))
    }

    @Test func splitMix64IsTheSameSequenceEverywhere() {
        // The first outputs for seed 0 (Vigna's reference implementation).
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
        var again = SplitMix64(seed: 0)
        _ = again.next()
        #expect(again.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    @Test func editDistanceAndSuggestions() {
        #expect(EditDistance.between("--frmat", "--format") == 1)
        #expect(EditDistance.between("", "abc") == 3)
        #expect(EditDistance.between("kitten", "sitting") == 3)
        #expect(EditDistance.suggestions(for: "chek", among: ["check", "record", "lint"]) == ["check"])
        #expect(EditDistance.suggestions(for: "zzzzzz", among: ["check", "record"]).isEmpty)
    }
}
