import KitSupport
import RelistenScreens

/// A JSON tree the property tests build and print themselves, so that the same document
/// can be written with its object keys in any order.
indirect enum GeneratedJSON {
    case object([(String, GeneratedJSON)])
    case array([GeneratedJSON])
    case string(String)
    case number(String)
    case bool(Bool)
    case null

    static func int(_ value: Int) -> GeneratedJSON { .number(String(value)) }

    var isNull: Bool {
        switch self {
        case .null: true
        default: false
        }
    }

    /// The document as text; with `shuffle`, every object's keys come in a random order.
    func text(shuffle: inout SplitMix64?) -> String {
        var out = ""
        write(to: &out, shuffle: &shuffle)
        return out
    }

    private func write(to out: inout String, shuffle: inout SplitMix64?) {
        switch self {
        case .object(let fields):
            var ordered = fields
            if var random = shuffle { ordered.shuffle(using: &random); shuffle = random }
            out += "{"
            for (index, field) in ordered.enumerated() {
                if index > 0 { out += ", " }
                out += Self.quoted(field.0) + ": "
                field.1.write(to: &out, shuffle: &shuffle)
            }
            out += "}"
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += ","  }
                item.write(to: &out, shuffle: &shuffle)
            }
            out += "]"
        case .string(let text): out += Self.quoted(text)
        case .number(let text): out += text
        case .bool(let value): out += value ? "true" : "false"
        case .null: out += "null"
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
