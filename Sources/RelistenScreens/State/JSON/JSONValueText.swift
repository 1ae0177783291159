import KitSupport
import TemplateKitLite

/// A ``JSONValue`` written as JSON text that parses back to the same value: integers
/// exactly, doubles in Swift's shortest round-tripping form, keys sorted by code units.
/// A non-finite double (which JSON cannot spell) is written as `null`.
///
/// ```swift
/// JSONValueText.bytes(.object(["a": .double(2.5)]))   // {"a":2.5}
/// ```
enum JSONValueText {
    static func bytes(_ value: JSONValue) -> [UInt8] {
        var out: [UInt8] = []
        write(value, to: &out)
        return out
    }

    private static func write(_ value: JSONValue, to out: inout [UInt8]) {
        switch value {
        case .null: out += Array("null".utf8)
        case .bool(let flag): out += Array((flag ? "true" : "false").utf8)
        case .int(let integer): out += Array(String(integer).utf8)
        case .double(let double): out += Array((double.isFinite ? "\(double)" : "null").utf8)
        case .string(let text): writeString(text, to: &out)
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for (offset, element) in elements.enumerated() {
                if offset > 0 { out.append(UInt8(ascii: ",")) }
                write(element, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (offset, key) in members.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).enumerated() {
                if offset > 0 { out.append(UInt8(ascii: ",")) }
                writeString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                write(members[key] ?? .null, to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func writeString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        JSONStringEscape.append(text.utf8, to: &out)
        out.append(UInt8(ascii: "\""))
    }
}
