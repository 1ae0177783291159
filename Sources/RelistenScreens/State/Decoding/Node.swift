import TemplateKitLite

/// A JSON value of a validated document (an entry of its ``JSONTape``) with its path,
/// read with typed accessors that throw path-carrying errors.
///
/// The path is kept as the parent's (shared by siblings) and one last step, and joined
/// only when needed (an error, or a container's children): building a path array for
/// every value read was most of decoding's allocations.
struct Node {
    let tape: JSONTape
    let index: Int
    let parent: JSONPath
    /// The step from `parent` to this value; nil for the root.
    let last: JSONPath.Component?

    /// A value of `tape`; a container the tape keeps apart is read from its own tape.
    init(tape: JSONTape, index: Int, parent: JSONPath, last: JSONPath.Component?) {
        if tape.isKeptApart(index), let expanded = tape.expanded(index) {
            (self.tape, self.index) = (expanded, 0)
        } else {
            (self.tape, self.index) = (tape, index)
        }
        self.parent = parent
        self.last = last
    }

    /// The document root.
    init(root tape: JSONTape) {
        self.init(tape: tape, index: 0, parent: .root, last: nil)
    }

    var path: JSONPath { last.map { parent.appending($0) } ?? parent }

    var kind: JSONTape.Kind { tape.kind(index) }

    func fail(_ message: String) -> StateDocumentError {
        StateDocumentError(path, message)
    }

    /// "a string", "an object", … for error messages; numbers print their value.
    var kindDescription: String {
        switch kind {
        case .null: "null"
        case .bool: tape.bool(index) ? "true" : "false"
        case .number:
            switch tape.number(index) {
            case .int(let value): "\(value)"
            case .double(let value): "\(value)"
            default: "a number"
            }
        default: typeDescription
        }
    }

    /// "a number", "a string", … without the value.
    var typeDescription: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    func object() throws(StateDocumentError) -> ObjectNode {
        guard kind == .object else { throw fail("expected an object, found \(typeDescription)") }
        try checkReadable()
        return ObjectNode(tape: tape, index: index, path: path)
    }

    func array() throws(StateDocumentError) -> [Node] {
        var elements: [Node] = []
        try forEachElement { elements.append($0) }
        return elements
    }

    /// Calls `body` with each element of the array, in order, made as it is reached: a
    /// long array is not first copied into a list of nodes, and an error in its first
    /// element stops the walk there (`catalog.artists` of 25 million numbers fails at
    /// `[0]` without making the other 24,999,999 nodes).
    ///
    /// ```swift
    /// try node.forEachElement { element throws(StateDocumentError) in artists.append(try Artist(decoding: element)) }
    /// ```
    func forEachElement(_ body: (Node) throws(StateDocumentError) -> Void) throws(StateDocumentError) {
        guard kind == .array else { throw fail("expected an array, found \(typeDescription)") }
        try checkReadable()
        let path = self.path
        var position = 0
        try tape.forEachChild(index) { (child) throws(StateDocumentError) in
            try body(Node(tape: tape, index: child, parent: path, last: .index(position)))
            position += 1
        }
    }

    /// A container whose text was released (read once already) has no contents to read.
    private func checkReadable() throws(StateDocumentError) {
        if tape.isKeptApart(index) { throw fail("internal error: this value was read after its text was freed") }
    }

    func string() throws(StateDocumentError) -> String {
        guard kind == .string else { throw fail("expected a string, found \(typeDescription)") }
        return tape.string(index)
    }

    /// A non-empty string identifier.
    func uuid() throws(StateDocumentError) -> String {
        guard kind == .string else { throw fail("expected a uuid string, found \(typeDescription)") }
        let text = tape.string(index)
        if text.isEmpty { throw fail("expected a uuid string, found an empty string") }
        return text
    }

    func bool() throws(StateDocumentError) -> Bool {
        guard kind == .bool else { throw fail("expected true or false, found \(typeDescription)") }
        return tape.bool(index)
    }

    /// The number, or nil when this is not a number.
    private var numberValue: JSONValue? { kind == .number ? tape.number(index) : nil }

    /// An integer; integral floating-point values are accepted.
    func int() throws(StateDocumentError) -> Int {
        switch numberValue {
        case .int(let integer)?: return integer
        case .double(let double)?:
            if let integer = Int(exactly: double) { return integer }
            throw fail("expected an integer, found \(kindDescription)")
        default: throw fail("expected an integer, found \(typeDescription)")
        }
    }

    /// A finite number.
    func number() throws(StateDocumentError) -> Double {
        switch numberValue {
        case .int(let integer)?: return Double(integer)
        case .double(let double)?: return double
        default: throw fail("expected a finite number, found \(kindDescription)")
        }
    }

    /// A finite number of seconds ≥ 0.
    func seconds() throws(StateDocumentError) -> Double {
        let expected = "expected a number of seconds ≥ 0, found "
        switch numberValue {
        case .int(let integer)? where integer >= 0: return Double(integer)
        case .double(let double)? where double >= 0: return double
        case .some: throw fail(expected + kindDescription)
        case nil: throw fail(expected + typeDescription)
        }
    }

    /// One of `type`'s raw values; the error lists the allowed ones.
    func enumValue<T: RawRepresentable & CaseIterable>(_ type: T.Type, _ what: String) throws(StateDocumentError) -> T
    where T.RawValue == String {
        let allowed = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        guard kind == .string else {
            throw fail("expected \(what) (one of \(allowed)), found \(typeDescription)")
        }
        let text = tape.string(index)
        guard let result = T(rawValue: text) else {
            throw fail("unknown \(what) \"\(text)\"; expected one of \(allowed)")
        }
        return result
    }
}
