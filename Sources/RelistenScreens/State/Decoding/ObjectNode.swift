import TemplateKitLite

/// A JSON object with its path. Unknown keys are ignored; `null` counts as absent.
struct ObjectNode {
    let fields: [String: JSONValue]
    let path: JSONPath

    /// The value at `key`, or `nil` when absent or `null`.
    func optional(_ key: String) -> Node? {
        guard let value = fields[key], value != .null else { return nil }
        return Node(value: value, path: path.appending(key: key))
    }

    /// The value at `key`; absent or `null` is an error.
    func required(_ key: String) throws(StateDocumentError) -> Node {
        if let node = optional(key) { return node }
        let what = fields[key] == nil ? "missing required key" : "null is not allowed for required key"
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

    /// Members of a uuid-keyed map sorted by key (UTF-8 bytes), so errors are reported
    /// deterministically; their paths print as `["key"]`.
    func sortedEntries() -> [(key: String, node: Node)] {
        fields.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { key in
            (key, Node(value: fields[key] ?? .null, path: path.appending(entry: key)))
        }
    }
}
