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
        /// Whether the name and its quote fit in the two words.
        var fits = false

        init(_ name: StaticString) {
            let bytes = Array(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)) + [UInt8(ascii: "\"")]
            guard bytes.count <= 16 else { return }
            fits = true
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

    /// Whether the key whose text starts at `start` is name `index`: its bytes there and
    /// the closing quote after them, with no scan for where the key ends (a name has no
    /// quote, backslash or control character, so the first quote after it closes it).
    @inline(__always)
    func spells(_ index: Int, at start: Int, in reader: ByteReader) -> Bool {
        let quoted = quoted[index]
        if quoted.fits, start + 16 <= reader.bytes.count, let base = reader.bytes.baseAddress {
            let text = UnsafeRawPointer(base + start)
            let first = text.loadUnaligned(as: UInt64.self).littleEndian
            let second = text.loadUnaligned(fromByteOffset: 8, as: UInt64.self).littleEndian
            return (first ^ quoted.first) & quoted.firstMask | (second ^ quoted.second) & quoted.secondMask == 0
        }
        let count = counts[index]
        guard start + count < reader.bytes.count, reader.bytes[start + count] == UInt8(ascii: "\"") else { return false }
        let key = ByteReader.Key(start: start, count: count)
        return reader.head(of: key) == heads[index] && (count <= 8 || reader.is(key, names[index]))
    }

    /// The length of name `index` in bytes.
    func length(of index: Int) -> Int { counts[index] }

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
