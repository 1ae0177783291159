/// Uuid → value for the hundreds of thousands of tracks of a catalog (and its sources,
/// shows, years and artists): a uuid is hashed once, over its UTF-8 bytes eight at a time
/// with two wide multiplications per sixteen bytes (a `Dictionary<String, _>` runs
/// SipHash over them, about ten times the instructions, and compares whole keys as it
/// probes).
///
/// The keys and values are kept in the order they were added, beside a table of slots,
/// each holding an entry's position and 32 bits of its hash (a probe compares those
/// before any key). What a table holds, and the order it lists it in, never depend on
/// the hash, which is seeded once per process so that no document can be made to collide.
/// The first value added for a uuid stays. Keys are kept as they are added (`Key`: a
/// `String`, or a track's ``TrackText``, retained, not copied); any ``UUIDBytes`` is
/// looked up.
///
/// ```swift
/// var tracks = UUIDTable<String, Int>(minimumCapacity: 2)
/// tracks.insert("0f3c…", 7)   // nil: added
/// tracks.insert("0f3c…", 9)   // 7: already there, kept
/// tracks["0f3c…"]             // 7
/// ```
struct UUIDTable<Key: UUIDBytes, Value> {
    /// The uuids, in the order added.
    private(set) var keys: [Key] = []
    /// Their values, in the same order.
    private(set) var values: [Value] = []
    /// A power of two of slots, at most three quarters used: 0 for none, else the top
    /// 32 bits of a key's hash above its position in `keys` plus one.
    private var slots: [UInt64] = []
    private let seed: UInt64

    init(minimumCapacity: Int = 0) {
        seed = UUIDTableSeed.value
        reserveCapacity(minimumCapacity)
    }

    private init(keys: [Key], values: [Value], slots: [UInt64], seed: UInt64) {
        (self.keys, self.values, self.slots, self.seed) = (keys, values, slots, seed)
    }

    /// The same uuids, in the same order, with `values` (one for each, in that order):
    /// nothing is hashed again, and the keys and slots are shared, not copied.
    func replacingValues<Other>(with values: [Other]) -> UUIDTable<Key, Other> {
        precondition(values.count == keys.count, "one value for each uuid")
        return UUIDTable<Key, Other>(keys: keys, values: values, slots: slots, seed: seed)
    }

    var count: Int { keys.count }
    var isEmpty: Bool { keys.isEmpty }

    /// Makes room for `capacity` uuids, so the table is not rebuilt as it grows.
    mutating func reserveCapacity(_ capacity: Int) {
        keys.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
        let slotCount = Self.slotCount(for: capacity)
        if slotCount > slots.count { rebuild(slotCount: slotCount) }
    }

    /// The value of `uuid`, if added.
    subscript(uuid: some UUIDBytes) -> Value? {
        uuid.withUUIDBytes { bytes in
            find(bytes, hash: hash(bytes)).entry.map { values[$0] }
        }
    }

    func contains(_ uuid: some UUIDBytes) -> Bool {
        uuid.withUUIDBytes { bytes in find(bytes, hash: hash(bytes)).entry != nil }
    }

    /// Adds `uuid` with `value` unless it is there already; returns the value it had then
    /// (kept), or nil when added.
    @discardableResult
    mutating func insert(_ uuid: consuming Key, _ value: Value) -> Value? {
        let (hash, found) = uuid.withUUIDBytes { bytes in
            let hash = self.hash(bytes)
            return (hash, find(bytes, hash: hash))
        }
        if let entry = found.entry { return values[entry] }
        var slot = found.slot
        if (keys.count + 1) * 4 > slots.count * 3 {
            rebuild(slotCount: Self.slotCount(for: keys.count + 1))
            slot = find(empty: hash)
        }
        slots[slot] = Self.slot(hash: hash, entry: keys.count)
        keys.append(uuid)
        values.append(value)
        return nil
    }

    // MARK: Slots

    /// The smallest power of two of slots that holds `capacity` keys three quarters full.
    private static func slotCount(for capacity: Int) -> Int {
        var count = 8
        while count * 3 < capacity * 4 { count *= 2 }
        return count
    }

    private static func slot(hash: UInt64, entry: Int) -> UInt64 {
        hash & 0xFFFF_FFFF_0000_0000 | UInt64(entry + 1)
    }

    /// Where `bytes` are (their slot and entry), or the empty slot where they would go.
    @inline(__always)
    private func find(_ bytes: UnsafeRawBufferPointer, hash: UInt64) -> (slot: Int, entry: Int?) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let word = slots[slot]
            if word == 0 { return (slot, nil) }
            if word >> 32 == hash >> 32 {
                let entry = Int(word & 0xFFFF_FFFF) - 1
                if keys[entry].withUUIDBytes({ $0.sameBytes(as: bytes) }) { return (slot, entry) }
            }
            slot = (slot + 1) & mask
        }
    }

    /// The first empty slot for a key of `hash` (one known to be absent).
    private func find(empty hash: UInt64) -> Int {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        return slot
    }

    private mutating func rebuild(slotCount: Int) {
        slots = [UInt64](repeating: 0, count: slotCount)
        for entry in keys.indices {
            let hash = keys[entry].withUUIDBytes { self.hash($0) }
            slots[find(empty: hash)] = Self.slot(hash: hash, entry: entry)
        }
    }

    // MARK: Hash

    /// The hash of a key's bytes: sixteen bytes at a time folded in by a 64 × 64 → 128-bit
    /// multiplication, its halves xored (as wyhash does); the last sixteen bytes (or all
    /// of a shorter key) are read as two words that may overlap.
    @inline(__always)
    func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let count = bytes.count
        var state = seed ^ 0xA076_1D64_78BD_642F
        var first: UInt64 = 0, second: UInt64 = 0
        if count >= 8, let base = bytes.baseAddress {
            var at = 0
            while count - at > 16 {
                state = Self.fold(base.loadUnaligned(fromByteOffset: at, as: UInt64.self) ^ 0xE703_7ED1_A0B4_28DB,
                                  base.loadUnaligned(fromByteOffset: at + 8, as: UInt64.self) ^ state)
                at += 16
            }
            first = base.loadUnaligned(fromByteOffset: max(count - 16, 0), as: UInt64.self)
            second = base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        } else {
            for (index, byte) in bytes.enumerated() { first |= UInt64(byte) << UInt64(index * 8) }
        }
        state = Self.fold(first ^ 0xE703_7ED1_A0B4_28DB, second ^ state)
        return Self.fold(state ^ 0x8EBC_6AF0_9C88_C6E3, UInt64(count) ^ 0xE703_7ED1_A0B4_28DB)
    }

    @inline(__always)
    private static func fold(_ first: UInt64, _ second: UInt64) -> UInt64 {
        let product = first.multipliedFullWidth(by: second)
        return product.high ^ product.low
    }
}

/// The seed of every ``UUIDTable``'s hash in this process.
private enum UUIDTableSeed {
    static let value = UInt64.random(in: .min ... .max)
}

extension UUIDTable: Sendable where Value: Sendable {}

/// Two tables are equal when they map the same uuids to equal values, whatever the order
/// they were added in. Tables that list the same uuids in the same order (a copy, or two
/// decodes of one document) compare as two arrays each, without a lookup per uuid.
extension UUIDTable: Equatable where Value: Equatable {
    static func == (first: Self, second: Self) -> Bool {
        guard first.count == second.count else { return false }
        if first.keys == second.keys { return first.values == second.values }
        for (key, value) in zip(first.keys, first.values) where second[key] != value { return false }
        return true
    }
}

extension UUIDTable: Hashable where Value: Hashable {
    /// The count and the uuids' hashes combined in an order-free way (equal tables may
    /// list their uuids in different orders).
    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        var combined: UInt64 = 0
        for key in keys { combined ^= key.withUUIDBytes { hash($0) } }
        hasher.combine(combined)
    }
}
