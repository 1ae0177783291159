#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Array where Element == UInt8 {
    /// Whether both arrays hold the same bytes, compared with `memcmp` (the pass path
    /// of `check` and of every assertion is this comparison).
    package func hasSameBytes(as other: [UInt8]) -> Bool {
        guard count == other.count else { return false }
        return withUnsafeBytes { mine in
            other.withUnsafeBytes { theirs in
                count == 0 || mine.baseAddress == theirs.baseAddress || memcmp(mine.baseAddress!, theirs.baseAddress!, count) == 0
            }
        }
    }
}
