/// The 64-bit FNV-1a hash: a stable hash of bytes (unlike `Hasher`, which is seeded per
/// process). `FNV1a().value` is the offset basis 0xcbf29ce484222325.
public struct FNV1a: Sendable, Hashable {
    public private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    public init() {}

    /// Mixes `bytes` into the hash.
    public mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01B3
        }
    }

    /// The hash of `text`'s UTF-8 bytes.
    public static func hash(_ text: String) -> UInt64 {
        var hasher = FNV1a()
        hasher.add(Array(text.utf8))
        return hasher.value
    }
}
