/// A ``JSONSink`` that builds the ``JSONValue`` of what is written, for
/// ``JSONRenderer/jsonValue(_:)``.
struct JSONTreeBuilder: JSONSink {
    private enum Container {
        case object([String: JSONValue], key: String?)
        case array([JSONValue])
    }

    private var open: [Container] = []
    /// The finished document once every container is closed.
    private(set) var document: JSONValue = .null

    mutating func beginObject() { open.append(.object([:], key: nil)) }
    mutating func beginArray() { open.append(.array([])) }

    mutating func endObject() {
        guard case .object(let members, _) = open.popLast() else { return }
        attach(.object(members))
    }

    mutating func endArray() {
        guard case .array(let elements) = open.popLast() else { return }
        attach(.array(elements))
    }

    mutating func key(text key: String) {
        guard case .object(let members, _) = open.last else { return }
        open[open.count - 1] = .object(members, key: key)
    }

    mutating func key(_ key: StaticString) { self.key(text: key.description) }

    mutating func string(_ value: String) { attach(.string(value)) }
    mutating func string(_ value: StaticString) { attach(.string(value.description)) }
    mutating func int(_ value: Int) { attach(.int(value)) }
    mutating func double(_ value: Double) { attach(.double(value)) }
    mutating func bool(_ value: Bool) { attach(.bool(value)) }
    mutating func null() { attach(.null) }

    private mutating func attach(_ value: JSONValue) {
        switch open.popLast() {
        case nil: document = value
        case .array(var elements):
            elements.append(value)
            open.append(.array(elements))
        case .object(var members, let key):
            if let key { members[key] = value }
            open.append(.object(members, key: nil))
        }
    }
}
