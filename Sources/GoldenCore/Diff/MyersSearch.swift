/// Myers' O(ND) difference algorithm, linear-space variant (divide and conquer on the
/// middle snake, as in Myers 1986 §4b and diff-match-patch's `bisect`), over integer
/// tokens. Work is kept on an explicit stack, so deep recursions cannot overflow.
package struct MyersSearch: Sendable {
    /// How many edit steps each half-search may take before it settles for the furthest
    /// point reached. Bounds the cost of pathological inputs at about
    /// `(N + M) × costLimit` comparisons; real edits (a few thousand lines) stay exact.
    package static let costLimit = 1024

    private let old: [Int]
    private let new: [Int]

    package init(old: [Int], new: [Int]) {
        self.old = old
        self.new = new
    }

    /// Per-token deletion and insertion marks.
    package func marks() -> (deleted: [Bool], inserted: [Bool]) {
        var deleted = Array(repeating: false, count: old.count)
        var inserted = Array(repeating: false, count: new.count)
        var work: [Box] = [Box(oldLow: 0, oldHigh: old.count, newLow: 0, newHigh: new.count)]
        while var box = work.popLast() {
            trimEqualEnds(&box)
            if box.oldLow == box.oldHigh || box.newLow == box.newHigh {
                mark(box, &deleted, &inserted)
            } else if let (x, y) = split(box), x + y > box.oldLow + box.newLow, x + y < box.oldHigh + box.newHigh {
                work.append(Box(oldLow: x, oldHigh: box.oldHigh, newLow: y, newHigh: box.newHigh))
                work.append(Box(oldLow: box.oldLow, oldHigh: x, newLow: box.newLow, newHigh: y))
            } else {
                mark(box, &deleted, &inserted)
            }
        }
        return (deleted, inserted)
    }

    /// A sub-problem: old tokens `oldLow..<oldHigh` against new tokens `newLow..<newHigh`.
    private struct Box {
        var oldLow: Int, oldHigh: Int, newLow: Int, newHigh: Int
        var width: Int { oldHigh - oldLow }
        var height: Int { newHigh - newLow }
    }

    private func trimEqualEnds(_ box: inout Box) {
        while box.oldLow < box.oldHigh, box.newLow < box.newHigh, old[box.oldLow] == new[box.newLow] {
            box.oldLow += 1
            box.newLow += 1
        }
        while box.oldLow < box.oldHigh, box.newLow < box.newHigh, old[box.oldHigh - 1] == new[box.newHigh - 1] {
            box.oldHigh -= 1
            box.newHigh -= 1
        }
    }

    /// Marks everything left in `box` as deleted and inserted.
    private func mark(_ box: Box, _ deleted: inout [Bool], _ inserted: inout [Bool]) {
        for index in box.oldLow..<box.oldHigh { deleted[index] = true }
        for index in box.newLow..<box.newHigh { inserted[index] = true }
    }

    /// A point (absolute old, new indices) on a shortest edit path through `box`, or —
    /// past the cost limit — the furthest point either search reached.
    private func split(_ box: Box) -> (Int, Int)? {
        var search = Bisection(box: box, limit: Self.costLimit)
        for d in 0..<search.maxD {
            if let point = search.stepForward(d, old: old, new: new) { return point }
            if let point = search.stepReverse(d, old: old, new: new) { return point }
        }
        return search.furthestPoint()
    }

    /// The two frontiers of one middle-snake search (diff-match-patch's `bisect`).
    private struct Bisection {
        let box: Box
        let maxD: Int
        let offset: Int
        let delta: Int
        let isDeltaOdd: Bool
        var forward: [Int]
        var reverse: [Int]
        var forwardTrim = (start: 0, end: 0)
        var reverseTrim = (start: 0, end: 0)
        var bestForward = (x: 0, y: 0)
        var bestReverse = (x: 0, y: 0)

        init(box: Box, limit: Int) {
            self.box = box
            maxD = min((box.width + box.height + 1) / 2, limit)
            offset = maxD + 1
            delta = box.width - box.height
            isDeltaOdd = delta & 1 != 0
            forward = Array(repeating: -1, count: 2 * maxD + 3)
            reverse = forward
            forward[offset + 1] = 0
            reverse[offset + 1] = 0
        }

        private func next(_ v: [Int], _ k: Int, _ d: Int) -> Int {
            let i = offset + k
            return (k == -d || (k != d && v[i - 1] < v[i + 1])) ? v[i + 1] : v[i - 1] + 1
        }

        private func mirrored(_ k: Int) -> Int? {
            let index = offset + delta - k
            return index >= 0 && index < forward.count ? index : nil
        }

        mutating func stepForward(_ d: Int, old: [Int], new: [Int]) -> (Int, Int)? {
            var k = -d + forwardTrim.start
            while k <= d - forwardTrim.end {
                var x = next(forward, k, d)
                var y = x - k
                while x < box.width, y < box.height, old[box.oldLow + x] == new[box.newLow + y] {
                    x += 1
                    y += 1
                }
                forward[offset + k] = x
                if x > box.width {
                    forwardTrim.end += 2
                } else if y > box.height {
                    forwardTrim.start += 2
                } else {
                    if x + y > bestForward.x + bestForward.y { bestForward = (x, y) }
                    if isDeltaOdd, let j = mirrored(k), reverse[j] != -1, x >= box.width - reverse[j] {
                        return (box.oldLow + x, box.newLow + y)
                    }
                }
                k += 2
            }
            return nil
        }

        mutating func stepReverse(_ d: Int, old: [Int], new: [Int]) -> (Int, Int)? {
            var k = -d + reverseTrim.start
            while k <= d - reverseTrim.end {
                var x = next(reverse, k, d)
                var y = x - k
                while x < box.width, y < box.height,
                      old[box.oldHigh - 1 - x] == new[box.newHigh - 1 - y] {
                    x += 1
                    y += 1
                }
                reverse[offset + k] = x
                if x > box.width {
                    reverseTrim.end += 2
                } else if y > box.height {
                    reverseTrim.start += 2
                } else {
                    if x + y > bestReverse.x + bestReverse.y { bestReverse = (x, y) }
                    if !isDeltaOdd, let j = mirrored(k), forward[j] != -1 {
                        let forwardX = forward[j]
                        let forwardY = forwardX - (delta - k)
                        if forwardX >= box.width - x { return (box.oldLow + forwardX, box.newLow + forwardY) }
                    }
                }
                k += 2
            }
            return nil
        }

        /// Past the limit: the point that got furthest from its corner.
        func furthestPoint() -> (Int, Int)? {
            if bestForward.x + bestForward.y >= bestReverse.x + bestReverse.y {
                return (box.oldLow + bestForward.x, box.newLow + bestForward.y)
            }
            return (box.oldHigh - bestReverse.x, box.newHigh - bestReverse.y)
        }
    }
}
