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

    /// The 32-bit FNV-1a hash of `text`'s UTF-8 bytes (offset basis 0x811c9dc5, prime
    /// 16777619), for a short name that must stay the same across releases:
    ///
    ///     FNV1a.hash32("a")   // 0xe40c292c
    public static func hash32(_ text: String) -> UInt32 {
        var value: UInt32 = 0x811C_9DC5
        for byte in text.utf8 { value = (value ^ UInt32(byte)) &* 0x0100_0193 }
        return value
    }
}
