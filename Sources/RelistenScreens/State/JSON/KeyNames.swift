/// The keys of one kind of object the one-pass decoder reads, laid out to be told apart
/// in a comparison or two: each name's length and its first eight bytes as one word
/// (a key is matched on those, then on its remaining bytes, if any), and for a name of
/// up to 15 bytes, the name and its closing quote as two words and their masks, so that
/// the key where the decoder expects that name is checked with two loads.
///
/// ```swift
/// static let names = KeyNames(["uuid", "title"])
/// names.index(of: key, in: reader)   // 0, 1 or nil
/// ```
struct KeyNames: Sendable {
    private let names: [StaticString]
    private let counts: [Int]
    private let heads: [UInt64]
    private let quoted: [Quoted]

    /// A name followed by its closing quote, as two little-endian words, each with a mask
    /// of the bytes that belong to it (the second empty for a name of up to 7 bytes).
    private struct Quoted {
        var first: UInt64 = 0, second: UInt64 = 0
        var firstMask: UInt64 = 0, secondMask: UInt64 = 0
        /// The name's length with its quote; 0 when they do not fit in the two words.
        var length = 0

        init(_ name: StaticString) {
            let bytes = Array(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)) + [UInt8(ascii: "\"")]
            guard bytes.count <= 16 else { return }
            length = bytes.count
            for (index, byte) in bytes.enumerated() {
                let shift = UInt64(index % 8 * 8)
                if index < 8 {
                    first |= UInt64(byte) << shift
                    firstMask |= 0xFF << shift
                } else {
                    second |= UInt64(byte) << shift
                    secondMask |= 0xFF << shift
                }
            }
        }
    }

    init(_ names: [StaticString]) {
        precondition(names.count <= 64, "SeenKeys marks the names of one object in a 64-bit mask")
        self.names = names
        counts = names.map(\.utf8CodeUnitCount)
        heads = names.map { name in
            UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount).prefix(8).reversed()
                .reduce(0) { $0 << 8 | UInt64($1) }
        }
        quoted = names.map(Quoted.init)
    }

    var count: Int { names.count }

    /// Where the key whose text starts at `start` ends (past its closing quote) when it is
    /// name `index`, else nil: its bytes there and the closing quote after them, with no
    /// scan for where the key ends (a name has no quote, backslash or control character,
    /// so the first quote after it closes it). A name of up to 15 bytes is compared in
    /// two masked words, without a bounds check or an overflow check on the way.
    @inline(__always)
    func end(ofName index: Int, at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard index < quoted.count else { return nil }
        let quoted = quoted.withUnsafeBufferPointer { $0[index] }
        if quoted.length > 0, start &+ 16 <= bytes.count, let base = bytes.baseAddress {
            let text = UnsafeRawPointer(base + start)
            let first = text.loadUnaligned(as: UInt64.self).littleEndian
            let second = text.loadUnaligned(fromByteOffset: 8, as: UInt64.self).littleEndian
            let differs = (first ^ quoted.first) & quoted.firstMask | (second ^ quoted.second) & quoted.secondMask
            return differs == 0 ? start &+ quoted.length : nil
        }
        return spells(index, at: start, in: bytes) ? start + counts[index] + 1 : nil
    }

    /// Whether the key whose text starts at `start` is name `index` (see ``end(ofName:at:in:)``),
    /// compared in words of eight bytes.
    private func spells(_ index: Int, at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = counts[index]
        guard start + count < bytes.count, bytes[start + count] == UInt8(ascii: "\"") else { return false }
        return ByteReader.equal(bytes, at: start, to: UnsafeBufferPointer(start: names[index].utf8Start, count: count))
    }

    /// The index of the name that `key` spells, or nil.
    @inline(__always)
    func index(of key: ByteReader.Key, in reader: ByteReader) -> Int? {
        let head = reader.head(of: key)
        for index in counts.indices where counts[index] == key.count && heads[index] == head {
            if key.count <= 8 || reader.is(key, names[index]) { return index }
        }
        return nil
    }
}
