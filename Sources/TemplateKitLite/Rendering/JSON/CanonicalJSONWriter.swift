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
        writer.write(self, indent: 0)
        writer.bytes.append(UInt8(ascii: "\n"))
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}

/// Appends canonical JSON to one byte buffer (no intermediate strings per value).
struct CanonicalJSONWriter {
    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
    /// A line feed followed by the indent of each of the first 32 levels.
    private static let newlines: [[UInt8]] = (0..<32).map { level in
        [UInt8(ascii: "\n")] + [UInt8](repeating: UInt8(ascii: " "), count: level * 2)
    }
    var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(4096) }

    mutating func write(_ value: JSONValue, indent: Int) {
        switch value {
        case .null: append("null")
        case .bool(let flag): append(flag ? "true" : "false")
        case .int(let integer): append(String(integer))
        case .double(let double): append(NumberText.decimal(double) ?? "null")
        case .string(let text): writeString(text)
        case .array(let elements): writeArray(elements, indent: indent)
        case .object(let members): writeObject(members, indent: indent)
        }
    }

    private mutating func writeArray(_ elements: [JSONValue], indent: Int) {
        guard !elements.isEmpty else { return append("[]") }
        bytes.append(UInt8(ascii: "["))
        for (index, element) in elements.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            newline(indent + 1)
            write(element, indent: indent + 1)
        }
        newline(indent)
        bytes.append(UInt8(ascii: "]"))
    }

    private mutating func writeObject(_ members: [String: JSONValue], indent: Int) {
        guard !members.isEmpty else { return append("{}") }
        let sorted = members.sorted { UTF8Order.precedes($0.key, $1.key) }
        bytes.append(UInt8(ascii: "{"))
        for (index, member) in sorted.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            newline(indent + 1)
            writeString(member.key)
            append(": ")
            write(member.value, indent: indent + 1)
        }
        newline(indent)
        bytes.append(UInt8(ascii: "}"))
    }

    private mutating func writeString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        let copied = text.utf8.withContiguousStorageIfAvailable { storage in
            guard !storage.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else { return false }
            bytes.append(contentsOf: storage)
            return true
        }
        if copied != true { writeEscaped(text) }
        bytes.append(UInt8(ascii: "\""))
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
        bytes.append(Self.hexDigits[Int(byte >> 4)])
        bytes.append(Self.hexDigits[Int(byte & 0x0F)])
    }

    private mutating func newline(_ indent: Int) {
        if indent < Self.newlines.count {
            bytes.append(contentsOf: Self.newlines[indent])
        } else {
            bytes.append(UInt8(ascii: "\n"))
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
        }
    }

    private mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }
}
