/// How much of a JSON text is whitespace: what a pretty-printed document adds to its
/// compact form and the typed model never holds.
///
/// ```swift
/// JSONWhitespace.count(in: Array("{\n  \"a\": 1\n}".utf8))   // 5
/// ```
enum JSONWhitespace {
    /// The bytes at or below the space (space, tab, line feed, carriage return; the other
    /// control characters are no valid JSON), spaces inside strings included: eight bytes
    /// at a time, each byte tested on its own (SWAR, no borrow between bytes), the tests'
    /// ones summed in eight byte-wide counters and added up every 255 words. Counting
    /// stops once more than `limit` bytes were no whitespace (then the count so far).
    static func count(in bytes: [UInt8], stoppingPast limit: Int = .max) -> Int {
        bytes.withUnsafeBytes { raw in
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            var count = 0, index = 0
            while index + 8 <= raw.count {
                var sums: UInt64 = 0  // eight byte-wide counters, each at most 255
                let end = min(raw.count - 8, index + 254 * 8)
                while index <= end {
                    let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    // With each byte's high bit set, subtracting 0x21 borrows from no other
                    // byte; a byte's high bit then stays set when its low seven bits are ≥ 0x21.
                    let atLeast21 = ((word | highs) &- ones &* 0x21) & highs
                    sums &+= (~word & ~atLeast21 & highs) >> 7
                    index += 8
                }
                // Pairs of counters summed into four 16-bit ones (each at most 510), then
                // those four into the top 16 bits (at most 2,040).
                let pairs = (sums & 0x00FF_00FF_00FF_00FF) &+ ((sums >> 8) & 0x00FF_00FF_00FF_00FF)
                count += Int((pairs &* 0x0001_0001_0001_0001) >> 48)
                if index - count > limit { return count }
            }
            while index < raw.count {
                if raw[index] <= 0x20 { count += 1 }
                index += 1
            }
            return count
        }
    }
}
