/// Remembers where each uuid of a kind was first seen, to report duplicates.
struct UUIDRegistry {
    private var firstSeen: [String: [String: JSONPath]] = [:]

    func contains(_ uuid: String, kind: String) -> Bool {
        firstSeen[kind]?[uuid] != nil
    }

    mutating func register(_ uuid: String, kind: String, at path: JSONPath) throws(StateDocumentError) {
        if let first = firstSeen[kind]?[uuid] {
            throw StateDocumentError(path, "duplicate \(kind) uuid \"\(uuid)\" (first at \(first))")
        }
        firstSeen[kind, default: [:]][uuid] = path
    }
}
