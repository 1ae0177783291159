import KitSupport
import RelistenScreens
import TemplateKitLite
import Testing

/// Property tests over random valid state documents (``StateDocumentGenerator``), seeded so
/// every failure names a seed that reproduces it.
@Suite struct GeneratedDocumentTests {
    static let seeds: [UInt64] = Array(1...60)

    static func decode(_ seed: UInt64, shuffleKeys: UInt64? = nil) throws -> AppState {
        var generator = StateDocumentGenerator(seed: seed)
        var shuffle = shuffleKeys.map(SplitMix64.init(seed:))
        let text = generator.document().text(shuffle: &shuffle)
        return try StateDocument.decode(Array(text.utf8), file: "seed-\(seed).json")
    }

    @Test func randomValidDocumentsDecodeAndEveryScreenValidates() throws {
        var screens = 0
        for seed in Self.seeds {
            let state = try Self.decode(seed)
            for stack in ScreenSweep.stacks(state) {
                let errors = ScreenSweep.errors(state, stack, profile: .unconstrained)
                #expect(errors.isEmpty, "seed \(seed): \(errors.joined(separator: "\n"))")
                screens += 1
            }
        }
        print("GeneratedDocumentTests: \(Self.seeds.count) documents, \(screens) screens validated")
        #expect(screens > Self.seeds.count * 6)
    }

    @Test func reorderedKeysRenderByteIdentically() throws {
        var renders = 0
        for seed in Self.seeds.prefix(30) {
            let reference = ScreenSweep.renders(try Self.decode(seed))
            for order in 1...2 as ClosedRange<UInt64> {
                let shuffled = ScreenSweep.renders(try Self.decode(seed, shuffleKeys: seed &* 31 &+ order))
                #expect(shuffled == reference, "seed \(seed), key order \(order)")
                renders += shuffled.count
            }
        }
        print("GeneratedDocumentTests: \(renders) renders compared across key orders")
        #expect(renders > 0)
    }

    @Test func shuffledKeysReallyChangeTheText() {
        var generator = StateDocumentGenerator(seed: 5)
        let tree = generator.document()
        var none: SplitMix64? = nil, some: SplitMix64? = SplitMix64(seed: 9)
        #expect(tree.text(shuffle: &none) != tree.text(shuffle: &some))
    }
}
