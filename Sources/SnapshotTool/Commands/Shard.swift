import KitSupport
import GoldenCore

/// One of N parts of a run, for splitting `check`, `record` and `lint` across CI
/// machines: `--shard 2/3` takes the names whose hash (FNV-1a of the UTF-8 bytes of the
/// screen name, the golden name without its extensions) is 1 modulo 3. The same name
/// always lands in the same shard, on every machine and run; the N shards are disjoint
/// and together hold every name, and a screen's `.txt` and `.json` stay together.
///
///     Shard.parse("2/3")?.contains("podcast/episodes@limited.txt")
package struct Shard: Sendable, Hashable {
    /// From 1.
    package let index: Int
    package let count: Int

    package static let option = OptionSpec.value(
        "shard", valueName: "i/n", help: "Only shard i of n (from 1/n to n/n): a deterministic split by name, for parallel CI machines.")

    /// `I/N` with 1 ≤ I ≤ N ≤ 1000; anything else is a usage error.
    package static func parse(_ text: String?) throws(CommandError) -> Shard? {
        guard let text else { return nil }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
            (1...1000).contains(count), (1...count).contains(index), parts.allSatisfy({ $0.allSatisfy(\.isASCII) })
        else {
            throw .usage("--shard '\(Printable.escaped(text))' must be I/N with 1 ≤ I ≤ N ≤ 1000, e.g. 2/3")
        }
        return Shard(index: index, count: count)
    }

    /// Whether the golden or screen `name` belongs to this shard.
    package func contains(_ name: String) -> Bool {
        Int(Self.hash(Self.screenName(name)) % UInt64(count)) == index - 1
    }

    /// `podcast/episodes@limited.txt` → `podcast/episodes@limited` (the last component up to its first dot).
    static func screenName(_ name: String) -> Substring {
        let start = name.lastIndex(of: "/").map { name.index(after: $0) } ?? name.startIndex
        let end = name[start...].firstIndex(of: ".") ?? name.endIndex
        return name[..<end]
    }

    /// 64-bit FNV-1a: stable across runs and platforms (Swift's `Hasher` is seeded per process).
    static func hash(_ text: Substring) -> UInt64 {
        var hash = FNV1a()
        hash.add(text.utf8)
        return hash.value
    }

    /// `2/3`.
    package var description: String { "\(index)/\(count)" }
}
