extension ValidationRun {
    /// Reports each explicit id that more than one of the siblings at `path` carry.
    mutating func visitIdentities(_ ids: [String?], of siblings: String, at path: NodePath) {
        let duplicates = Identity.duplicates(ids)
        guard !duplicates.isEmpty else { return }
        // Counted in one pass: a list of thousands of rows may repeat many ids.
        var counts = Dictionary(uniqueKeysWithValues: duplicates.map { ($0, 0) })
        for case let id? in ids { counts[id]? += 1 }
        for id in duplicates {
            report(Rules.identityDuplicate, at: path, "\(counts[id, default: 0]) \(siblings) carry the id \(Self.quoted(id))")
        }
    }
}
