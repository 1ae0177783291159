import TemplateKitLite

/// Writes a ``JSONValue`` canonically: keys sorted by UTF-8 bytes, two-space indent, no
/// escaped `/`, one trailing newline. A stand-in until TemplateKitLite has
/// `JSONValue.canonicalText()`; then the report should use that instead.
///
///     CanonicalJSONWriter.text(.object(["b": .int(1), "a": .null]))
///     // {\n  "a": null,\n  "b": 1\n}\n
enum CanonicalJSONWriter {
    static func text(_ value: JSONValue) -> String {
        var out = ""
        write(value, indent: "", into: &out)
        return out + "\n"
    }

    private static func write(_ value: JSONValue, indent: String, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .int(let number): out += String(number)
        case .double(let number): out += number.isFinite ? "\(number)" : "null"
        case .string(let text): out += quoted(text)
        case .array(let items): writeArray(items, indent: indent, into: &out)
        case .object(let members): writeObject(members, indent: indent, into: &out)
        }
    }

    private static func writeArray(_ items: [JSONValue], indent: String, into out: inout String) {
        guard !items.isEmpty else { out += "[]"; return }
        let inner = indent + "  "
        out += "[\n"
        for (index, item) in items.enumerated() {
            out += inner
            write(item, indent: inner, into: &out)
            out += index == items.count - 1 ? "\n" : ",\n"
        }
        out += indent + "]"
    }

    private static func writeObject(_ members: [String: JSONValue], indent: String, into out: inout String) {
        guard !members.isEmpty else { out += "{}"; return }
        let keys = members.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        let inner = indent + "  "
        out += "{\n"
        for (index, key) in keys.enumerated() {
            out += inner + quoted(key) + ": "
            if let member = members[key] { write(member, indent: inner, into: &out) }
            out += index == keys.count - 1 ? "\n" : ",\n"
        }
        out += indent + "}"
    }

    /// A JSON string literal: `"` `\` and control characters escaped, the rest as is.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
