import TemplateKitLite

/// Turns a validated ``JSONTape`` into a tree of ``JSONValue``s (for ``JSONParser/parse(_:)``).
/// Recursion is bounded by ``JSONParser/maximumDepth``.
struct JSONTreeBuilder {
    let tape: JSONTape

    func value(at index: Int) throws(JSONSyntaxError) -> JSONValue {
        switch tape.kind(index) {
        case .null: return .null
        case .bool: return .bool(tape.bool(index))
        case .number: return tape.number(index)
        case .string: return .string(tape.string(index))
        case .array:
            var elements: [JSONValue] = []
            for child in tape.children(index) { elements.append(try value(at: child)) }
            return .array(elements)
        case .object:
            var members: [String: JSONValue] = [:]
            for key in tape.children(index) {
                let name = tape.string(key)
                if members[name] != nil {
                    let scanner = JSONScanner(bytes: tape.bytes)
                    throw scanner.failure(
                        "key \"\(name)\" equals an earlier key as a Swift string (canonically equivalent); "
                            + "a JSONValue object cannot hold both", at: Int(tape.entries[key].offset))
                }
                members[name] = try value(at: key + 1)
            }
            return .object(members)
        }
    }
}
