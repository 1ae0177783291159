#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import KitSupport

/// A uuid read as its UTF-8 bytes in place: what a ``UUIDTable`` hashes and compares.
/// A show's or a source's uuid is a `String`; a track's is a ``TrackText``.
///
/// ```swift
/// "0f3c…".withUUIDBytes { $0.count }   // the uuid's length in bytes
/// ```
protocol UUIDBytes: Hashable, Sendable {
    func withUUIDBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result
}

extension UUIDBytes {
    /// Whether this uuid and `other` spell the same bytes.
    @inline(__always)
    func spellsLike(_ other: some UUIDBytes) -> Bool {
        withUUIDBytes { one in other.withUUIDBytes { one.sameBytes(as: $0) } }
    }
}

extension String: UUIDBytes {
    /// A decoded string's bytes are in place; another's are copied first.
    @inline(__always)
    func withUUIDBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        withContiguousUTF8 { body(UnsafeRawBufferPointer($0)) }
    }
}

extension TrackText: UUIDBytes {
    @inline(__always)
    func withUUIDBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        withBytes { body(UnsafeRawBufferPointer($0)) }
    }
}

extension UnsafeRawBufferPointer {
    /// Whether these bytes and `other` are the same, one `memcmp`.
    @inline(__always)
    func sameBytes(as other: UnsafeRawBufferPointer) -> Bool {
        guard count == other.count else { return false }
        guard let one = baseAddress, let two = other.baseAddress else { return true }
        return memcmp(one, two, count) == 0
    }
}
