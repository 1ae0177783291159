extension ValidationRun {
    /// Reports each explicit id that more than one of the siblings at `path` carry.
    mutating func visitIdentities(_ ids: [String?], of siblings: String, at path: NodePath) {
        for id in Identity.duplicates(ids) {
            let count = ids.filter { $0 == id }.count
            report(Rules.identityDuplicate, at: path, "\(count) \(siblings) carry the id \(Self.quoted(id))")
        }
    }
}
