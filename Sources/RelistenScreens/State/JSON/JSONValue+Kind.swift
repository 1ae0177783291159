import TemplateKitLite

extension JSONValue {
    /// "a string", "an object", … for error messages; numbers print their value.
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .int(let value): "\(value)"
        case .double(let value): value.isFinite ? "\(value)" : "a non-finite number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// "a number", "a string", … without the value.
    var typeDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .int, .double: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
