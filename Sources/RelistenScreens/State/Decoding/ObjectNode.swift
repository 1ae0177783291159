import TemplateKitLite

/// A JSON object of a validated document with its path. Unknown keys are ignored; `null`
/// counts as absent. Keys match code unit for code unit.
struct ObjectNode {
    let tape: JSONTape
    let index: Int
    let path: JSONPath

    /// The entry of the value at `key`, present or `null`.
    private func member(_ key: String) -> Int? {
        var child = index + 1
        let end = Int(tape.entries[index].link)
        while child < end {
            if tape.string(child, equals: key) { return child + 1 }
            child = tape.next(after: child + 1)
        }
        return nil
    }

    /// The value at `key`, or `nil` when absent or `null`.
    func optional(_ key: String) -> Node? {
        guard let value = member(key), tape.kind(value) != .null else { return nil }
        return Node(tape: tape, index: value, parent: path, last: .key(key))
    }

    /// The value at `key`; absent or `null` is an error.
    func required(_ key: String) throws(StateDocumentError) -> Node {
        if let node = optional(key) { return node }
        let what = member(key) == nil ? "missing required key" : "null is not allowed for required key"
        throw StateDocumentError(path.appending(key: key), "\(what) \"\(key)\"")
    }

    func string(_ key: String) throws(StateDocumentError) -> String { try required(key).string() }
    func uuid(_ key: String) throws(StateDocumentError) -> String { try required(key).uuid() }
    func optionalString(_ key: String) throws(StateDocumentError) -> String? { try optional(key)?.string() }
    func optionalUUID(_ key: String) throws(StateDocumentError) -> String? { try optional(key)?.uuid() }
    func optionalSeconds(_ key: String) throws(StateDocumentError) -> Double? { try optional(key)?.seconds() }
    func int(_ key: String, default fallback: Int) throws(StateDocumentError) -> Int { try optional(key)?.int() ?? fallback }
    func bool(_ key: String, default fallback: Bool) throws(StateDocumentError) -> Bool { try optional(key)?.bool() ?? fallback }
    func number(_ key: String, default fallback: Double) throws(StateDocumentError) -> Double {
        try optional(key)?.number() ?? fallback
    }

    /// A non-negative count (defaults to 0 when absent).
    func count(_ key: String) throws(StateDocumentError) -> Int {
        guard let node = optional(key) else { return 0 }
        let value = try node.int()
        if value < 0 { throw node.fail("expected a count ≥ 0, found \(value)") }
        return value
    }

    /// Calls `body` with each member of a uuid-keyed map, sorted by key (UTF-8 bytes) so
    /// errors are reported deterministically; their paths print as `["key"]`. A member
    /// the tape keeps apart is read from its own text, freed once `body` is done: a map
    /// of show bodies is held one show at a time, not all at once.
    func forEachSortedEntry(_ body: (String, Node) throws(StateDocumentError) -> Void) throws(StateDocumentError) {
        let members = tape.children(index).map { (key: tape.string($0), value: $0 + 1) }
        for member in members.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            try body(member.key, Node(tape: tape, index: member.value, parent: path, last: .entry(member.key)))
            tape.release(member.value)
        }
    }
}

extension ObjectNode {
    /// An empty object at `path` (for an absent optional section).
    static func empty(at path: JSONPath) -> ObjectNode {
        ObjectNode(tape: JSONTape(bytes: Array("{}".utf8), entries: [.init(offset: 0, link: 1)]), index: 0, path: path)
    }
}
