import KitSupport

/// The renderers' output: bytes appended front to back into one growing allocation.
///
/// `[UInt8].append(contentsOf:)` costs about a hundred instructions a call however short
/// the piece, and a row is written in dozens of pieces; here an append is a capacity
/// check and a copy. Non-copyable, so the buffer has one owner and an append needs no
/// uniqueness check (a copy-on-write check was 6 % of a long list's render).
///
///     var buffer = ByteBuffer()
///     buffer.append("│ ")
///     buffer.append(repeating: UInt8(ascii: " "), count: 3)
///     buffer.array   // [0xE2, 0x94, 0x82, 0x20, 0x20, 0x20, 0x20]
struct ByteBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Bytes written so far.
    private(set) var count = 0
    /// Whether `base` is this buffer's own allocation, not storage lent to it by
    /// ``collect(capacity:_:)``.
    private var ownsStorage = true

    init(capacity: Int = 4096) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    /// A buffer that writes into `storage` (an array's, being made) until it needs more.
    private init(lentStorage storage: UnsafeMutableBufferPointer<UInt8>) {
        base = storage.baseAddress!
        capacity = storage.count
        ownsStorage = false
    }

    deinit { if ownsStorage { base.deallocate() } }

    /// The bytes `write` appends to the buffer it is given, as an array. The buffer writes
    /// straight into the array's storage, `capacity` bytes of it, so when that is enough —
    /// a render's ``RenderSizeHint`` is generous — the bytes are never copied (copying a
    /// long list's render into its array was a second pass over megabytes).
    ///
    ///     ByteBuffer.collect(capacity: 64) { buffer in
    ///         var buffer = buffer
    ///         buffer.append(literal: "{}")
    ///         return buffer
    ///     }   // [0x7B, 0x7D]
    static func collect(capacity: Int, _ write: (consuming ByteBuffer) -> ByteBuffer) -> [UInt8] {
        var spilled: [UInt8]?
        let bytes = [UInt8](unsafeUninitializedCapacity: max(capacity, 16)) { storage, initialized in
            let written = write(ByteBuffer(lentStorage: storage))
            if written.ownsStorage {
                spilled = written.array
                initialized = 0
            } else {
                initialized = written.count
            }
        }
        return spilled ?? bytes
    }

    /// The bytes written, as an array.
    var array: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// The bytes written, decoded as UTF-8 into a string.
    var string: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }

    /// The bytes from `start` to the end, as an array.
    func suffix(from start: Int) -> [UInt8] {
        Array(UnsafeBufferPointer(start: base + start, count: count - start))
    }

    /// Whether the bytes in `lhs` sort before those in `rhs` (UTF-8 byte order).
    @inline(__always)
    func precedes(_ lhs: Range<Int>, _ rhs: Range<Int>) -> Bool {
        UTF8Order.precedes(UnsafeBufferPointer(start: base + lhs.lowerBound, count: lhs.count),
                           UnsafeBufferPointer(start: base + rhs.lowerBound, count: rhs.count))
    }

    /// The bytes in `range`, decoded as UTF-8.
    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self)
    }

    /// Room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        if _slowPath(extra > capacity &- count) { grow(toHold: count + extra) }
        return base + count
    }

    private mutating func grow(toHold needed: Int) {
        let larger = max(needed, capacity * 2)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        UnsafeMutableRawPointer(moved).copyMemory(from: base, byteCount: count)
        if ownsStorage { base.deallocate() }
        base = moved
        capacity = larger
        ownsStorage = true
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1).initialize(to: byte)
        count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// The UTF-8 bytes of `text`.
    @inline(__always)
    mutating func append(_ text: String) {
        text.withContiguousUTF8 { append($0) }
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    mutating func append(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// The bytes of a literal, e.g. a frame's `" │\n"`: inlined, the copy is a few moves.
    @inline(__always)
    mutating func append(literal text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// `count` copies of `byte`, written eight at a time (a row's padding is dozens of
    /// spaces; a `memset` call costs more than the stores).
    @inline(__always)
    mutating func append(repeating byte: UInt8, count repeats: Int) {
        guard repeats > 0 else { return }
        let target = UnsafeMutableRawPointer(reserve(repeats + 8))
        let word = UInt64(byte) &* 0x0101_0101_0101_0101
        var offset = 0
        while offset < repeats {
            target.storeBytes(of: word, toByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        count += repeats
    }

    /// A line feed and `indent` spaces — the start of every line of a canonical JSON
    /// document. Up to 15 spaces it is two 8-byte stores, not a loop.
    @inline(__always)
    mutating func appendLineBreak(indent: Int) {
        appendInPlace(upTo: 16 + indent) { Self.writeLineBreak(indent: indent, to: $0) }
    }

    /// ``appendLineBreak(indent:)`` written at `target`, which has room for `16 + indent`
    /// bytes; returns the bytes it takes (`1 + indent`).
    @inline(__always)
    static func writeLineBreak(indent: Int, to target: UnsafeMutablePointer<UInt8>) -> Int {
        let raw = UnsafeMutableRawPointer(target)
        raw.storeBytes(of: UInt64(0x2020_2020_2020_200A).littleEndian, as: UInt64.self)
        raw.storeBytes(of: UInt64(0x2020_2020_2020_2020), toByteOffset: 8, as: UInt64.self)
        if _slowPath(indent > 15) { (target + 16).initialize(repeating: 0x20, count: indent - 15) }
        return 1 + indent
    }

    /// The decimal digits of a non-negative integer, written back to front into their
    /// place (no string, no recursion).
    ///
    ///     buffer.appendDecimal(1977)   // "1977"
    mutating func appendDecimal(_ value: Int) {
        precondition(value >= 0, "appendDecimal takes a non-negative integer")
        var digits = 1
        var rest = value
        while rest >= 10 {
            digits += 1
            rest /= 10
        }
        let target = reserve(digits)
        rest = value
        for offset in stride(from: digits - 1, through: 0, by: -1) {
            target[offset] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        }
        count += digits
    }

    /// Several small pieces with one capacity check: `body` writes at most `limit` bytes
    /// from the pointer it gets and returns how many it wrote.
    ///
    ///     buffer.appendInPlace(upTo: 2) { target in
    ///         target[0] = UInt8(ascii: "{"); target[1] = UInt8(ascii: "}"); return 2
    ///     }
    @inline(__always)
    mutating func appendInPlace(upTo limit: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        let written = body(reserve(limit))
        assert(written <= limit, "appendInPlace wrote past its limit")
        count += written
    }

    /// Drops the bytes from `start` on.
    mutating func removeSuffix(from start: Int) {
        count = min(count, max(0, start))
    }
}
