import TemplateKitLite

/// A JSON value with its path, read with typed accessors that throw path-carrying errors.
struct Node {
    let value: JSONValue
    let path: JSONPath

    func fail(_ message: String) -> StateDocumentError {
        StateDocumentError(path, message)
    }

    func object() throws(StateDocumentError) -> ObjectNode {
        guard case .object(let fields) = value else { throw fail("expected an object, found \(value.typeDescription)") }
        return ObjectNode(fields: fields, path: path)
    }

    func array() throws(StateDocumentError) -> [Node] {
        guard case .array(let elements) = value else { throw fail("expected an array, found \(value.typeDescription)") }
        return elements.enumerated().map { Node(value: $0.element, path: path.appending(index: $0.offset)) }
    }

    func string() throws(StateDocumentError) -> String {
        guard case .string(let text) = value else { throw fail("expected a string, found \(value.typeDescription)") }
        return text
    }

    /// A non-empty string identifier.
    func uuid() throws(StateDocumentError) -> String {
        guard case .string(let text) = value else {
            throw fail("expected a uuid string, found \(value.typeDescription)")
        }
        if text.isEmpty { throw fail("expected a uuid string, found an empty string") }
        return text
    }

    func bool() throws(StateDocumentError) -> Bool {
        guard case .bool(let flag) = value else { throw fail("expected true or false, found \(value.typeDescription)") }
        return flag
    }

    /// An integer; integral floating-point values are accepted.
    func int() throws(StateDocumentError) -> Int {
        switch value {
        case .int(let integer): return integer
        case .double(let double):
            if let integer = Int(exactly: double) { return integer }
            throw fail("expected an integer, found \(value.kindDescription)")
        default: throw fail("expected an integer, found \(value.typeDescription)")
        }
    }

    /// A finite number.
    func number() throws(StateDocumentError) -> Double {
        switch value {
        case .int(let integer): return Double(integer)
        case .double(let double) where double.isFinite: return double
        default: throw fail("expected a finite number, found \(value.kindDescription)")
        }
    }

    /// A finite number of seconds ≥ 0.
    func seconds() throws(StateDocumentError) -> Double {
        let expected = "expected a number of seconds ≥ 0, found "
        switch value {
        case .int(let integer) where integer >= 0: return Double(integer)
        case .double(let double) where double.isFinite && double >= 0: return double
        case .int, .double: throw fail(expected + value.kindDescription)
        default: throw fail(expected + value.typeDescription)
        }
    }

    /// One of `type`'s raw values; the error lists the allowed ones.
    func enumValue<T: RawRepresentable & CaseIterable>(_ type: T.Type, _ what: String) throws(StateDocumentError) -> T
    where T.RawValue == String {
        let allowed = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        guard case .string(let text) = value else {
            throw fail("expected \(what) (one of \(allowed)), found \(value.typeDescription)")
        }
        guard let result = T(rawValue: text) else {
            throw fail("unknown \(what) \"\(text)\"; expected one of \(allowed)")
        }
        return result
    }
}
