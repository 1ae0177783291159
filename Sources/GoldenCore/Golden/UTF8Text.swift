#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Strict UTF-8 validation that works on every supported OS version.
package enum UTF8Text {
    /// The offset of the first byte that starts an invalid sequence, or nil when valid.
    ///
    /// ```swift
    /// UTF8Text.firstInvalidOffset(Array("café".utf8))   // nil
    /// UTF8Text.firstInvalidOffset([0x61, 0xFF])         // 1
    /// ```
    package static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        if isValid(bytes) { return nil }
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
            case .emptyInput:
                return nil
            case .error:
                return offset
            }
        }
    }

    /// Whether `bytes` is valid UTF-8: decoding it, invalid sequences repaired to U+FFFD,
    /// gives back the same bytes exactly when there was nothing to repair (at the first
    /// invalid byte the repair writes EF BF BD, which a valid sequence there would have
    /// been). The standard library's decoder and `memcmp` are optimised code even in a
    /// debug build, where the scalar-by-scalar loop above takes about 40 ms for a
    /// 512 KiB golden; it runs only to find where a document is invalid.
    private static func isValid(_ bytes: [UInt8]) -> Bool {
        var text = String(decoding: bytes, as: UTF8.self)
        return text.withUTF8 { decoded in
            bytes.withUnsafeBufferPointer { original in
                guard decoded.count == original.count else { return false }
                guard let decodedStart = decoded.baseAddress, let originalStart = original.baseAddress else { return true }
                return memcmp(decodedStart, originalStart, original.count) == 0
            }
        }
    }
}
