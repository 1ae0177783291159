/// A run of edit steps printed under one `@@ -a,b +c,d @@` header: the changes plus up
/// to `context` unchanged lines around them; changes closer than `2 × context` share
/// a hunk.
package struct Hunk: Sendable, Equatable {
    /// The steps of the hunk, a slice of the whole edit script.
    package let steps: ArraySlice<EditStep>

    /// Groups the changed steps of `script` into hunks.
    package static func hunks(in script: [EditStep], context: Int) -> [Hunk] {
        let changes = script.indices.filter { script[$0].kind != .keep }
        guard let first = changes.first else { return [] }
        var hunks: [Hunk] = []
        var start = max(0, first - context)
        var end = first
        for change in changes.dropFirst() {
            if change - end - 1 > 2 * context {
                hunks.append(Hunk(steps: script[start...min(script.count - 1, end + context)]))
                start = change - context
            }
            end = change
        }
        hunks.append(Hunk(steps: script[start...min(script.count - 1, end + context)]))
        return hunks
    }

    /// `@@ -3,7 +3,6 @@`; an empty range names the line before it (`-0,0` at the top),
    /// and a count of 1 is left out, as GNU diff does.
    package var header: String {
        let oldCount = steps.filter { $0.kind != .insert }.count
        let newCount = steps.filter { $0.kind != .delete }.count
        let oldStart = steps.first.map(\.old) ?? 0
        let newStart = steps.first.map(\.new) ?? 0
        return "@@ -\(Self.range(oldStart, oldCount)) +\(Self.range(newStart, newCount)) @@"
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        switch count {
        case 0: return "\(start),0"
        case 1: return "\(start + 1)"
        default: return "\(start + 1),\(count)"
        }
    }
}
