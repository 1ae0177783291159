/// Lines turned into small integers: equal lines (same bytes, same terminator) get the
/// same number, so the search compares integers instead of byte strings.
package struct LineTokens: Sendable {
    package let old: [Int]
    package let new: [Int]
    package let oldStart: Int
    package let newStart: Int
    private let oldCounts: [Int]
    private let newCounts: [Int]

    private struct Key: Hashable {
        let bytes: ArraySlice<UInt8>
        let isUnterminated: Bool
    }

    package init(old oldLines: TextLines, oldRange: Range<Int>, new newLines: TextLines, newRange: Range<Int>) {
        var numbers: [Key: Int] = [:]
        func number(_ lines: TextLines, _ index: Int) -> Int {
            let key = Key(bytes: lines.line(index), isUnterminated: lines.isUnterminated(index))
            if let known = numbers[key] { return known }
            numbers[key] = numbers.count
            return numbers.count - 1
        }
        old = oldRange.map { number(oldLines, $0) }
        new = newRange.map { number(newLines, $0) }
        oldStart = oldRange.lowerBound
        newStart = newRange.lowerBound
        var oldCounts = Array(repeating: 0, count: numbers.count)
        var newCounts = Array(repeating: 0, count: numbers.count)
        for token in old { oldCounts[token] += 1 }
        for token in new { newCounts[token] += 1 }
        self.oldCounts = oldCounts
        self.newCounts = newCounts
    }

    package func occursInOld(_ token: Int) -> Bool { oldCounts[token] > 0 }
    package func occursInNew(_ token: Int) -> Bool { newCounts[token] > 0 }
}
