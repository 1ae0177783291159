/// One line of an edit script: kept, deleted from the old text, or inserted from the new.
package struct EditStep: Sendable, Equatable {
    package enum Kind: Sendable, Equatable { case keep, delete, insert }

    package let kind: Kind
    /// The old line index for `keep`/`delete`; for `insert`, how many old lines precede it.
    package let old: Int
    /// The new line index for `keep`/`insert`; for `delete`, how many new lines precede it.
    package let new: Int
}

extension EditStep {
    /// The edit script for per-line deletion and insertion marks: within each changed
    /// block, deletions come before insertions (the unified-diff convention). Marks that do
    /// not pair up (never produced by ``LineDiff``) end as plain deletions and insertions.
    package static func script(deleted: [Bool], inserted: [Bool]) -> [EditStep] {
        var steps: [EditStep] = []
        steps.reserveCapacity(max(deleted.count, inserted.count))
        var old = 0, new = 0
        while old < deleted.count || new < inserted.count {
            if old < deleted.count, deleted[old] {
                steps.append(EditStep(kind: .delete, old: old, new: new))
                old += 1
            } else if new < inserted.count, inserted[new] {
                steps.append(EditStep(kind: .insert, old: old, new: new))
                new += 1
            } else if old < deleted.count, new < inserted.count {
                steps.append(EditStep(kind: .keep, old: old, new: new))
                old += 1
                new += 1
            } else if old < deleted.count {
                steps.append(EditStep(kind: .delete, old: old, new: new))
                old += 1
            } else {
                steps.append(EditStep(kind: .insert, old: old, new: new))
                new += 1
            }
        }
        return steps
    }
}
