import KitSupport
import RelistenScreens

/// Small helpers over ``SplitMix64`` for generators: bounded integers, coin flips, picks.
struct SplitMix64Source {
    var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    /// A number in `0..<bound` (`bound` > 0).
    mutating func below(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }

    /// A number in `range`.
    mutating func within(_ range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }

    /// True with probability `percent`/100.
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    /// A random element of a non-empty array.
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// A random subset of `items`, in a random order.
    mutating func subset<T>(_ items: [T], percent: Int) -> [T] {
        var chosen = items.filter { _ in chance(percent) }
        chosen.shuffle(using: &generator)
        return chosen
    }
}
