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

    /// FNV-1a's step over 8-byte words (each mixed down by a shift), then over the last
    /// bytes one by one, 64 bits: stable across processes like ``hash(_:)`` (Swift's
    /// `Hasher` is seeded per process) and a word at a time, for keys and renders hashed
    /// on every assertion.
    ///
    ///     FNV1a.words(Array("Tests/Snapshots".utf8))
    package static func words(_ raw: UnsafeRawBufferPointer) -> UInt64 {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        let words = raw.count / 8
        for index in 0..<words {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
            value = (value ^ word) &* 0x0000_0100_0000_01B3
            value ^= value >> 29
        }
        for byte in raw[(words * 8)...] { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return value
    }

    /// ``words(_:)-(UnsafeRawBufferPointer)`` of `bytes`.
    package static func words(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes(words)
    }

    /// ``words(_:)-(UnsafeRawBufferPointer)`` of `text`'s UTF-8 bytes, read in place.
    package static func words(_ text: String) -> UInt64 {
        text.utf8.withContiguousStorageIfAvailable { words(UnsafeRawBufferPointer($0)) } ?? words(Array(text.utf8))
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
