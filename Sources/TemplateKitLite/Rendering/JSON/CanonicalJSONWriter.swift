import KitSupport

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
    /// One member of an open object: where its bytes start (after the `,` before it) and
    /// where its key's bytes lie. A member ends one byte (the `,`) before the next starts,
    /// or where its object closes. A key that needed escaping is kept in ``escapedKeys``
    /// (for ordering by the key itself rather than by its escaped bytes); the others are
    /// compared in the buffer, so a member holds no string.
    private struct Member {
        let start: Int
        let key: Range<Int>
        /// Its index in ``escapedKeys``, or -1.
        let escapedKey: Int
    }

    /// What the innermost open container is. An object `inKeyOrder` is one whose writer
    /// promises its keys in UTF-8 order: nothing is recorded to reorder it.
    enum Kind { case document, object, objectInKeyOrder, array }

    /// Whether objects declared in key order are checked (debug builds) or trusted.
    private static var checksKeyOrder: Bool {
        #if DEBUG
            true
        #else
            false
        #endif
    }

    /// An open container: how many members or elements it has so far, and for an object
    /// where its members start in ``members``.
    /// (Internal, not private: a private type as the element of an ``UncheckedStack``
    /// crashes Swift 6.3's debug build, "Global is external, but doesn't have external or
    /// weak linkage".)
    struct Container {
        let kind: Kind
        let firstMember: Int
        var count = 0
        /// Whether the keys so far came in UTF-8 order (then closing copies nothing).
        var isSorted = true
    }

    private var bytes: ByteBuffer
    /// The innermost open container (the document itself when none is open) …
    private var top = Container(kind: .document, firstMember: 0)
    /// … and the ones around it, outermost first.
    private var outer = UncheckedStack<Container>()
    /// The members of every open object, innermost last: the first ``memberCount`` of
    /// them (the array keeps its slots when an object closes, to reuse them).
    private var members: [Member] = []
    private var memberCount = 0
    private var escapedKeys: [String] = []
    /// Where an out-of-order object's bytes wait while they are put in key order.
    private var scratch: [UInt8] = []

    /// A writer whose buffer starts with room for `capacity` bytes.
    init(capacity: Int = 4_096) {
        bytes = ByteBuffer(capacity: capacity)
    }

    /// A writer that writes into `bytes` (see ``ByteBuffer/collect(capacity:_:)``).
    init(into bytes: consuming ByteBuffer) {
        self.bytes = bytes
    }

    /// The document with its trailing newline.
    mutating func finish() -> String {
        bytes.append(UInt8(ascii: "\n"))
        return bytes.string
    }

    /// The buffer holding the document, with its final line feed.
    consuming func finishBytes() -> ByteBuffer {
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    mutating func beginObject() {
        begin(.object, with: UInt8(ascii: "{"))
    }

    /// An object whose keys come in UTF-8 order, e.g. a row's fields: its keys are written
    /// with no record kept to sort them (a record and a comparison a key were a tenth of
    /// a long list's JSON). Debug builds check the order.
    mutating func beginObjectInKeyOrder() {
        begin(.objectInKeyOrder, with: UInt8(ascii: "{"))
    }

    mutating func beginArray() {
        begin(.array, with: UInt8(ascii: "["))
    }

    private mutating func begin(_ kind: Kind, with bracket: UInt8) {
        beforeValue()
        bytes.append(bracket)
        outer.push(top)
        top = Container(kind: kind, firstMember: memberCount)
    }

    /// A key the renderer names: written from its static bytes. Such names are plain
    /// ASCII identifiers (checked in debug builds), so they are not scanned for escapes.
    mutating func key(_ key: StaticString) {
        key.withUTF8Buffer { name in
            assert(!JSONEscapeScan.needsEscaping(name), "a renderer key needs escaping: \(key)")
            let hasComma = top.count > 0
            top.count += 1
            let start = bytes.count + (hasComma ? 1 : 0)
            let indent = outer.count * 2
            bytes.appendInPlace(upTo: name.count + indent + 24) { target in
                Self.writeKeyLine(name, indent: indent, afterComma: hasComma, to: target)
            }
            let keyStart = start + indent + 2
            recordMember(Member(start: start, key: keyStart..<(keyStart + name.count), escapedKey: -1))
        }
    }

    /// `,` (when asked), a line break, `indent` spaces and `"name": `, written with no
    /// capacity check (the caller reserved `name.count + indent + 24` bytes); returns the
    /// byte count.
    @inline(__always)
    private static func writeKeyLine(
        _ name: UnsafeBufferPointer<UInt8>, indent: Int, afterComma: Bool, to target: UnsafeMutablePointer<UInt8>
    ) -> Int {
        var cursor = target
        if afterComma {
            cursor.initialize(to: UInt8(ascii: ","))
            cursor += 1
        }
        cursor += ByteBuffer.writeLineBreak(indent: indent, to: cursor)
        cursor.initialize(to: UInt8(ascii: "\""))
        cursor += 1
        if let source = name.baseAddress { cursor.update(from: source, count: name.count) }
        cursor += name.count
        UnsafeMutableRawPointer(cursor).storeBytes(of: UInt32(0x0020_3A22).littleEndian, as: UInt32.self)   // `": `
        return cursor + 3 - target
    }

    /// A key from data (an action argument's name, a ``JSONValue`` object's key).
    mutating func key(text key: String) {
        let start = beginMember()
        let keyStart = bytes.count + 1
        var escapedKey = -1
        if !writeString(key, closingQuote: false) {
            escapedKey = escapedKeys.count
            escapedKeys.append(key)
        }
        let member = Member(start: start, key: keyStart..<bytes.count, escapedKey: escapedKey)
        bytes.append(literal: "\": ")
        recordMember(member)
    }

    /// The `,` after the member before and the new line: returns where this member starts.
    @inline(__always)
    private mutating func beginMember() -> Int {
        if top.count > 0 { bytes.append(UInt8(ascii: ",")) }
        top.count += 1
        let start = bytes.count
        newline(outer.count)
        return start
    }

    /// Notes whether the member's key came in order and records the member (only in an
    /// object that may need sorting).
    @inline(__always)
    private mutating func recordMember(_ member: Member) {
        guard top.kind == .object || Self.checksKeyOrder else { return }
        if top.count > 1, top.isSorted, !precedes(members[memberCount - 1], member) { top.isSorted = false }
        if memberCount < members.count { members[memberCount] = member } else { members.append(member) }
        memberCount += 1
    }

    mutating func endObject() {
        guard top.kind == .object || top.kind == .objectInKeyOrder else { return }
        if top.count > 0 {
            assert(top.isSorted || top.kind == .object, "an object declared in key order had its keys out of order")
            if !top.isSorted { putInKeyOrder(from: top.firstMember) }
            memberCount = top.firstMember
        }
        close(with: UInt8(ascii: "}"))
    }

    mutating func endArray() {
        guard top.kind == .array else { return }
        close(with: UInt8(ascii: "]"))
    }

    private mutating func close(with bracket: UInt8) {
        let hasContent = top.count > 0
        top = outer.pop()
        if hasContent { newline(outer.count) }
        bytes.append(bracket)
    }

    mutating func string(_ value: String) {
        beforeValue()
        writeString(value, closingQuote: true)
    }

    /// A value the renderer names (`"kind": "item"`), plain ASCII like its keys.
    mutating func string(_ value: StaticString) {
        beforeValue()
        value.withUTF8Buffer { text in
            assert(!JSONEscapeScan.needsEscaping(text), "a renderer value needs escaping: \(value)")
            bytes.append(UInt8(ascii: "\""))
            bytes.append(text)
            bytes.append(UInt8(ascii: "\""))
        }
    }

    mutating func int(_ value: Int) {
        beforeValue()
        guard value >= 0 else { return append(String(value)) }
        bytes.appendDecimal(value)
    }

    mutating func double(_ value: Double) {
        beforeValue()
        append(NumberText.decimal(value) ?? "null")
    }

    mutating func bool(_ value: Bool) {
        beforeValue()
        value ? bytes.append(literal: "true") : bytes.append(literal: "false")
    }

    mutating func null() {
        beforeValue()
        bytes.append(literal: "null")
    }

    /// In an array, the `,` and new line before each element (a key does it in an object).
    @inline(__always)
    private mutating func beforeValue() {
        guard top.kind == .array else { return }
        if top.count > 0 { bytes.append(UInt8(ascii: ",")) }
        top.count += 1
        newline(outer.count)
    }

    /// Rewrites the bytes of the open object's members (from `first` in ``members``, in
    /// written order, separated by `,`) in the UTF-8 order of their keys.
    private mutating func putInKeyOrder(from first: Int) {
        let start = members[first].start
        let written = members[first..<memberCount]
        var ends = written.dropFirst().map { $0.start - 1 }
        ends.append(bytes.count)
        var ordered = Array(zip(written, ends))
        ordered.sort { precedes($0.0, $1.0) }
        scratch = bytes.suffix(from: start)
        bytes.removeSuffix(from: start)
        for (index, (member, end)) in ordered.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(scratch[(member.start - start)..<(end - start)])
        }
    }

    /// Whether `lhs`'s key sorts before `rhs`'s in UTF-8 order (compared in the buffer
    /// unless one of them was escaped there).
    private func precedes(_ lhs: Member, _ rhs: Member) -> Bool {
        guard lhs.escapedKey >= 0 || rhs.escapedKey >= 0 else { return bytes.precedes(lhs.key, rhs.key) }
        return UTF8Order.precedes(text(of: lhs), text(of: rhs))
    }

    private func text(of member: Member) -> String {
        member.escapedKey >= 0 ? escapedKeys[member.escapedKey] : bytes.string(member.key)
    }

    /// Writes `text` quoted (the closing quote only when asked); returns whether it went
    /// out as it is (nothing to escape).
    @discardableResult
    private mutating func writeString(_ text: String, closingQuote: Bool) -> Bool {
        let copied = text.withContiguousUTF8 { storage in
            guard !JSONEscapeScan.needsEscaping(storage) else { return false }
            bytes.appendInPlace(upTo: storage.count + 2) { target in
                Self.writeQuoted(storage, closingQuote: closingQuote, to: target)
            }
            return true
        }
        if !copied {
            bytes.append(UInt8(ascii: "\""))
            writeEscaped(text)
            if closingQuote { bytes.append(UInt8(ascii: "\"")) }
        }
        return copied
    }

    /// `"text"` (or `"text` without its closing quote) at `target`; returns the byte count.
    @inline(__always)
    private static func writeQuoted(
        _ text: UnsafeBufferPointer<UInt8>, closingQuote: Bool, to target: UnsafeMutablePointer<UInt8>
    ) -> Int {
        target.initialize(to: UInt8(ascii: "\""))
        if let source = text.baseAddress { (target + 1).update(from: source, count: text.count) }
        guard closingQuote else { return text.count + 1 }
        (target + 1 + text.count).initialize(to: UInt8(ascii: "\""))
        return text.count + 2
    }

    /// `text` escaped by JSON's rule (``JSONStringEscape``): only strings that need it
    /// come here.
    private mutating func writeEscaped(_ text: String) {
        var escaped: [UInt8] = []
        escaped.reserveCapacity(text.utf8.count + 8)
        JSONStringEscape.append(text.utf8, to: &escaped)
        bytes.append(escaped)
    }

    @inline(__always)
    private mutating func newline(_ depth: Int) {
        bytes.appendLineBreak(indent: depth * 2)
    }

    private mutating func append(_ text: String) {
        bytes.append(text)
    }
}
