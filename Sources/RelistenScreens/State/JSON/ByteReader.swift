/// A forward-only reader of JSON over a document's bytes, for the state decoder's one
/// pass: it reads keys, strings and numbers in place, as the decoder asks for them, and
/// validates as strictly as ``JSONScanner`` (it hands `\u` escapes and values it skips
/// to the scanner itself). It does not explain: anything it does not accept ends the
/// pass with ``NotRead``, and the decoder then reads the document the careful way, which
/// names the problem.
///
/// ```swift
/// var reader = ByteReader(buffer, array: bytes)
/// guard try reader.openObject() else { … }   // `{`, false when `{}`
/// repeat { let key = try reader.key(); … } while try reader.nextMember(closing: .object)
/// ```
struct ByteReader {
    /// The pass ended: the document is not one this reader takes in one go.
    struct NotRead: Error {}

    /// An object key as it is in the text (no escapes): where it starts and how long.
    struct Key {
        let start: Int
        let count: Int
    }

    enum Closing: UInt8 {
        case object = 0x7D  // }
        case array = 0x5D  // ]
    }

    let bytes: UnsafeBufferPointer<UInt8>
    /// The same bytes as an array, for the scanner.
    let array: [UInt8]
    var offset = 0
    /// How many arrays and objects are open.
    var depth = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>, array: [UInt8]) {
        self.bytes = bytes
        self.array = array
    }

    /// The next byte that is not whitespace (not consumed).
    @inline(__always)
    mutating func peek() throws(NotRead) -> UInt8 {
        // Any byte above the space is not whitespace: one test where the text has none,
        // and one more where one space comes first (`", "` and `": "`, as many writers
        // separate members and values).
        if offset + 1 < bytes.count {
            let byte = bytes[offset]
            if byte > 0x20 { return byte }
            let next = bytes[offset + 1]
            if byte == 0x20, next > 0x20 {
                offset += 1
                return next
            }
        }
        return try peekPastWhitespace()
    }

    /// ``peek()`` where there is whitespace to pass (or the text ends).
    private mutating func peekPastWhitespace() throws(NotRead) -> UInt8 {
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == 0x20 {
                offset = spaceRunEnd(from: offset + 1)
            } else if byte == 0x0A || byte == 0x0D || byte == 0x09 {
                offset += 1
            } else {
                return byte
            }
        }
        throw NotRead()
    }

    /// The index of the first byte from `start` that is no space: a pretty-printed
    /// document's indentation is passed eight bytes at a time (the first other byte of a
    /// word found by its position).
    @inline(__always)
    func spaceRunEnd(from start: Int) -> Int {
        var index = start
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count {
                let others = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self).littleEndian ^ 0x2020_2020_2020_2020
                if others != 0 { return index + others.trailingZeroBitCount >> 3 }
                index += 8
            }
        }
        while index < bytes.count, bytes[index] == 0x20 { index += 1 }
        return index
    }

    /// Whether only whitespace is left.
    mutating func isAtEnd() -> Bool {
        (try? peek()) == nil
    }

    /// Reads `null` when it is next (for "null counts as absent").
    mutating func skipNull() throws(NotRead) -> Bool {
        guard try peek() == UInt8(ascii: "n") else { return false }
        try literal("null")
        return true
    }

    private mutating func literal(_ word: StaticString) throws(NotRead) {
        let count = word.utf8CodeUnitCount
        guard offset + count <= bytes.count else { throw NotRead() }
        for index in 0..<count where bytes[offset + index] != word.utf8Start[index] { throw NotRead() }
        offset += count
    }

    /// Whether `key` spells `name` (compared eight bytes at a time).
    func `is`(_ key: Key, _ name: StaticString) -> Bool {
        key.count == name.utf8CodeUnitCount
            && Self.equal(bytes, at: key.start, to: UnsafeBufferPointer(start: name.utf8Start, count: key.count))
    }

    /// The first eight bytes of `key` (fewer when it is shorter) as a little-endian word.
    @inline(__always)
    func head(of key: Key) -> UInt64 {
        if key.start + 8 <= bytes.count, let base = bytes.baseAddress {
            let word = UnsafeRawPointer(base + key.start).loadUnaligned(as: UInt64.self).littleEndian
            return key.count >= 8 ? word : word & ((1 << UInt64(key.count * 8)) &- 1)
        }
        var word: UInt64 = 0
        for index in stride(from: min(key.count, 8) - 1, through: 0, by: -1) { word = word << 8 | UInt64(bytes[key.start + index]) }
        return word
    }

    /// Whether two keys have the same text.
    func same(_ first: Key, _ second: Key) -> Bool {
        guard first.count == second.count else { return false }
        for index in 0..<first.count where bytes[first.start + index] != bytes[second.start + index] { return false }
        return true
    }

    // MARK: Containers

    /// Reads `{`; false when the object is empty (its `}` read too).
    mutating func openObject() throws(NotRead) -> Bool {
        try open(UInt8(ascii: "{"), closing: .object)
    }

    /// Reads `[`; false when the array is empty (its `]` read too).
    mutating func openArray() throws(NotRead) -> Bool {
        try open(UInt8(ascii: "["), closing: .array)
    }

    private mutating func open(_ byte: UInt8, closing: Closing) throws(NotRead) -> Bool {
        guard try peek() == byte, depth < JSONParser.maximumDepth else { throw NotRead() }
        offset += 1
        if try peek() == closing.rawValue {
            offset += 1
            return false
        }
        depth += 1
        return true
    }

    /// After a member: reads `,` and returns true, or the closing bracket and returns false.
    @inline(__always)
    mutating func nextMember(closing: Closing) throws(NotRead) -> Bool {
        let byte = try peek()
        offset += 1
        if byte == UInt8(ascii: ",") { return true }
        guard byte == closing.rawValue else { throw NotRead() }
        depth -= 1
        return false
    }

    /// Reads an object key and its `:`. A key with an escape is not read here.
    mutating func key() throws(NotRead) -> Key {
        guard try peek() == UInt8(ascii: "\"") else { throw NotRead() }
        let start = offset + 1
        let end = try stringEnd(from: start, allowingEscapes: false)
        offset = end + 1
        guard try peek() == UInt8(ascii: ":") else { throw NotRead() }
        offset += 1
        return Key(start: start, count: end - start)
    }

    /// Reads an object key and its `:` as ``key()`` then ``SeenKeys/field(_:in:_:)`` do:
    /// the key's index in `names`, or nil for another key. Name `expected` (the one that
    /// usually comes next) is tried first where the key lies, which spares the scan for
    /// the key's end and the search of the names when the document keeps their order.
    @inline(__always)
    mutating func field(in names: KeyNames, expecting expected: Int, seen: inout SeenKeys) throws(NotRead) -> Int? {
        guard try peek() == UInt8(ascii: "\"") else { throw NotRead() }
        if let end = names.end(ofName: expected, at: offset &+ 1, in: bytes) {
            offset = end
            guard try peek() == UInt8(ascii: ":") else { throw NotRead() }
            offset &+= 1
            try seen.mark(expected)
            return expected
        }
        return try seen.field(key(), in: names, self)
    }

    // MARK: Scalars

    /// Reads a string, unescaped.
    mutating func string() throws(NotRead) -> String {
        guard try peek() == UInt8(ascii: "\"") else { throw NotRead() }
        let start = offset + 1
        let end = try stringEnd(from: start, allowingEscapes: true)
        if bytes[end] == UInt8(ascii: "\\") { return try escapedString(from: start, firstEscape: end) }
        offset = end + 1
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// Reads a string as ``string()`` does, shared with an equal one read before when it
    /// is one a document repeats (see ``RepeatedStrings``).
    mutating func string(sharing repeated: inout RepeatedStrings) throws(NotRead) -> String {
        guard try peek() == UInt8(ascii: "\"") else { throw NotRead() }
        let start = offset + 1
        let end = try stringEnd(from: start, allowingEscapes: true)
        if bytes[end] == UInt8(ascii: "\\") { return try escapedString(from: start, firstEscape: end) }
        offset = end + 1
        return repeated.string(UnsafeBufferPointer(rebasing: bytes[start..<end]))
    }

    /// Reads a string as ``string()`` does and calls `body` with its bytes, unescaped: in
    /// place when it has no escape (no string is made).
    @inline(__always)
    mutating func withString<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) throws(NotRead) -> Result {
        guard try peek() == UInt8(ascii: "\"") else { throw NotRead() }
        let start = offset + 1
        let end = try stringEnd(from: start, allowingEscapes: true)
        if bytes[end] == UInt8(ascii: "\\") {
            var text = try escapedString(from: start, firstEscape: end)
            return text.withUTF8(body)
        }
        offset = end + 1
        return body(UnsafeBufferPointer(rebasing: bytes[start..<end]))
    }

    /// Reads the key of a map's entry (escapes allowed) and its `:`.
    mutating func entryKey() throws(NotRead) -> String {
        let text = try string()
        guard try peek() == UInt8(ascii: ":") else { throw NotRead() }
        offset += 1
        return text
    }

    /// A non-empty string (a uuid).
    mutating func uuid() throws(NotRead) -> String {
        let text = try string()
        if text.isEmpty { throw NotRead() }
        return text
    }

    /// Reads a uuid (as ``uuid()``) and tells whether it is `text`, without making a
    /// string when its bytes are `text`'s, plain (no escape), and closed by a quote: how
    /// a reference to a uuid read before (a track's `source_uuid`) is checked.
    mutating func uuid(equals text: String) throws(NotRead) -> Bool {
        guard try peek() == UInt8(ascii: "\"") else { throw NotRead() }
        if text.isEmpty { return try uuid() == text }
        let start = offset + 1
        var text = text
        let count = text.utf8.count
        // Plain bytes up to a quote right after `count` of them (the same bytes then spell
        // the same string: no escape begins or ends among them), equal to the text's.
        let same = start + count < bytes.count && bytes[start + count] == UInt8(ascii: "\"")
            && plainRunEnd(from: start) == start + count && text.withUTF8 { utf8 in Self.equal(bytes, at: start, to: utf8) }
        if same {
            offset = start + count + 1
            return true
        }
        return try uuid() == text
    }

    /// Whether `bytes` from `start` hold `other`'s bytes, compared eight at a time (the
    /// last word overlapping the one before).
    static func equal(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, to other: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = other.count
        guard start + count <= bytes.count, let base = bytes.baseAddress, let otherBase = other.baseAddress else { return false }
        guard count >= 8 else {
            for index in 0..<count where bytes[start + index] != other[index] { return false }
            return true
        }
        let text = UnsafeRawPointer(base + start), expected = UnsafeRawPointer(otherBase)
        var index = 0
        while true {
            let at = min(index, count - 8)
            if text.loadUnaligned(fromByteOffset: at, as: UInt64.self) != expected.loadUnaligned(fromByteOffset: at, as: UInt64.self) {
                return false
            }
            index += 8
            if index >= count { return true }
        }
    }

    /// `true` or `false`.
    mutating func bool() throws(NotRead) -> Bool {
        switch try peek() {
        case UInt8(ascii: "t"):
            try literal("true")
            return true
        case UInt8(ascii: "f"):
            try literal("false")
            return false
        default: throw NotRead()
        }
    }

    /// The index of the closing quote of the string whose text starts at `start`, its
    /// UTF-8 checked; with `allowingEscapes`, of its first backslash when one comes first.
    @inline(__always)
    func stringEnd(from start: Int, allowingEscapes: Bool) throws(NotRead) -> Int {
        var index = start
        while index < bytes.count {
            index = plainRunEnd(from: index)
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { return index }
            if byte < 0x20 { throw NotRead() }
            if byte == UInt8(ascii: "\\") {
                if allowingEscapes { return index }
                throw NotRead()
            }
            if byte < 0x80 {
                index += 1
            } else {
                index += try UTF8Check.sequenceLength(in: bytes, at: index)
            }
        }
        throw NotRead()
    }

    /// Where the run of plain string bytes from `start` ends, eight at a time: a byte
    /// that is `"`, `\`, a control character or not ASCII stops it (one of each eight
    /// bytes is found with a few word operations, SWAR, instead of four tests a byte,
    /// and the first one in the word by counting trailing zeros; the last few bytes of
    /// the text are left to the caller's byte loop).
    @inline(__always)
    func plainRunEnd(from start: Int) -> Int {
        var index = start
        guard let base = bytes.baseAddress else { return index }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            let quote = word ^ (ones &* 0x22), backslash = word ^ (ones &* 0x5C)
            // A high bit here marks a byte that is zero (a quote, a backslash), below
            // 0x20, or has its own high bit set; none set means eight plain bytes.
            let special = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | (word &- ones &* 0x20) | word
            let marks = (special & highs).littleEndian
            // The lowest mark is exact (a borrow only moves up from a byte marked rightly).
            if marks != 0 { return index + marks.trailingZeroBitCount >> 3 }
            index += 8
        }
        return index
    }

    /// Validates and moves past the value that comes next, whatever it is (the scanner
    /// reads it: duplicate keys, numbers' range and nesting are checked as for the
    /// whole document).
    mutating func skipValue() throws(NotRead) {
        _ = try peek()
        var scanner = JSONScanner(bytes: array, offset: offset)
        do { try scanner.skipValue(depth: depth) } catch { throw NotRead() }
        offset = scanner.offset
    }
}
