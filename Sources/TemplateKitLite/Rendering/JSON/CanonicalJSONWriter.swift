extension JSONValue {
    /// The canonical text of this value: pretty-printed with two-space indents, object
    /// keys sorted by their UTF-8 bytes, numbers formatted by ``NumberText`` (NaN and
    /// ±Infinity become `null`), only `"`, `\` and control characters escaped (`/` and
    /// non-ASCII are written as they are), LF line ends and one trailing newline.
    ///
    ///     JSONValue.object(["b": .int(1), "a": .array([])]).canonicalText()
    ///     // {\n  "a": [],\n  "b": 1\n}\n
    public func canonicalText() -> String {
        var writer = CanonicalJSONWriter()
        writer.value(self)
        return writer.finish()
    }
}

/// Streams canonical JSON (see ``JSONValue/canonicalText()``) into one byte buffer, with
/// no tree and no intermediate strings. Members are written where they come; when an
/// object closes with its keys out of order, its members' bytes are put in key order
/// with one copy.
struct CanonicalJSONWriter: JSONSink, ~Copyable {
    private static let hexDigits: StaticString = "0123456789abcdef"

    /// One member of an open object: where its bytes (`,` excluded) and its key's bytes
    /// lie in the buffer. A key that needed escaping keeps its text, for ordering by the
    /// key itself rather than by its escaped bytes; others are compared in the buffer,
    /// so a member holds no string.
    private struct Member {
        let start: Int
        let key: Range<Int>
        let escapedKey: String?
        var end: Int
    }

    /// An open object or array: how many members or elements it has so far, and for
    /// an object where its members start in ``members``.
    private struct Container {
        let isObject: Bool
        let firstMember: Int
        var count = 0
        /// Whether the keys so far came in UTF-8 order (then closing copies nothing).
        var isSorted = true
    }

    private var bytes = ByteBuffer()
    private var open: [Container] = []
    /// The members of every open object, innermost last.
    private var members: [Member] = []
    /// Where an out-of-order object's bytes wait while they are put in key order.
    private var scratch: [UInt8] = []

    init() {}

    /// The document with its trailing newline.
    mutating func finish() -> String {
        bytes.append(UInt8(ascii: "\n"))
        return bytes.string
    }

    /// The document as UTF-8 bytes, with its final line feed.
    mutating func finishUTF8() -> [UInt8] {
        bytes.append(UInt8(ascii: "\n"))
        return bytes.array
    }

    mutating func beginObject() {
        beforeValue()
        bytes.append(UInt8(ascii: "{"))
        open.append(Container(isObject: true, firstMember: members.count))
    }

    mutating func beginArray() {
        beforeValue()
        bytes.append(UInt8(ascii: "["))
        open.append(Container(isObject: false, firstMember: members.count))
    }

    mutating func key(_ key: String) {
        let container = open.count - 1
        if open[container].count > 0 {
            members[members.count - 1].end = bytes.count
            bytes.append(UInt8(ascii: ","))
        }
        open[container].count += 1
        let start = bytes.count
        newline(open.count)
        let keyStart = bytes.count + 1
        let isPlain = writeString(key)
        let member = Member(start: start, key: keyStart..<(bytes.count - 1), escapedKey: isPlain ? nil : key, end: 0)
        if open[container].count > 1, open[container].isSorted, !precedes(members[members.count - 1], member) {
            open[container].isSorted = false
        }
        members.append(member)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
    }

    mutating func endObject() {
        guard let container = open.popLast() else { return }
        if container.count > 0 {
            members[members.count - 1].end = bytes.count
            if !container.isSorted { putInKeyOrder(from: container.firstMember) }
            members.removeSubrange(container.firstMember...)
            newline(open.count)
        }
        bytes.append(UInt8(ascii: "}"))
    }

    mutating func endArray() {
        guard let container = open.popLast() else { return }
        if container.count > 0 { newline(open.count) }
        bytes.append(UInt8(ascii: "]"))
    }

    mutating func string(_ value: String) {
        beforeValue()
        writeString(value)
    }

    mutating func int(_ value: Int) {
        beforeValue()
        guard value >= 0 && value < 10_000_000 else { return append(String(value)) }
        appendDigits(value)
    }

    /// The decimal digits of a small non-negative integer, without making a string.
    private mutating func appendDigits(_ value: Int) {
        if value >= 10 { appendDigits(value / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    mutating func double(_ value: Double) {
        beforeValue()
        append(NumberText.decimal(value) ?? "null")
    }

    mutating func bool(_ value: Bool) {
        beforeValue()
        append(value ? "true" : "false")
    }

    mutating func null() {
        beforeValue()
        append("null")
    }

    /// In an array, the `,` and new line before each element (a key does it in an object).
    private mutating func beforeValue() {
        guard let last = open.indices.last, !open[last].isObject else { return }
        if open[last].count > 0 { bytes.append(UInt8(ascii: ",")) }
        open[last].count += 1
        newline(open.count)
    }

    /// Rewrites the bytes of the open object's members (from `first` in ``members``, in
    /// written order, separated by `,`) in the UTF-8 order of their keys.
    private mutating func putInKeyOrder(from first: Int) {
        let start = members[first].start
        var ordered = Array(members[first...])
        ordered.sort { precedes($0, $1) }
        members.replaceSubrange(first..., with: ordered)
        scratch = bytes.suffix(from: start)
        bytes.removeSuffix(from: start)
        for (index, member) in members[first...].enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(scratch[(member.start - start)..<(member.end - start)])
        }
    }

    /// Whether `lhs`'s key sorts before `rhs`'s in UTF-8 order (compared in the buffer
    /// unless one of them was escaped there).
    private func precedes(_ lhs: Member, _ rhs: Member) -> Bool {
        guard lhs.escapedKey != nil || rhs.escapedKey != nil else { return bytes.precedes(lhs.key, rhs.key) }
        return UTF8Order.precedes(lhs.escapedKey ?? bytes.string(lhs.key), rhs.escapedKey ?? bytes.string(rhs.key))
    }

    /// Writes `text` quoted; returns whether it went out as it is (nothing to escape).
    @discardableResult
    private mutating func writeString(_ text: String) -> Bool {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        let copied = text.withUTF8 { storage in
            guard !JSONEscapeScan.needsEscaping(storage) else { return false }
            bytes.append(storage)
            return true
        }
        if !copied { writeEscaped(text) }
        bytes.append(UInt8(ascii: "\""))
        return copied
    }

    private mutating func writeEscaped(_ text: String) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x0A: append("\\n")
            case 0x09: append("\\t")
            case 0x0D: append("\\r")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            case 0x00..<0x20: appendUnicodeEscape(byte)
            default: bytes.append(byte)
            }
        }
    }

    private mutating func appendUnicodeEscape(_ byte: UInt8) {
        append("\\u00")
        bytes.append(Self.hexDigits.utf8Start[Int(byte >> 4)])
        bytes.append(Self.hexDigits.utf8Start[Int(byte & 0x0F)])
    }

    private mutating func newline(_ indent: Int) {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(repeating: UInt8(ascii: " "), count: indent * 2)
    }

    private mutating func append(_ text: String) {
        bytes.append(text)
    }
}
