/// Which lines of the old text are deleted and which lines of the new text are
/// inserted, computed with Myers' O(ND) algorithm in linear space.
///
/// Before the search: the common prefix and suffix are cut, lines become integers, and
/// lines that occur on one side only are marked at once (they can never be kept), so a
/// rewrite of a whole file costs a hash per line. Searches that run past
/// ``MyersSearch/costLimit`` split at the furthest point reached: the result is still a
/// correct edit script, only possibly longer than the shortest.
///
///     let marks = LineDiff(old: TextLines(a), new: TextLines(b))
///     EditStep.script(deleted: marks.deleted, inserted: marks.inserted)
package struct LineDiff: Sendable {
    package private(set) var deleted: [Bool]
    package private(set) var inserted: [Bool]

    package init(old: TextLines, new: TextLines) {
        deleted = Array(repeating: false, count: old.count)
        inserted = Array(repeating: false, count: new.count)
        var prefix = 0
        while prefix < old.count, prefix < new.count, old.sameLine(prefix, as: new, prefix) {
            prefix += 1
        }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old.sameLine(old.count - 1 - suffix, as: new, new.count - 1 - suffix) {
            suffix += 1
        }
        let tokens = LineTokens(old: old, oldRange: prefix..<(old.count - suffix),
                                new: new, newRange: prefix..<(new.count - suffix))
        markChanges(tokens)
    }

    /// Marks lines found on one side only, then diffs the lines both sides share.
    private mutating func markChanges(_ tokens: LineTokens) {
        var sharedOld: [Int] = [], oldIndex: [Int] = []
        for (offset, token) in tokens.old.enumerated() {
            let index = tokens.oldStart + offset
            if tokens.occursInNew(token) { sharedOld.append(token); oldIndex.append(index) } else { deleted[index] = true }
        }
        var sharedNew: [Int] = [], newIndex: [Int] = []
        for (offset, token) in tokens.new.enumerated() {
            let index = tokens.newStart + offset
            if tokens.occursInOld(token) { sharedNew.append(token); newIndex.append(index) } else { inserted[index] = true }
        }
        let search = MyersSearch(old: sharedOld, new: sharedNew)
        let marks = search.marks()
        for (position, isDeleted) in marks.deleted.enumerated() where isDeleted { deleted[oldIndex[position]] = true }
        for (position, isInserted) in marks.inserted.enumerated() where isInserted { inserted[newIndex[position]] = true }
    }
}
