import KitSupport

/// A 128-bit digest of a list row's content, kept in the row (``ListItem``,
/// ``ImageRowItem``): computed once when the row is built and updated by every mutation of
/// a field (each field adds its own keyed hash; a mutation takes the old one out and puts
/// the new one in). An absent optional, and a flag or enum at its usual value (`isEnabled`
/// true, `accessory` `.none`, …), adds nothing: a row pays only for the fields it sets. The reconciler compares digests, two words, where it compared rows
/// field by field, so a row an app rebuilt equal to the shown one costs no more than a
/// kept one.
///
/// Equal digests are taken as equal rows. Collisions are no practical risk: each field's
/// hash is two independent 64-bit lanes (multiply and xor-shift mixes, each keyed by its
/// own random per-process seed), so two different rows collide with a chance of about
/// 2⁻¹²⁸ per comparison (a car comparing a million rows a second would meet one in about
/// 10²⁵ years), and no fixed pair of rows collides in every process. The mixes are not
/// cryptographic: rows crafted to collide need the seed, which never leaves the process,
/// and rows come from the app's own state; a collision would leave one row's old look on
/// the car until its next change. The digest is never written anywhere, so the seed
/// changes nothing a user sees.
///
/// Different digests do not prove different rows (a string can be spelled in two
/// canonically equivalent ways, `0.0 == -0.0`): the reconciler then compares by `==`.
/// A digest is no part of its row's value: it never makes two rows unequal nor changes
/// their hash (`==` is always true, `hash(into:)` adds nothing); ``matches(_:)`` compares it.
///
///     ListItem("Scarlet").digest.matches(ListItem("Scarlet").digest)   // true
@usableFromInline
struct RowDigest: Sendable, Hashable {
    @usableFromInline var low: UInt64
    @usableFromInline var high: UInt64

    @inlinable init() {
        low = 0
        high = 0
    }

    /// Whether the two rows' contents are taken as equal.
    @inline(__always)
    func matches(_ other: RowDigest) -> Bool { low == other.low && high == other.high }

    /// Adds field `field`'s `value`.
    @inline(__always)
    mutating func add(_ field: UInt64, _ value: some RowDigestible) {
        let (a, b) = Self.hash(field, value)
        low &+= a
        high &+= b
    }

    /// Adds field `field`'s `value`; nothing when it is the field's `standard` value (most
    /// rows leave their flags and enums alone, so a row built with few fields hashes few).
    @inline(__always)
    mutating func add<Value: RowDigestible & Equatable>(_ field: UInt64, _ value: Value, standard: Value) {
        if value != standard { add(field, value) }
    }

    /// Takes field `field`'s `old` value out and puts `new` in.
    @inline(__always)
    mutating func replace<Value: RowDigestible>(_ field: UInt64, _ old: Value, _ new: Value) {
        let (a, b) = Self.hash(field, old), (c, d) = Self.hash(field, new)
        low = low &- a &+ c
        high = high &- b &+ d
    }

    /// Takes field `field`'s `old` value out and puts `new` in; a `standard` value is no
    /// hash (see ``add(_:_:standard:)``).
    @inline(__always)
    mutating func replace<Value: RowDigestible & Equatable>(_ field: UInt64, _ old: Value, _ new: Value, standard: Value) {
        if old == new { return }
        if old != standard { subtract(field, old) }
        if new != standard { add(field, new) }
    }

    @inline(__always)
    private mutating func subtract(_ field: UInt64, _ value: some RowDigestible) {
        let (a, b) = Self.hash(field, value)
        low &-= a
        high &-= b
    }

    /// The field's two lanes; none for an absent optional (most of a row's fields), so a
    /// row built with few fields hashes few.
    @inline(__always)
    static func hash(_ field: UInt64, _ value: some RowDigestible) -> (UInt64, UInt64) {
        if value.isAbsent { return (0, 0) }
        var hasher = RowHasher(field: field)
        value.feed(&hasher)
        return hasher.finish()
    }

    /// Always true: the digest is no part of the row's value (see the type's comment).
    @inlinable static func == (_: RowDigest, _: RowDigest) -> Bool { true }

    /// Adds nothing: equal rows hash alike whatever their digests.
    @inlinable func hash(into hasher: inout Hasher) {}
}

/// Two independent 64-bit lanes (multiply, xor-shift; a MurmurHash3 finish), each keyed
/// by its own random per-process seed.
struct RowHasher {
    private var a: UInt64, b: UInt64

    /// The seeds of this process.
    private static let seeds = (UInt64.random(in: .min ... .max), UInt64.random(in: .min ... .max))

    init(field: UInt64) {
        a = Self.seeds.0 ^ (field &* 0x9E37_79B9_7F4A_7C15)
        b = Self.seeds.1 ^ (field &* 0xC2B2_AE3D_27D4_EB4F)
    }

    /// Mixes one word into both lanes.
    @inline(__always)
    mutating func add(_ word: UInt64) {
        a = (a ^ word) &* 0xFF51_AFD7_ED55_8CCD
        a ^= a >> 31
        b = (b ^ word) &* 0xC4CE_B9FE_1A85_EC53
        b ^= b >> 29
    }

    /// Mixes a string's UTF-8 bytes and its length (so `"ab" + "c"` and `"a" + "bc"` differ):
    /// one word per 8 bytes, the last (partial) word read in one go.
    @inline(__always)
    mutating func add(_ text: String) {
        // The lanes are copied in and out of the closure: captured `inout`, each word's
        // mix loaded and stored them through memory.
        let lanes = self
        self = text.withContiguousUTF8 { bytes in
            var hasher = lanes
            hasher.add(bytes: UnsafeRawBufferPointer(bytes))
            return hasher
        }
    }

    /// Mixes the bytes and their count (see ``add(_:)-(String)``).
    @inline(__always)
    private mutating func add(bytes raw: UnsafeRawBufferPointer) {
        let count = raw.count
        var index = 0
        while index + 8 <= count {
            add(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
            index += 8
        }
        if index < count {
            // Fewer than 8 bytes left: the word that ends the string, shifted so the
            // bytes already mixed fall off (or, for a string under 8 bytes, gathered).
            let left = count - index
            if count >= 8 {
                add(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) >> UInt64(64 - 8 * left))
            } else {
                add(Self.shortWord(raw))
            }
        }
        add(UInt64(count))
    }

    /// The bytes of a buffer of 1 to 7 bytes, little-endian, in one word.
    @inline(__always)
    private static func shortWord(_ raw: UnsafeRawBufferPointer) -> UInt64 {
        let count = raw.count
        var word: UInt64 = 0, index = 0
        if count & 4 != 0 {
            word = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
            index = 4
        }
        if count & 2 != 0 {
            word |= UInt64(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt16.self))) << UInt64(8 * index)
            index += 2
        }
        if count & 1 != 0 { word |= UInt64(raw[index]) << UInt64(8 * index) }
        return word
    }

    /// Both lanes, finished.
    func finish() -> (UInt64, UInt64) { (Self.finished(a), Self.finished(b)) }

    private static func finished(_ value: UInt64) -> UInt64 {
        var x = value
        x ^= x >> 33
        x &*= 0xFF51_AFD7_ED55_8CCD
        x ^= x >> 33
        x &*= 0xC4CE_B9FE_1A85_EC53
        x ^= x >> 33
        return x
    }
}

extension ListElement {
    /// The row's digest (``RowDigest``), read in place.
    var digest: RowDigest {
        switch self {
        case .item(let item): item.digest
        case .imageRow(let row): row.digest
        }
    }
}
