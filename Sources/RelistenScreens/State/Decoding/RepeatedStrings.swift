/// Strings a document repeats — a song's title on every recording of it, a recording
/// chain such as "SBD > Reel > DAT" — made once and shared by every value that spells them
/// (a string of 16 bytes or more is an allocation of its own; a shorter one is held in
/// place and never looked up here).
///
/// The table is small and bounded: at most ``capacity`` slots, half of them filled, and a
/// string is looked for in ``probes`` slots at most, so a document of unique strings costs
/// a few comparisons each and no more memory.
///
/// ```swift
/// var repeated = RepeatedStrings()
/// let title = repeated.string(bytes)   // the same storage for every "Playing in the Band"
/// ```
struct RepeatedStrings {
    static let capacity = 4_096
    static let probes = 8
    /// The lengths looked up: shorter strings cost no allocation, longer ones rarely repeat.
    static let lengths = 16...64

    private var slots = [String?](repeating: nil, count: capacity)
    private var filled = 0

    /// The string of `bytes` (plain UTF-8, checked by the reader), shared when it was
    /// made before.
    mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard Self.lengths.contains(bytes.count) else { return String(decoding: bytes, as: UTF8.self) }
        let start = Self.hash(bytes)
        for probe in 0..<Self.probes {
            let slot = (start &+ probe) & (Self.capacity - 1)
            guard var shared = slots[slot] else {
                let made = String(decoding: bytes, as: UTF8.self)
                if filled < Self.capacity / 2 {
                    slots[slot] = made
                    filled += 1
                }
                return made
            }
            if shared.utf8.count == bytes.count, shared.withUTF8({ ByteReader.equal(bytes, at: 0, to: $0) }) { return shared }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A slot for `bytes`: their words mixed by multiplication (not a defence against
    /// chosen collisions, which ``probes`` bounds instead).
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash = UInt64(bytes.count)
        guard let base = bytes.baseAddress else { return 0 }
        var index = 0
        while index < bytes.count {
            let at = min(index, bytes.count - 8)  // lengths are 16 or more: the last word overlaps
            hash = (hash ^ UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
            index += 8
        }
        return Int(truncatingIfNeeded: hash)
    }
}
